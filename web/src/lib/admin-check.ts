import { useQuery } from '@tanstack/react-query';
import { useSession } from './session';

export type AdminCheck = 'loading' | 'visitor' | 'student' | 'admin';

/**
 * Who is here, by the admin custom claim of the signed-in user's ID token (set by scripts/grant-admin).
 * reactfire's useSigninCheck({ requiredClaims }) asks the same, but reactfire is one module in the
 * first load, and using its Auth hooks anywhere pulls the Auth SDK into every page's first load (+30 KB gzip).
 */
export function useAdminCheck(): AdminCheck {
  const { status, user } = useSession();
  const claim = useQuery({
    queryKey: ['admin-claim', user?.uid ?? ''],
    queryFn: async () => (user ? (await user.getIdTokenResult()).claims.admin === true : false),
    enabled: user !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (status === 'loading') return 'loading';
  if (!user) return 'visitor';
  if (claim.data === undefined) return claim.isError ? 'student' : 'loading';
  return claim.data ? 'admin' : 'student';
}
