import { lazy, Suspense, type ReactNode } from 'react';

const LiveFirestoreProvider = lazy(() => import('./live-firestore-provider'));

/**
 * Boundary for live user data (cart, wishlist): mounts reactfire's FirestoreProvider with the full
 * Firestore SDK, which is loaded on first use so it stays out of the home route's first load.
 * Components that call reactfire's Firestore hooks must render inside it.
 */
export function LiveFirestore({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LiveFirestoreProvider>{children}</LiveFirestoreProvider>
    </Suspense>
  );
}
