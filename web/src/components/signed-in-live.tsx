import type { ReactNode } from 'react';
import { LiveFirestore } from '../lib/live-firestore';
import { useSession } from '../lib/session';
import { ErrorBoundary } from './error-boundary';

interface SignedInLiveProps {
  /** What the widget is, for the log when its live part fails. */
  label: string;
  /** Shown while the session or the live part loads, and in its place if it fails. */
  waiting: ReactNode;
  /** What a visitor gets: no live data, so the full Firestore SDK is never loaded for them. */
  visitor: ReactNode;
  /** The live part, inside <LiveFirestore>. */
  children: ReactNode;
}

/** A widget fed by the signed-in user's live data (cart count, cart button, wishlist heart). */
export function SignedInLive({ label, waiting, visitor, children }: SignedInLiveProps) {
  const { status, user } = useSession();
  if (status === 'loading') return waiting;
  if (!user) return visitor;
  return (
    <ErrorBoundary label={label} fallback={waiting}>
      <LiveFirestore fallback={waiting}>{children}</LiveFirestore>
    </ErrorBoundary>
  );
}
