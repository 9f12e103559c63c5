import { useCartAddedFlash, useCartCount } from '../../features/cart/api/use-cart-count';
import { CartButton } from './cart-button';

/** The cart icon fed by the live cart; loaded lazily with the full Firestore SDK. */
export default function LiveCartButton() {
  const count = useCartCount();
  const flash = useCartAddedFlash();
  return <CartButton count={count} flash={flash} />;
}
