import { useEffect, useRef, useState } from 'react';
import { useUser } from 'reactfire';
import { LiveFirestore } from '../../../lib/live-firestore';
import { reportFailure, toaster } from '../../../components/toaster';
import { useAddToCart } from '../../cart/api/add-to-cart';
import { useSetWishlisted } from '../../wishlist/api/toggle-wishlist';
import { actionToRunFor, type PendingAction } from '../pending-action';

/**
 * Mount once in the app layout: as soon as a user is present (after sign-in, on any page) the
 * action a visitor tried before signing in runs once and is forgotten.
 */
export function PendingActionRunner() {
  const { data: user } = useUser();
  const signedIn = Boolean(user);
  const [action, setAction] = useState<PendingAction | null>(null);

  useEffect(() => {
    const next = actionToRunFor(localStorage, signedIn);
    if (next) setAction(next);
  }, [signedIn]);

  if (!action) return null;
  // The full SDK is loaded only when there is something to replay.
  return (
    <LiveFirestore>
      <RunPendingAction action={action} onDone={() => setAction(null)} />
    </LiveFirestore>
  );
}

function RunPendingAction({ action, onDone }: { action: PendingAction; onDone: () => void }) {
  const addToCart = useAddToCart();
  const setWishlisted = useSetWishlisted();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const run = action.type === 'cart' ? addToCart(action.productId) : setWishlisted(action.productId, true);
    run
      .then(() => toaster.create({ type: 'success', title: action.type === 'cart' ? 'Added to your cart' : 'Added to your wishlist' }))
      .catch((error: unknown) => reportFailure(action.type === 'cart' ? 'Could not add the item to your cart' : 'Could not update your wishlist', error))
      .finally(onDone);
  }, [action, addToCart, setWishlisted, onDone]);

  return null;
}
