import { useCartLines } from '../../../lib/cart-lines';
import { useProductsByIds } from '../../../lib/product-query';
import { buildCheckoutOrder, type CheckoutOrderView } from './checkout-order';

/**
 * The cart order, live (inside <LiveFirestore>): newest line first, as the cart shows it. Cart orders
 * are always 'direct' (the delivery mode is chosen only with Buy Now).
 */
export function useCartOrder(): CheckoutOrderView {
  const entries = useCartLines();
  const wanted = entries.status === 'ready' ? [...entries.items].sort((a, b) => b.addedAt.localeCompare(a.addedAt)) : [];
  const products = useProductsByIds(wanted.map((line) => line.productId));
  if (entries.status !== 'ready') return entries;
  if (products.status !== 'ready') return products;
  return { status: 'ready', ...buildCheckoutOrder(wanted, products.products, false, 'direct') };
}
