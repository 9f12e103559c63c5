import { useMutation } from '@tanstack/react-query';
import { sendPasswordResetEmail, type Auth } from 'firebase/auth';
import { paths } from '../../../config/paths';
import { loadAuth } from '../../../lib/session';

/** Auth's answers that would tell a stranger whether an account exists; the page answers them like a success. */
const ACCOUNT_REVEALING_ERRORS = new Set(['auth/user-not-found', 'auth/user-disabled']);

const revealsAccount = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && ACCOUNT_REVEALING_ERRORS.has(error.code);

/**
 * Asks Firebase Auth to e-mail a password-reset link to `email`. Its handler page (or the Auth emulator's
 * link) sets the new password, then continues to `continueUrl`. Resolves the same whether or not the
 * account exists; rejects with the Auth error for anything else (network, too many requests).
 */
export async function sendPasswordReset(auth: Auth, email: string, continueUrl: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email.trim(), { url: continueUrl });
  } catch (error) {
    if (!revealsAccount(error)) throw error;
  }
}

/** The reset request as a mutation; after the reset, the link leads back to this site's /signin. */
export function useSendPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) => sendPasswordReset(await loadAuth(), email, new URL(paths.signin, window.location.origin).href),
  });
}
