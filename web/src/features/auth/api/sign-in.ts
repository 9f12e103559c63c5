import { useMutation } from '@tanstack/react-query';
import type { Auth, UserCredential } from 'firebase/auth';
import type { SignInValues } from '@campus/common/schemas/sign-in';
import { loadAuth } from '../../../lib/session';

/** Auth error codes that mean "these credentials do not match an account". */
const CREDENTIAL_ERRORS = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/user-not-found',
  'auth/wrong-password',
  'auth/invalid-email',
  'auth/user-disabled',
]);

export function isCredentialError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && CREDENTIAL_ERRORS.has(error.code);
}

export async function signInWithEmail(auth: Auth, { email, password }: SignInValues): Promise<UserCredential> {
  // Imported on use, like the Auth SDK itself (lib/session.ts): a static import put the SDK in the sign-in page's first load.
  const { signInWithEmailAndPassword } = await import('firebase/auth');
  return signInWithEmailAndPassword(auth, email.trim(), password);
}

/** Signing in with Firebase Auth as a mutation; it fails with the Auth error. */
export function useSignIn() {
  return useMutation({ mutationFn: async (values: SignInValues) => signInWithEmail(await loadAuth(), values) });
}
