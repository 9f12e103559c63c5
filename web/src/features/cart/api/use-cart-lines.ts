import { COLLECTIONS } from '@campus/common/model';
import { useLiveUserCollection, type LiveList } from '../../../lib/live-query';
import { toCartLine, type CartLine } from './cart-line';

/** The signed-in user's cart lines, live (inside <LiveFirestore>); empty for a visitor. */
export function useCartLines(): LiveList<CartLine> {
  return useLiveUserCollection(COLLECTIONS.cart, toCartLine);
}

/** One product's cart line: undefined when it is not in the cart, or while the cart is loading or cannot be read. */
export function useCartLine(productId: string): { loading: boolean; line: CartLine | undefined } {
  const lines = useCartLines();
  return {
    loading: lines.status === 'loading',
    line: lines.status === 'ready' ? lines.items.find((line) => line.productId === productId) : undefined,
  };
}
