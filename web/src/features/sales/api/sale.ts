import type { DeliveryMode, OrderCancellation, ShippingAddress } from '@campus/common/model';
import { toOrderCancellation } from '@campus/common/order-cancellation';
import { toDeliveryMode } from '@campus/common/purchase-options';
import { asList, asNumber, asRecord, asText } from '@campus/common/values';
import { toOrderDeal, type OrderDeal } from '../../../lib/order-deal';
import { toOrderLine, type OrderLine } from '../../../lib/order-line';
import { toShippingAddress } from '../../../lib/shipping-address';

/** One of the seller's own lines in an order. */
export type SaleItem = OrderLine;

/** An order holding the signed-in seller's items, as My Sales shows it. */
export interface Sale {
  id: string;
  /** As stored; an unknown value is badged 'Processing' and offers no action. */
  orderStatus: string;
  createdAt: string;
  /** The buyer's name from the order, else the name on the shipping address. */
  buyerName: string;
  /** Only this seller's lines: an order from a cart may hold other sellers' items too. */
  items: SaleItem[];
  /** The whole order's total, as the buyer paid it. */
  totalAmount: number;
  deliveryMode: DeliveryMode;
  /** Where the seller delivers; null on a meet-up order, whose address the seller never reads. */
  deliverTo: ShippingAddress | null;
  cancellation: OrderCancellation | null;
  /** The campus meet-up and handover of a direct order from one seller. */
  deal: OrderDeal;
}

/** orders/{id} as the seller `sellerUid` reads it. */
export function toSale(sellerUid: string, id: string, data: Record<string, unknown>): Sale {
  const buyer = asRecord(data.user);
  const deliverTo = toShippingAddress(data.shippingAddress);
  const buyerName = `${asText(buyer.firstName)} ${asText(buyer.lastName)}`.trim();
  return {
    id,
    orderStatus: asText(data.orderStatus),
    createdAt: asText(data.createdAt),
    buyerName: buyerName || (deliverTo?.fullName ?? ''),
    items: asList(data.orderItems)
      .filter((item) => asRecord(item).sellerId === sellerUid)
      .map(toOrderLine),
    totalAmount: asNumber(data.totalAmount),
    deliveryMode: toDeliveryMode(data.deliveryMode),
    deliverTo,
    cancellation: toOrderCancellation(data.cancellation),
    deal: toOrderDeal(data),
  };
}
