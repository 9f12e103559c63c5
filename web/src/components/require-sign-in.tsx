import type { ReactNode } from 'react';
import { SignInRedirect } from './sign-in-redirect';
import { useSession } from '../lib/session';

/** A private page's content: `loading` until Auth has restored the session, /signin (coming back here) for a visitor. */
export function RequireSignIn({ children, loading }: { children: ReactNode; loading: ReactNode }) {
  const { status, user } = useSession();
  if (status === 'loading') return loading;
  if (!user) return <SignInRedirect />;
  return children;
}
