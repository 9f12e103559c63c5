import { isMeetupOrder } from './meetups';
import type { Order, OrderBuyerContact, ShippingAddress } from './model';

/**
 * An order and the buyer's private part (orders/{id}/private/buyer) as placeOrder writes them: the order, which
 * its sellers read, gets the delivery address only when a seller delivers to it; the private part, which only
 * the buyer and admins read, keeps the e-mail, the phone and the address.
 */
export function separateBuyerContact<T extends Pick<Order, 'deliveryMode' | 'sellerIds'>>(
  order: T,
  email: string,
  shippingAddress: ShippingAddress,
): { order: T & Pick<Order, 'shippingAddress'>; contact: OrderBuyerContact } {
  return {
    order: isMeetupOrder(order) ? order : { ...order, shippingAddress },
    contact: { email, phone: shippingAddress.phone, shippingAddress },
  };
}
