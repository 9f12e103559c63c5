import type { DeliveryMode } from '@campus/common/model';
import { isReservationActive } from '@campus/common/offers';
import { checkoutTotals, doorstepPrice, type CheckoutTotals } from '@campus/common/pricing';
import type { DirectBuyProduct } from '../../../lib/direct-buy';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { useProductsByIds } from '../../../lib/product-query';

/** One line of the order being checked out, priced from the product document (the server re-prices anyway). */
export interface OrderLine {
  product: CatalogueProduct;
  quantity: number;
  /** The product's price, plus 20% for doorstep delivery. */
  unitPrice: number;
  /** False once the product is sold or withdrawn: the order cannot be placed with it. */
  available: boolean;
}

/** What is being bought: the cart's lines, or the one direct-buy product with its delivery mode. */
export interface CheckoutOrder {
  isDirect: boolean;
  deliveryMode: DeliveryMode;
  lines: OrderLine[];
}

export type CheckoutOrderView = { status: 'loading' } | { status: 'error'; error: unknown; retry: () => void } | ({ status: 'ready' } & CheckoutOrder);

export interface WantedLine {
  productId: string;
  quantity: number;
  /** The price of the buyer's accepted offer, while the item is reserved for them. */
  agreedPrice?: number;
}

/** Joins the wanted lines with their products; a line whose product no longer exists is left out. */
export function buildCheckoutOrder(
  wanted: readonly WantedLine[],
  products: ReadonlyMap<string, CatalogueProduct>,
  isDirect: boolean,
  deliveryMode: DeliveryMode,
): CheckoutOrder {
  const lines = wanted.flatMap(({ productId, quantity, agreedPrice }) => {
    const product = products.get(productId);
    if (!product) return [];
    // A reserved item is bought only by the buyer it is held for, at the agreed price.
    const reserved = isReservationActive(product);
    const basePrice = reserved && agreedPrice !== undefined ? agreedPrice : product.price;
    const unitPrice = deliveryMode === 'doorstep' ? doorstepPrice(basePrice) : basePrice;
    return [{ product, quantity, unitPrice, available: product.status === 'available' && (!reserved || agreedPrice !== undefined) }];
  });
  return { isDirect, deliveryMode, lines };
}

/** Subtotal, 5% tax, free shipping and total of the order (spec section 9). */
export const orderTotals = (order: CheckoutOrder): CheckoutTotals =>
  checkoutTotals(order.lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity })));

/** The direct-buy order: the stored product, read afresh for its price and availability, one unit. */
export function useDirectOrder(item: DirectBuyProduct): CheckoutOrderView {
  const products = useProductsByIds([item._id]);
  if (products.status !== 'ready') return products;
  const line: WantedLine = { productId: item._id, quantity: 1, ...(item.agreedPrice === undefined ? {} : { agreedPrice: item.agreedPrice }) };
  return { status: 'ready', ...buildCheckoutOrder([line], products.products, true, item.deliveryMode) };
}
