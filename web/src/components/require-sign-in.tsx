import { useState, type ReactNode } from 'react';
import { SignInRedirect } from './sign-in-redirect';
import { useSession } from '../lib/session';

/** A private page's content: `loading` until Auth has restored the session, /signin (coming back here) for a visitor. */
export function RequireSignIn({ children, loading }: { children: ReactNode; loading: ReactNode }) {
  const session = useSession();
  const [shownToUser, setShownToUser] = useState(false);
  if (session.user && !shownToUser) setShownToUser(true);
  if (session.status === 'loading') return loading;
  // Signed out on purpose on this page (Logout, deleting the account): the page that did it is on its
  // way elsewhere, and this page is not one to come back to.
  if (!session.user) return session.leaving && shownToUser ? loading : <SignInRedirect />;
  return children;
}
