import type { UseMutationResult } from '@tanstack/react-query';
import { reportFailure } from '../../../components/report-failure';
import { useSignInGate } from '../../../components/sign-in-gate';
import { SignedInLive } from '../../../components/signed-in-live';
import { useSetWishlisted, type WishlistChange } from '../api/toggle-wishlist';
import { useWishlistIds } from '../api/use-wishlist';
import { WishlistHeartView } from './wishlist-heart-view';

/**
 * The wishlist heart of product cards and the product page: toggles at once for a signed-in
 * user (reverting with a toast if the write fails); a visitor gets the sign-in dialog.
 */
export function WishlistHeart({ productId }: { productId: string }) {
  return (
    <SignedInLive
      label="the wishlist heart"
      waiting={<WishlistHeartView wishlisted={false} disabled onToggle={() => undefined} />}
      visitor={<VisitorHeart productId={productId} />}
    >
      <SignedInHeart productId={productId} />
    </SignedInLive>
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

function SignedInHeart({ productId }: { productId: string }) {
  const ids = useWishlistIds();
  const change = useSetWishlisted();
  return <OptimisticWishlistHeart productId={productId} wishlisted={ids?.has(productId) ?? false} change={change} disabled={ids === null} />;
}

export interface OptimisticWishlistHeartProps {
  productId: string;
  /** The stored state (the live wishlist). */
  wishlisted: boolean;
  /** The wishlist mutation. */
  change: Pick<UseMutationResult<void, unknown, WishlistChange>, 'isPending' | 'variables' | 'mutate'>;
  disabled?: boolean;
}

/**
 * Spec section 4: the heart flips at once and reverts, with a toast, when the write fails. While the
 * write is in flight the heart shows what was asked for; afterwards the live wishlist decides.
 */
export function OptimisticWishlistHeart({ productId, wishlisted, change, disabled }: OptimisticWishlistHeartProps) {
  const shown = change.isPending && change.variables ? change.variables.wanted : wishlisted;
  const toggle = () => {
    if (change.isPending) return;
    change.mutate({ productId, wanted: !shown }, { onError: (error) => reportFailure('Could not update your wishlist', error) });
  };
  return <WishlistHeartView wishlisted={shown} disabled={disabled} onToggle={toggle} />;
}
