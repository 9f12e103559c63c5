import { useLiveUserCollection, type LiveUserCollection } from '../../../lib/live-user-collection';
import { COLLECTIONS } from '@campus/common/model';
import { toCartLine, type CartLine } from './cart-line';

/** The signed-in user's cart lines, live (inside <LiveFirestore>); empty for a visitor. */
export function useCartLines(): LiveUserCollection<CartLine> {
  return useLiveUserCollection(COLLECTIONS.cart, toCartLine);
}

/** One product's cart line, or undefined when it is not in the cart. */
export function useCartLine(productId: string): { status: 'loading' | 'ready'; line: CartLine | undefined } {
  const { status, items } = useCartLines();
  return { status, line: items.find((line) => line.productId === productId) };
}
