import type { CatalogueProduct } from '../../../lib/product-converter';
import { useProductsByIds } from '../../../lib/product-query';
import type { CartLine } from '../../../lib/cart-lines';
import { useCartLines } from '../../../lib/cart-lines';

export interface CartItem {
  product: CatalogueProduct;
  quantity: number;
  /** The unit price, from the product document (never from the cart). */
  price: number;
  lineTotal: number;
  /** False once the product is sold or withdrawn: shown, but not counted or orderable. */
  available: boolean;
}

export interface CartContents {
  items: CartItem[];
  /** Units of available products. */
  totalItems: number;
  /** Sum of the available lines' totals, before the panel's discount. */
  totalPrice: number;
}

/** Joins the cart lines with their products, newest first; lines whose product is gone are dropped. */
export function buildCart(lines: readonly CartLine[], products: ReadonlyMap<string, CatalogueProduct>): CartContents {
  const items: CartItem[] = [...lines]
    .sort((a, b) => b.addedAt.localeCompare(a.addedAt))
    .flatMap((line) => {
      const product = products.get(line.productId);
      if (!product) return [];
      return [{ product, quantity: line.quantity, price: product.price, lineTotal: product.price * line.quantity, available: product.status === 'available' }];
    });
  const counted = items.filter((item) => item.available);
  return {
    items,
    totalItems: counted.reduce((sum, item) => sum + item.quantity, 0),
    totalPrice: counted.reduce((sum, item) => sum + item.lineTotal, 0),
  };
}

export type CartView =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | ({ status: 'ready' } & CartContents);

/** The signed-in user's cart with product details and totals, live (inside <LiveFirestore>). */
export function useCart(): CartView {
  const lines = useCartLines();
  const readyLines = lines.status === 'ready' ? lines.items : [];
  const products = useProductsByIds(readyLines.map((line) => line.productId));
  if (lines.status !== 'ready') return lines;
  if (products.status !== 'ready') return products;
  return { status: 'ready', ...buildCart(readyLines, products.products) };
}
