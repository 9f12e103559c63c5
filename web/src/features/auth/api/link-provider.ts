import { useMutation } from '@tanstack/react-query';
import type { AuthCredential, UserCredential } from 'firebase/auth';
import { loadAuth } from '../../../lib/session';
import { loadProviderSignIn } from './sign-in-with-provider';

export interface LinkProviderInput {
  email: string;
  password: string;
  /** The provider's credential kept from the refused sign-in (AccountLinkRequired). */
  credential: AuthCredential;
}

/**
 * Signs in to the address's password account and links the provider to it, so that the student keeps
 * one account with both ways in. Rejects with the Auth error (e.g. a wrong password).
 */
export async function linkProvider({ email, password, credential }: LinkProviderInput): Promise<UserCredential> {
  const [providers] = await Promise.all([loadProviderSignIn(), loadAuth()]);
  return providers.signInAndLink(email, password, credential);
}

/** Linking as a mutation. */
export function useLinkProvider() {
  return useMutation({ mutationFn: linkProvider });
}
