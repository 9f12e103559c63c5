import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { refreshSession } from '../../../lib/session';

/** How often an open tab asks whether the address has been verified meanwhile (e.g. from the phone). */
export const VERIFICATION_POLL_MS = 10_000;

/**
 * Whether the user has verified their address since this tab signed in: reloads the Auth user. Once it
 * is verified, a new ID token is fetched, so that the rules and the functions see `email_verified`
 * at once, and every session reader re-renders (the banner goes).
 */
export async function checkEmailVerified(user: User): Promise<boolean> {
  await user.reload();
  if (!user.emailVerified) return false;
  await user.getIdToken(true);
  refreshSession();
  return true;
}

export const emailVerifiedQueryOptions = (user: User) =>
  queryOptions({
    queryKey: ['email-verified', user.uid],
    queryFn: () => checkEmailVerified(user),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data === true ? false : VERIFICATION_POLL_MS),
    refetchOnWindowFocus: true,
  });

/** Polls while the banner shows: every 10 s while the tab is visible, and when it becomes visible again. */
export function useEmailVerified(user: User) {
  return useQuery(emailVerifiedQueryOptions(user));
}
