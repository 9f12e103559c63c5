import { useUser } from 'reactfire';
import { ErrorBoundary } from '../../../components/error-boundary';
import { LiveFirestore } from '../../../lib/live-firestore';
import { reportFailure } from '../../../components/toaster';
import { useSignInGate } from '../../pending-action/hooks/use-sign-in-gate';
import { useSetWishlisted } from '../api/toggle-wishlist';
import { useWishlistIds } from '../api/use-wishlist';
import { useOptimisticToggle } from '../use-optimistic-toggle';
import { WishlistHeartView } from './wishlist-heart-view';

/**
 * The wishlist heart of product cards and the product page: toggles at once for a signed-in
 * user (reverting with a toast if the write fails); a visitor gets the sign-in dialog.
 */
export function WishlistHeart({ productId }: { productId: string }) {
  const { status, data: user } = useUser();
  const waiting = <WishlistHeartView wishlisted={false} disabled onToggle={() => undefined} />;
  if (status === 'loading') return waiting;
  if (!user) return <VisitorHeart productId={productId} />;
  return (
    <ErrorBoundary label="the wishlist heart" fallback={waiting}>
      <LiveFirestore fallback={waiting}>
        <LiveHeart productId={productId} />
      </LiveFirestore>
    </ErrorBoundary>
  );
}

function VisitorHeart({ productId }: { productId: string }) {
  const gate = useSignInGate();
  return (
    <>
      <WishlistHeartView wishlisted={false} onToggle={() => gate.requireSignIn({ type: 'wishlist', productId })} />
      {gate.dialog}
    </>
  );
}

function LiveHeart({ productId }: { productId: string }) {
  const { status, ids } = useWishlistIds();
  const setWishlisted = useSetWishlisted();
  return (
    <OptimisticWishlistHeart
      wishlisted={ids.has(productId)}
      write={(next) => setWishlisted(productId, next)}
      disabled={status === 'loading'}
    />
  );
}

const reportWishlistFailure = (error: unknown) => reportFailure('Could not update your wishlist', error);

export interface OptimisticWishlistHeartProps {
  /** The stored state (the live wishlist). */
  wishlisted: boolean;
  write: (next: boolean) => Promise<void>;
  disabled?: boolean;
}

/** Spec section 4: the heart flips at once and reverts, with a toast, when the write fails. */
export function OptimisticWishlistHeart({ wishlisted, write, disabled }: OptimisticWishlistHeartProps) {
  const heart = useOptimisticToggle(wishlisted, write, reportWishlistFailure);
  return <WishlistHeartView wishlisted={heart.value} disabled={disabled} onToggle={heart.toggle} />;
}
