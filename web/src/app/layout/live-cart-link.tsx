import { useCartAddedFlash, useCartCount } from '../../features/cart/api/use-cart-count';
import { CartIconLink } from './cart-icon-link';

/** The cart icon fed by the live cart (no count while it loads or cannot be read); loaded lazily with the full Firestore SDK. */
export default function LiveCartLink() {
  const count = useCartCount();
  const flash = useCartAddedFlash();
  return <CartIconLink count={count ?? 0} flash={flash} />;
}
