import type { ReactNode } from 'react';
import { useUser } from 'reactfire';
import { SignInRedirect } from './sign-in-redirect';

/** A private page's content: `loading` until Auth has restored the session, /signin (coming back here) for a visitor. */
export function RequireSignIn({ children, loading }: { children: ReactNode; loading: ReactNode }) {
  const { status, data: user } = useUser();
  if (status === 'loading') return loading;
  if (!user) return <SignInRedirect />;
  return children;
}
