import type { DeliveryMode, OrderStatus, PaymentMethod, PaymentStatus } from '@campus/common/model';

/**
 * The demo buyer's orders, one in each status; items name catalogue titles. Shipped and delivered ones are
 * doorstep orders: a direct order from one seller is handed over at a meet-up instead, with the buyer's code.
 */
export interface OrderRow {
  key: string;
  status: OrderStatus;
  items: readonly string[];
  payment: PaymentMethod;
  paymentStatus: PaymentStatus;
  addressKey: 'home' | 'work';
  deliveryMode: DeliveryMode;
  isDirect: boolean;
  daysAgo: number;
  /** How long after placing the order its status last changed. */
  updatedAfterDays: number;
}

export const BUYER_ORDERS: readonly OrderRow[] = [
  { key: 'delivered', status: 'DELIVERED', items: ['Engineering Mathematics by B.S. Grewal (44th Edition)', 'Wildcraft Laptop Backpack 35L'], payment: 'COD', paymentStatus: 'PAID', addressKey: 'home', deliveryMode: 'doorstep', isDirect: false, daysAgo: 21, updatedAfterDays: 4 },
  { key: 'shipped', status: 'SHIPPED', items: ['Yonex Nanoray Badminton Racquet'], payment: 'CARD', paymentStatus: 'PAID', addressKey: 'work', deliveryMode: 'doorstep', isDirect: true, daysAgo: 5, updatedAfterDays: 2 },
  { key: 'confirmed', status: 'CONFIRMED', items: ['Ergonomic Study Chair with Armrests', 'Philips LED Desk Lamp'], payment: 'CARD', paymentStatus: 'PAID', addressKey: 'home', deliveryMode: 'doorstep', isDirect: false, daysAgo: 2, updatedAfterDays: 1 },
  { key: 'placed', status: 'PLACED', items: ['Casio FX-991EX Scientific Calculator'], payment: 'COD', paymentStatus: 'PENDING', addressKey: 'home', deliveryMode: 'direct', isDirect: true, daysAgo: 0, updatedAfterDays: 0 },
  { key: 'cancelled', status: 'CANCELLED', items: ['boAt Rockerz 450 Bluetooth Headphones'], payment: 'CARD', paymentStatus: 'REFUNDED', addressKey: 'work', deliveryMode: 'direct', isDirect: true, daysAgo: 7, updatedAfterDays: 1 },
];

/** Card details as an order keeps them: holder, last 4 digits and expiry only. */
export const BUYER_CARD = { cardHolder: 'PRIYA NAIR', cardLast4: '4242', expiryMonth: '2027-09' } as const;

export const BUYER_CART: readonly (readonly [title: string, quantity: number])[] = [
  ['Concepts of Physics Vol 1 & 2 - H.C. Verma', 1],
  ['Yoga Mat 6mm with Carry Strap', 2],
];

export const BUYER_WISHLIST: readonly string[] = [
  'Apple MacBook Air M1 (8GB, 256GB)',
  'Canon EF 50mm f/1.8 STM Lens',
  'Catan Board Game',
];
