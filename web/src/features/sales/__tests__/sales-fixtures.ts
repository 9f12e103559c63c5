import { toSale, type Sale } from '../api/sale';
import type { SalesFeed } from '../api/sales-pages';

export const SELLER_UID = 'seller-1';

interface SaleFields {
  status: string;
  createdAt: string;
  title?: string;
  price?: number;
  deliveryMode?: string;
  cancellation?: unknown;
  /** A meet-up order: SELLER_UID's item alone, delivered 'direct', with this meet-up (null: none yet). */
  meetup?: Record<string, unknown> | null;
}

/** An order of SELLER_UID's item (and another seller's, which My Sales must leave out), as stored. */
export function storedOrder({ status, createdAt, title = 'Casio Calculator', price = 1200, deliveryMode = 'direct', cancellation, meetup }: SaleFields) {
  const alone = meetup !== undefined;
  return {
    userId: 'buyer-1',
    sellerIds: alone ? [SELLER_UID] : [SELLER_UID, 'seller-2'],
    user: { firstName: 'Asha', lastName: 'Verma' },
    orderItems: [
      { productId: 'p1', sellerId: SELLER_UID, product: { title, description: 'Scientific', imageURL: '' }, price, quantity: 1 },
      ...(alone ? [] : [{ productId: 'p2', sellerId: 'seller-2', product: { title: 'Someone Else’s Lamp', description: '', imageURL: '' }, price: 300, quantity: 2 }]),
    ],
    // As placeOrder stores it: a meet-up order's seller gets no address.
    ...(alone ? {} : { shippingAddress: { fullName: 'Asha V', address: 'Room 12, Hostel 4', locality: 'North Campus', city: 'Pune', state: 'Maharashtra', pincode: '411007', phone: '9876543210' } }),
    totalPrice: price + 600,
    tax: 90,
    totalAmount: price + 690,
    orderStatus: status,
    deliveryMode,
    isDirect: false,
    createdAt,
    updatedAt: createdAt,
    ...(cancellation === undefined ? {} : { cancellation }),
    ...(meetup ? { meetup } : {}),
  };
}

export const sale = (id: string, fields: SaleFields): Sale => toSale(SELLER_UID, id, storedOrder(fields));

export const readyFeed = (items: Sale[], more: SalesFeed['more'] = { status: 'none' }): SalesFeed => ({ sales: { status: 'ready', items }, more });

/** A meet-up at the library, proposed by `proposedBy`, in `state`. */
export const libraryMeetup = (proposedBy: 'buyer' | 'seller', state: 'proposed' | 'confirmed') => ({
  spotId: 'library',
  spot: { name: 'Library steps', description: 'By the main doors', opensAt: '09:00', closesAt: '18:00' },
  startsAt: '2026-03-14T05:00:00.000Z',
  proposedBy,
  state,
  updatedAt: '2026-03-10T11:00:00.000Z',
});
