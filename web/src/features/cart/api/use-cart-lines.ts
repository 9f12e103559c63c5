import { useCartLines, type CartLine } from '../../../lib/cart-lines';

/** One product's cart line: undefined when it is not in the cart, or while the cart is loading or cannot be read. */
export function useCartLine(productId: string): { loading: boolean; line: CartLine | undefined } {
  const lines = useCartLines();
  return {
    loading: lines.status === 'loading',
    line: lines.status === 'ready' ? lines.items.find((line) => line.productId === productId) : undefined,
  };
}
