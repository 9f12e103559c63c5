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
}

/** An order of SELLER_UID's item (and another seller's, which My Sales must leave out), as stored. */
export function storedOrder({ status, createdAt, title = 'Casio Calculator', price = 1200, deliveryMode = 'direct', cancellation }: SaleFields) {
  return {
    userId: 'buyer-1',
    sellerIds: [SELLER_UID, 'seller-2'],
    user: { firstName: 'Asha', lastName: 'Verma', email: 'asha@campus.ac.in', phone: '9876543210' },
    orderItems: [
      { productId: 'p1', sellerId: SELLER_UID, product: { title, description: 'Scientific', imageURL: '' }, price, quantity: 1 },
      { productId: 'p2', sellerId: 'seller-2', product: { title: 'Someone Else’s Lamp', description: '', imageURL: '' }, price: 300, quantity: 2 },
    ],
    shippingAddress: { fullName: 'Asha V', address: 'Room 12, Hostel 4', locality: 'North Campus', city: 'Pune', state: 'Maharashtra', pincode: '411007', phone: '9876543210' },
    totalPrice: price + 600,
    tax: 90,
    totalAmount: price + 690,
    orderStatus: status,
    deliveryMode,
    isDirect: false,
    createdAt,
    updatedAt: createdAt,
    ...(cancellation === undefined ? {} : { cancellation }),
  };
}

export const sale = (id: string, fields: SaleFields): Sale => toSale(SELLER_UID, id, storedOrder(fields));

export const readyFeed = (items: Sale[], more: SalesFeed['more'] = { status: 'none' }): SalesFeed => ({ sales: { status: 'ready', items }, more });
