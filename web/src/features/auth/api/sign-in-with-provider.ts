import { useMutation } from '@tanstack/react-query';
import type { AuthCredential, UserCredential } from 'firebase/auth';
import { isRecord } from '@campus/common/values';
import type { CampusProviderId } from '../../../lib/campus-providers';
import { hasErrorCode, userMessage } from '../../../lib/error-message';
import { loadAuth } from '../../../lib/session';

/** The provider's address already has an account (a password one): sign in there, then link the provider. */
export class AccountLinkRequired extends Error {
  constructor(
    readonly providerId: CampusProviderId,
    readonly email: string,
    readonly credential: AuthCredential,
  ) {
    super(`${email} already has an account`);
    this.name = 'AccountLinkRequired';
  }
}

/** Loads the popup flow on first use; hovering or focusing a provider button starts it early. */
export const loadProviderSignIn = () => import('../../../lib/auth-providers');

/**
 * Signs in (or up: the blocking function creates the profile) with the campus provider in a popup.
 * Rejects with AccountLinkRequired when the address already has a password account, else with the Auth error.
 */
export async function signInWithProvider(providerId: CampusProviderId): Promise<UserCredential> {
  const [providers] = await Promise.all([loadProviderSignIn(), loadAuth()]);
  try {
    return await providers.signInWithCampusProvider(providerId);
  } catch (error) {
    const pending = providers.pendingLinkOf(providerId, error);
    if (pending) throw new AccountLinkRequired(providerId, pending.email, pending.credential);
    throw error;
  }
}

/** Signing in with Google or Microsoft as a mutation. */
export function useSignInWithProvider() {
  return useMutation({ mutationFn: signInWithProvider });
}

/** The user closed or replaced the popup: nothing went wrong. */
const CANCELLED = new Set(['popup-closed-by-user', 'cancelled-popup-request', 'user-cancelled']);

export const POPUP_BLOCKED = 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.';
export const PROVIDER_SIGN_IN_FAILED = 'Could not sign you in with that account. Please try again.';

/**
 * The refusal of an Auth blocking function, as it wrote it: Auth hands it over inside an internal-error
 * whose message holds the function's JSON answer ({"error":{"message":...}}): 'HTTP Cloud Function
 * returned an error: {...}' in production (BLOCKING_FUNCTION_ERROR_RESPONSE), '((HTTP request to
 * .../checkCampusEmail returned HTTP error 403: {...}))' on the Auth emulator. Null for any other error.
 */
export function blockingFunctionMessage(error: unknown): string | null {
  if (!isRecord(error) || typeof error.message !== 'string') return null;
  const text = error.message;
  if (!hasErrorCode(error, 'internal-error') && !text.includes('BLOCKING_FUNCTION')) return null;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start !== -1 && end > start) {
    try {
      const body: unknown = JSON.parse(text.slice(start, end + 1));
      const inner = isRecord(body) && isRecord(body.error) ? body.error.message : undefined;
      if (typeof inner === 'string' && inner.trim() !== '') return inner.trim();
    } catch {
      // Not whole JSON (Auth cuts the server's text at ' : '): read the message field alone.
    }
  }
  const field = /"message"\s*:\s*("(?:[^"\\]|\\.)*")/.exec(text)?.[1];
  if (field === undefined) return null;
  try {
    const message: unknown = JSON.parse(field);
    return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
  } catch {
    return null;
  }
}

/**
 * What the sign-in and sign-up pages say when a provider sign-in fails: null when the user closed the
 * popup, the blocking function's own refusal (the campus-domain message), or a text for the Auth code.
 */
export function describeProviderError(error: unknown): string | null {
  if (CANCELLED.has(codeOf(error))) return null;
  if (hasErrorCode(error, 'popup-blocked')) return POPUP_BLOCKED;
  return blockingFunctionMessage(error) ?? userMessage(error, PROVIDER_SIGN_IN_FAILED);
}

const codeOf = (error: unknown): string => {
  if (!isRecord(error) || typeof error.code !== 'string') return '';
  return error.code.slice(error.code.indexOf('/') + 1);
};
