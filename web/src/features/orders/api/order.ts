import type { OrderCancellation, ShippingAddress } from '@campus/common/model';
import { toOrderCancellation } from '@campus/common/order-cancellation';
import { asList, asNumber, asRecord, asText } from '@campus/common/values';
import { toOrderDeal, type OrderDeal } from '../../../lib/order-deal';
import { toOrderLine, type OrderLine } from '../../../lib/order-line';
import { toShippingAddress } from '../../../lib/shipping-address';

export type MyOrderItem = OrderLine;

/** One of the signed-in user's orders, as My Orders shows it. */
export interface MyOrder {
  id: string;
  /** As stored; an unknown value shows as 'Processing' at tracker step 0. */
  orderStatus: string;
  createdAt: string;
  updatedAt: string;
  /** '' when the order was never cancelled (or the field is missing). */
  cancelledAt: string;
  /** Who cancelled it (a seller with a reason); null when it was not cancelled or was cancelled automatically. */
  cancellation: OrderCancellation | null;
  items: MyOrderItem[];
  /** null on a meet-up order, handed over on campus. */
  shippingAddress: ShippingAddress | null;
  totalPrice: number;
  tax: number;
  totalAmount: number;
  paymentMethod: string;
  paymentStatus: string;
  /** '' unless it was a card payment. */
  cardLast4: string;
  /** The campus meet-up and handover of a direct order from one seller. */
  deal: OrderDeal;
}

/**
 * orders/{id} as My Orders reads it. Spec section 9's display defaults are applied here: payment
 * method 'COD', payment status 'PENDING', tax 0.
 */
export function toMyOrder(id: string, data: Record<string, unknown>): MyOrder {
  const payment = asRecord(data.paymentDetails);
  return {
    id,
    orderStatus: asText(data.orderStatus),
    createdAt: asText(data.createdAt),
    updatedAt: asText(data.updatedAt),
    cancelledAt: asText(data.cancelledAt),
    cancellation: toOrderCancellation(data.cancellation),
    items: asList(data.orderItems).map(toOrderLine),
    shippingAddress: toShippingAddress(data.shippingAddress),
    totalPrice: asNumber(data.totalPrice),
    tax: asNumber(data.tax),
    totalAmount: asNumber(data.totalAmount),
    paymentMethod: asText(payment.paymentMethod) || 'COD',
    paymentStatus: asText(payment.paymentStatus) || 'PENDING',
    cardLast4: asText(payment.cardLast4),
    deal: toOrderDeal(data),
  };
}
