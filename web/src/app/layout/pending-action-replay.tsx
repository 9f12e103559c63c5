import { useAddToCart } from '../../features/cart/api/add-to-cart';
import { usePendingAction, useReplayPendingAction } from '../../features/pending-action/hooks/use-pending-action';
import { useSetWishlisted } from '../../features/wishlist/api/toggle-wishlist';
import { LiveFirestore } from '../../lib/live-firestore';
import type { PendingAction } from '../../lib/pending-action';

/**
 * Replays the cart or wishlist action a visitor tried before signing in. Loaded lazily, with the full
 * Firestore SDK the writes need, only when such an action waits (app-layout.tsx).
 */
export default function PendingActionReplay() {
  const { action, done } = usePendingAction();
  if (!action) return null;
  return (
    <LiveFirestore>
      <Replay action={action} onDone={done} />
    </LiveFirestore>
  );
}

function Replay({ action, onDone }: { action: PendingAction; onDone: () => void }) {
  const addToCart = useAddToCart();
  const setWishlisted = useSetWishlisted();
  useReplayPendingAction(
    action,
    { cart: (productId) => addToCart.mutateAsync(productId), wishlist: (productId) => setWishlisted.mutateAsync({ productId, wanted: true }) },
    onDone,
  );
  return null;
}
