import { useCartLines } from './use-cart-lines';

export { useItemAddedFlash as useCartAddedFlash } from '../item-added-signal';

/**
 * The number of items in the signed-in user's cart (quantities summed), live, for the top bar's
 * badge; 0 for a visitor. Call inside <LiveFirestore>. Pair with useCartAddedFlash() for the '+1'.
 */
export function useCartCount(): number {
  const { items } = useCartLines();
  return items.reduce((sum, line) => sum + line.quantity, 0);
}
