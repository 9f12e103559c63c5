import { useCartLines } from '../../../lib/cart-lines';

export { useItemAddedFlash as useCartAddedFlash } from '../item-added-signal';

/**
 * The number of items in the signed-in user's cart (quantities summed), live, for the top bar's badge;
 * null while loading or when the cart cannot be read (the badge then shows no count). Call inside
 * <LiveFirestore>. Pair with useCartAddedFlash() for the '+1'.
 */
export function useCartCount(): number | null {
  const lines = useCartLines();
  if (lines.status !== 'ready') return null;
  return lines.items.reduce((sum, line) => sum + line.quantity, 0);
}
