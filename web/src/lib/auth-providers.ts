import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  GoogleAuthProvider,
  linkWithCredential,
  OAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  signInWithEmailAndPassword,
  signInWithPopup,
  type AuthCredential,
  type AuthError,
  type AuthProvider,
  type User,
  type UserCredential,
} from 'firebase/auth';
import { FirebaseError } from 'firebase/app';
import { isRecord } from '@campus/common/values';
import { env } from '../config/env';
import { auth } from './auth';
import type { CampusProviderId } from './campus-providers';

// Load through import() when the user picks a provider or confirms who they are: the popup flow
// (browserPopupRedirectResolver) and the credential helpers stay out of the first load and of the pages.

/** Google with `hd` (campus accounts first) or Microsoft with `domain_hint`; both let the student pick an account. */
function campusProvider(providerId: CampusProviderId): AuthProvider {
  const [domain] = env.campusDomains;
  if (providerId === 'google.com') {
    const google = new GoogleAuthProvider();
    google.setCustomParameters({ prompt: 'select_account', ...(domain ? { hd: domain } : {}) });
    return google;
  }
  const microsoft = new OAuthProvider('microsoft.com');
  microsoft.setCustomParameters({ prompt: 'select_account', ...(domain ? { domain_hint: domain } : {}) });
  return microsoft;
}

/** Signs in with the provider in a popup; rejects with the Auth error (closed popup, refusal of the blocking function, ...). */
export function signInWithCampusProvider(providerId: CampusProviderId): Promise<UserCredential> {
  return signInWithPopup(auth, campusProvider(providerId), browserPopupRedirectResolver);
}

/** Confirms the signed-in user again with their provider, in a popup (a recent sign-in for deleting the account). */
export function reauthenticateWithCampusProvider(user: User, providerId: CampusProviderId): Promise<UserCredential> {
  return reauthenticateWithPopup(user, campusProvider(providerId), browserPopupRedirectResolver);
}

/** Confirms the signed-in user again with their password. */
export function reauthenticateWithPassword(user: User, password: string): Promise<UserCredential> {
  if (!user.email) throw Object.assign(new Error('This account has no e-mail address'), { code: 'auth/invalid-email' });
  return reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
}

const isAuthError = (error: unknown): error is AuthError =>
  error instanceof FirebaseError && isRecord(error.customData) && typeof error.customData.appName === 'string';

/**
 * What an auth/account-exists-with-different-credential error holds: the address that already has an
 * account, and the provider's credential to link to it once the user has signed in there; else null.
 */
export function pendingLinkOf(providerId: CampusProviderId, error: unknown): { email: string; credential: AuthCredential } | null {
  if (!isAuthError(error) || error.code !== 'auth/account-exists-with-different-credential') return null;
  const credential = providerId === 'google.com' ? GoogleAuthProvider.credentialFromError(error) : OAuthProvider.credentialFromError(error);
  const email = error.customData.email;
  return credential && email ? { email, credential } : null;
}

/** Signs in with the address's password, then links the provider's credential to that account: one user, both ways in. */
export async function signInAndLink(email: string, password: string, credential: AuthCredential): Promise<UserCredential> {
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  return linkWithCredential(user, credential);
}
