import type { User } from 'firebase/auth';
import { splitFullName } from '@campus/common/sanitize';
import { useSession } from '../../../lib/session';

export interface CurrentUser {
  /** 'loading' until the Auth SDK has loaded and restored the session. */
  status: 'loading' | 'signed-out' | 'signed-in';
  user: User | null;
  firstName: string;
  /** First and last name as the account holds them (sign-up sets the Auth display name). */
  fullName: string;
  email: string;
}

/** Who is signed in. Names come from the Auth profile, so the top bar costs no Firestore read. */
export function useCurrentUser(): CurrentUser {
  const { status, user } = useSession();
  const fullName = user?.displayName?.trim() || user?.email || '';
  return {
    status: status === 'loading' ? 'loading' : user ? 'signed-in' : 'signed-out',
    user,
    firstName: splitFullName(fullName).firstName,
    fullName,
    email: user?.email ?? '',
  };
}
