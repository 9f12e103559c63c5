import { LiveFirestore } from '../../../lib/live-firestore';
import { useCart } from '../api/use-cart';
import { CartContents } from './cart-contents';
import { CartSkeleton } from './cart-states';

/**
 * The signed-in user's live cart, loaded lazily with the full Firestore SDK, which a visitor's /cart
 * never needs. It brings its own <LiveFirestore>, whose chunk the header's cart link is already loading.
 */
export default function LiveCart() {
  return (
    <LiveFirestore fallback={<CartSkeleton />}>
      <CartOfSignedInUser />
    </LiveFirestore>
  );
}

function CartOfSignedInUser() {
  return <CartContents cart={useCart()} />;
}
