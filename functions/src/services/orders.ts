/** Orders: placement in one transaction, buyer or seller cancellation, seller/admin progress and the 48 h auto-cancel. */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { array, boolean, number, object, string } from 'yup';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@campus/common/limits';
import { CARD_NUMBER_REQUIRED, CHECKOUT_MISSING_ADDRESS, CHECKOUT_NO_PRODUCTS, DELIVERY_MODE_INVALID, IDEMPOTENCY_KEY_TOO_LONG, ITEM_SOLD, ORDER_CANCEL_BUYER_OR_SELLER_ONLY, ORDER_NOT_CANCELLABLE, ORDER_NOT_FOUND, ORDER_OF_ANOTHER_USER, ORDER_SELLER_CANCEL_PLACED_ONLY, ORDER_STATUS_INVALID, ORDER_UPDATE_SELLER_OR_ADMIN_ONLY, PRODUCT_NOT_FOUND, QUANTITY_NOT_WHOLE, QUANTITY_TOO_SMALL, orderStatusRefused } from '@campus/common/messages';
import { HANDOVER_BY_CODE, ITEM_RESERVED } from '@campus/common/deal-messages';
import { conversationId } from '@campus/common/chat';
import { HANDOVER_CODE_LENGTH } from '@campus/common/limits';
import { isMeetupOrder } from '@campus/common/meetups';
import { separateBuyerContact } from '@campus/common/order-contact';
import type { Conversation, DeliveryMode, HandoverCode, Order, OrderBuyerContact, OrderCancellation, OrderItem, OrderStatus, PersonName, Product, ShippingAddress } from '@campus/common/model';
import { isReservationActive, isReservedForAnother } from '@campus/common/offers';
import { MY_SALES_PATH, ORDERS_PATH } from '@campus/common/site';
import { canSellerCancelOrder } from '@campus/common/order-cancellation';
import { canCancelOrder, isOrderStatus, nextOrderStatus } from '@campus/common/order-state';
import { checkoutTotals, doorstepPrice } from '@campus/common/pricing';
import { checkoutAddressSchema } from '@campus/common/schemas/checkout-address';
import { cardLast4, paymentSchema } from '@campus/common/schemas/payment';
import { sellerCancelSchema } from '@campus/common/schemas/seller-cancel';
import { SELLER_CONFIRM_DEADLINE_MS } from '@campus/common/timers';
import { asRecord } from '@campus/common/values';
import { runTransaction } from '../transaction';
import { buyerContactOf, cartOf, conversations, handoverCodeOf, listings, orders, products, withApiId, type ApiEntity } from '../collections';
import { notify, type NotificationContent } from './notifications';
import { AppError } from '../errors';
import { documentId, nowIso, validated } from '../validation';
import { userSummary } from './users';

export type ApiOrder = ApiEntity<Order>;

/** An order as its buyer (or an admin) reads it through /api: the spec's shape, with the buyer's contact. */
export type BuyerApiOrder = Omit<ApiOrder, 'user' | 'shippingAddress'> & {
  user: PersonName & { email: string; phone: string };
  shippingAddress: ShippingAddress;
};

const NO_ADDRESS: ShippingAddress = { fullName: '', phone: '', pincode: '', locality: '', address: '', city: '', state: '' };

/** The order with the buyer's contact (orders/{id}/private/buyer) put back where the spec's payload has it. */
function withBuyerContact(order: ApiOrder, contact: OrderBuyerContact | undefined): BuyerApiOrder {
  return {
    ...order,
    user: { firstName: order.user.firstName, lastName: order.user.lastName, email: contact?.email ?? '', phone: contact?.phone ?? '' },
    shippingAddress: contact?.shippingAddress ?? order.shippingAddress ?? NO_ADDRESS,
  };
}

/** The order as `uid` may see it: with the buyer's contact for the buyer and admins, as stored for its sellers. */
export async function orderSeenBy(uid: string, isAdmin: boolean, order: ApiOrder): Promise<ApiOrder | BuyerApiOrder> {
  if (order.userId !== uid && !isAdmin) return order;
  return withBuyerContact(order, (await buyerContactOf(order._id).get()).data());
}

const shippingAddressSchema = checkoutAddressSchema
  .pick(['fullName', 'phone', 'pincode', 'locality', 'address', 'city', 'state'])
  .default(undefined)
  .required(CHECKOUT_MISSING_ADDRESS)
  .typeError(CHECKOUT_MISSING_ADDRESS);

/**
 * The payment step's rules, except that the card number may already be cut to its last 4 digits
 * (the spec's payload does that) and the CVC is never required here: it is not kept anyway.
 */
const paymentInfoSchema = paymentSchema.pick(['paymentMethod', 'cardHolder', 'expiryMonth']).shape({
  cardNumber: string()
    .trim()
    .when('paymentMethod', {
      is: 'CARD',
      then: (schema) => schema.required(CARD_NUMBER_REQUIRED).matches(/^[\d\s-]*\d{4}$/, CARD_NUMBER_REQUIRED),
      otherwise: (schema) => schema.strip(),
    }),
});

const orderRequestSchema = object({
  shippingAddress: shippingAddressSchema,
  isDirect: boolean().default(false),
  products: array(
    object({
      productId: string().trim(),
      _id: string().trim(),
      quantity: number().integer(QUANTITY_NOT_WHOLE).min(1, QUANTITY_TOO_SMALL).default(1),
    }),
  ).default([]),
  deliveryMode: string().oneOf(['direct', 'doorstep'] as const, DELIVERY_MODE_INVALID).default('direct'),
  idempotencyKey: string().trim().max(IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_TOO_LONG),
});

export interface OrderLine {
  productId: string;
  quantity: number;
}

interface OrderRequest {
  shippingAddress: ShippingAddress;
  isDirect: boolean;
  lines: OrderLine[];
  deliveryMode: DeliveryMode;
  idempotencyKey: string;
  payment: Order['paymentDetails'];
}

/**
 * Reads the checkout payload: {shippingAddress, products [{productId | _id, quantity}], isDirect,
 * deliveryMode, paymentMethod, paymentInfo {cardHolder, cardNumber (full or last 4), expiryMonth},
 * idempotencyKey}. Prices, totals and the `user` block of the spec's payload are ignored.
 */
function parseOrderRequest(input: unknown): OrderRequest {
  const body = asRecord(input);
  const request = validated(orderRequestSchema, body);
  const paymentInfo = asRecord(body.paymentInfo);
  const payment = validated(paymentInfoSchema, { ...paymentInfo, paymentMethod: body.paymentMethod ?? paymentInfo.paymentMethod ?? 'COD' });
  const lines = request.products.map((line) => ({
    productId: documentId(line.productId ?? line._id, PRODUCT_NOT_FOUND, 'invalid-argument'),
    quantity: line.quantity,
  }));
  if (request.isDirect && lines.length !== 1) throw new AppError('invalid-argument', CHECKOUT_NO_PRODUCTS);
  return {
    shippingAddress: request.shippingAddress,
    isDirect: request.isDirect,
    lines,
    deliveryMode: request.deliveryMode,
    idempotencyKey: request.idempotencyKey || randomUUID(),
    payment:
      payment.paymentMethod === 'CARD'
        ? {
            paymentMethod: 'CARD',
            // No payment provider is wired in: a card order is recorded, not charged.
            paymentStatus: 'PENDING',
            cardHolder: payment.cardHolder ?? '',
            cardLast4: cardLast4(payment.cardNumber ?? ''),
            expiryMonth: payment.expiryMonth ?? '',
          }
        : { paymentMethod: 'COD', paymentStatus: 'PENDING' },
  };
}

/** The same user and key always name the same order document, so a retried request finds its order. */
export function orderIdFor(uid: string, idempotencyKey: string): string {
  return createHash('sha256').update(`${uid}\n${idempotencyKey}`).digest('hex').slice(0, 20);
}

/** The price of one unit: the agreed price of the buyer's accepted offer if there is one, delivery added. */
const unitPrice = (basePrice: number, mode: DeliveryMode): number => (mode === 'doorstep' ? doorstepPrice(basePrice) : basePrice);


/** A fresh handover code: 6 random digits. */
const handoverCode = (): HandoverCode => ({
  code: String(randomInt(10 ** HANDOVER_CODE_LENGTH)).padStart(HANDOVER_CODE_LENGTH, '0'),
  failedAttempts: 0,
  lockedUntil: null,
  usedAt: null,
});

/**
 * Places an order in one transaction: reads the cart (or the one direct-buy product) and every product,
 * refuses missing or unavailable products, re-prices from the product documents, marks each product sold
 * and its listing 'Sold', empties the ordered cart entries. The same idempotency key returns the same order.
 */
export async function placeOrder(uid: string, input: unknown): Promise<BuyerApiOrder> {
  const request = parseOrderRequest(input);
  const buyer = await userSummary(uid);
  const orderRef = orders.doc(orderIdFor(uid, request.idempotencyKey));
  const contactRef = buyerContactOf(orderRef.id);
  return runTransaction(async (tx) => {
    const existing = await tx.get(orderRef);
    const previous = existing.data();
    if (previous) {
      if (previous.userId !== uid) throw new AppError('permission-denied', ORDER_OF_ANOTHER_USER);
      return withBuyerContact(withApiId(orderRef.id, previous), (await tx.get(contactRef)).data());
    }
    const lines: OrderLine[] = request.isDirect
      ? request.lines
      : (await tx.get(cartOf(uid))).docs.map((entry) => ({ productId: entry.id, quantity: entry.data().quantity }));
    if (lines.length === 0) throw new AppError('invalid-argument', CHECKOUT_NO_PRODUCTS);
    const productSnaps = await tx.getAll(...lines.map((line) => products.doc(line.productId)));
    const found = productSnaps.map((snap) => {
      const product = snap.data();
      if (!product) throw new AppError('not-found', PRODUCT_NOT_FOUND);
      if (product.status !== 'available') throw new AppError('failed-precondition', ITEM_SOLD);
      if (isReservedForAnother(product, uid)) throw new AppError('failed-precondition', ITEM_RESERVED);
      return { id: snap.id, product };
    });
    const deals = await acceptedOffers(tx, uid, found);
    const items: OrderItem[] = lines.map((line, index) => {
      const { product } = found[index] ?? {};
      if (!product) throw new AppError('not-found', PRODUCT_NOT_FOUND);
      const deal = deals.get(line.productId);
      return {
        productId: line.productId,
        sellerId: product.sellerId,
        product: { title: product.title, description: product.description, imageURL: product.imageURL },
        price: unitPrice(deal?.conversation.offer?.amount ?? product.price, request.deliveryMode),
        // The agreed price is for the one item.
        quantity: deal ? 1 : line.quantity,
      };
    });
    const listingRefs = productSnaps.flatMap((snap) => {
      const listingId = snap.data()?.listingId;
      return listingId ? [listings.doc(listingId)] : [];
    });
    const listingSnaps = listingRefs.length > 0 ? await tx.getAll(...listingRefs) : [];

    const totals = checkoutTotals(items);
    const now = nowIso();
    const placed: Order = {
      userId: uid,
      sellerIds: [...new Set(items.map((item) => item.sellerId))],
      user: { firstName: buyer.firstName, lastName: buyer.lastName },
      orderItems: items,
      totalPrice: totals.subtotal,
      tax: totals.tax,
      totalAmount: totals.total,
      paymentDetails: request.payment,
      orderStatus: 'PLACED',
      isDirect: request.isDirect,
      deliveryMode: request.deliveryMode,
      idempotencyKey: request.idempotencyKey,
      createdAt: now,
      updatedAt: now,
    };
    const [deal] = deals.values();
    if (deal && deals.size === 1) placed.offerConversationId = deal.ref.id;
    const { order, contact } = separateBuyerContact(placed, buyer.email, request.shippingAddress);
    tx.create(orderRef, order);
    tx.create(contactRef, contact);
    if (isMeetupOrder(order)) tx.create(handoverCodeOf(orderRef.id), handoverCode());
    for (const line of lines) {
      tx.update(products.doc(line.productId), { status: 'sold', reservedBy: FieldValue.delete(), reservedUntil: FieldValue.delete() });
      if (!request.isDirect) tx.delete(cartOf(uid).doc(line.productId));
    }
    for (const { ref, conversation } of deals.values()) {
      if (conversation.offer) tx.update(ref, { offer: { ...conversation.offer, status: 'used', updatedAt: now } });
    }
    for (const sellerId of order.sellerIds) {
      const titles = items.filter((item) => item.sellerId === sellerId).map((item) => item.product.title);
      notify(tx, sellerId, { kind: 'orderPlaced', title: 'New order', text: `${buyer.firstName} ordered ${titles.join(', ')}`, link: MY_SALES_PATH });
    }
    for (const snap of listingSnaps) {
      if (snap.data()?.state === 'Request_Approved') tx.update(listings.doc(snap.id), { state: 'Sold', updatedAt: now });
    }
    return withBuyerContact(withApiId(orderRef.id, order), contact);
  });
}

interface Deal {
  ref: DocumentReference<Conversation, Conversation>;
  conversation: Conversation;
}

/** The buyer's accepted offers on the products reserved for them, by product id, read in `tx`. */
async function acceptedOffers(tx: Transaction, uid: string, found: { id: string; product: Product }[]): Promise<Map<string, Deal>> {
  const reserved = found.filter(({ product }) => product.reservedBy === uid && isReservationActive(product));
  const refs = reserved.map(({ id }) => conversations.doc(conversationId(id, uid)));
  const snaps = refs.length > 0 ? await tx.getAll(...refs) : [];
  const deals = new Map<string, Deal>();
  snaps.forEach((snap, index) => {
    const conversation = snap.data();
    const productId = reserved[index]?.id;
    if (productId !== undefined && conversation?.offer?.status === 'accepted') deals.set(productId, { ref: conversations.doc(snap.id), conversation });
  });
  return deals;
}

/**
 * Cancels an order inside `tx`: puts its products back on sale and their listings back to
 * Request_Approved, and records who cancelled it (nobody for the automatic cancellation). Reads first,
 * then writes, as transactions require.
 */
async function cancelInTransaction(
  tx: Transaction,
  ref: DocumentReference<Order, Order>,
  order: Order,
  cancellation?: OrderCancellation,
): Promise<Order> {
  const productRefs = order.orderItems.map((item) => products.doc(item.productId));
  const productSnaps = productRefs.length > 0 ? await tx.getAll(...productRefs) : [];
  const listingIds = productSnaps.flatMap((snap) => {
    const listingId = snap.data()?.listingId;
    return listingId ? [listingId] : [];
  });
  const listingSnaps = listingIds.length > 0 ? await tx.getAll(...listingIds.map((id) => listings.doc(id))) : [];
  const now = nowIso();
  for (const snap of productSnaps) {
    if (snap.data()?.status === 'sold') tx.update(products.doc(snap.id), { status: 'available' });
  }
  for (const snap of listingSnaps) {
    if (snap.data()?.state === 'Sold') tx.update(listings.doc(snap.id), { state: 'Request_Approved', updatedAt: now });
  }
  const change: Pick<Order, 'orderStatus' | 'updatedAt' | 'cancelledAt' | 'cancellation'> = { orderStatus: 'CANCELLED', updatedAt: now, cancelledAt: now };
  if (cancellation) change.cancellation = cancellation;
  tx.update(ref, change);
  return { ...order, ...change };
}

async function readOrder(tx: Transaction, orderId: string): Promise<{ ref: DocumentReference<Order, Order>; order: Order }> {
  const ref = orders.doc(documentId(orderId, ORDER_NOT_FOUND));
  const order = (await tx.get(ref)).data();
  if (!order) throw new AppError('not-found', ORDER_NOT_FOUND);
  return { ref, order };
}

/**
 * Who cancels and why, checked against the order: the buyer while it is PLACED or CONFIRMED (any reason
 * is ignored); else a seller of one of its items while it is PLACED, with a reason of 3-300 characters.
 */
function cancellationBy(uid: string, order: Order, reason: unknown): OrderCancellation {
  if (order.userId === uid) {
    if (!canCancelOrder(order.orderStatus)) throw new AppError('failed-precondition', ORDER_NOT_CANCELLABLE);
    return { by: 'buyer' };
  }
  if (!order.sellerIds.includes(uid)) throw new AppError('permission-denied', ORDER_CANCEL_BUYER_OR_SELLER_ONLY);
  if (!canSellerCancelOrder(order.orderStatus)) throw new AppError('failed-precondition', ORDER_SELLER_CANCEL_PLACED_ONLY);
  return { by: 'seller', reason: validated(sellerCancelSchema, { reason }).reason };
}

/**
 * The buyer cancels an order that is still PLACED or CONFIRMED, or a seller of one of its items cancels
 * one still PLACED giving `reason`; its products go back on sale and the order records who cancelled.
 */
export async function cancelOrder(uid: string, orderId: string, reason?: unknown): Promise<ApiOrder> {
  return runTransaction(async (tx) => {
    const { ref, order } = await readOrder(tx, orderId);
    const cancellation = cancellationBy(uid, order, reason);
    return withApiId(ref.id, await cancelInTransaction(tx, ref, order, cancellation));
  });
}

const STATUS_NOTICES: Partial<Record<OrderStatus, Omit<NotificationContent, 'link'>>> = {
  CONFIRMED: { kind: 'orderConfirmed', title: 'Order confirmed', text: 'the seller confirmed your order' },
  SHIPPED: { kind: 'orderShipped', title: 'Order shipped', text: 'your order is out for delivery' },
};

const orderTitles = (order: Order): string => order.orderItems.map((item) => item.product.title).join(', ');

/**
 * A seller of one of the order's items, or an admin, moves it one step: PLACED -> CONFIRMED -> SHIPPED -> DELIVERED.
 * A seller takes a meet-up order no further than CONFIRMED: entering the buyer's code delivers it (handover.ts).
 */
export async function updateOrderStatus(uid: string, isAdmin: boolean, orderId: string, status: unknown): Promise<ApiOrder> {
  if (typeof status !== 'string' || !isOrderStatus(status) || status === 'CANCELLED') {
    throw new AppError('invalid-argument', ORDER_STATUS_INVALID);
  }
  return runTransaction(async (tx) => {
    const { ref, order } = await readOrder(tx, orderId);
    if (!isAdmin && !order.sellerIds.includes(uid)) throw new AppError('permission-denied', ORDER_UPDATE_SELLER_OR_ADMIN_ONLY);
    if (nextOrderStatus(order.orderStatus) !== status) {
      throw new AppError('failed-precondition', orderStatusRefused(order.orderStatus, status));
    }
    if (!isAdmin && isMeetupOrder(order) && status !== 'CONFIRMED') throw new AppError('failed-precondition', HANDOVER_BY_CODE);
    const updatedAt = nowIso();
    tx.update(ref, { orderStatus: status, updatedAt });
    const notice = STATUS_NOTICES[status];
    if (notice) notify(tx, order.userId, { ...notice, text: `${orderTitles(order)}: ${notice.text}`, link: ORDERS_PATH });
    return withApiId(ref.id, { ...order, orderStatus: status satisfies OrderStatus, updatedAt });
  });
}

/** The user's orders, newest first, with their contact as they gave it. */
export async function listOrders(uid: string): Promise<BuyerApiOrder[]> {
  const snapshot = await orders.where('userId', '==', uid).orderBy('createdAt', 'desc').get();
  const contacts = await Promise.all(snapshot.docs.map((doc) => buyerContactOf(doc.id).get()));
  return snapshot.docs.map((doc, index) => withBuyerContact(withApiId(doc.id, doc.data()), contacts[index]?.data()));
}

/** One order of the user's, bought or sold (or any order for an admin), as they may see it (orderSeenBy). */
export async function getOrder(uid: string, isAdmin: boolean, orderId: string): Promise<ApiOrder | BuyerApiOrder> {
  const ref = orders.doc(documentId(orderId, ORDER_NOT_FOUND));
  const order = (await ref.get()).data();
  if (!order || (!isAdmin && order.userId !== uid && !order.sellerIds.includes(uid))) throw new AppError('not-found', ORDER_NOT_FOUND);
  return orderSeenBy(uid, isAdmin, withApiId(ref.id, order));
}

/**
 * Cancels every order still PLACED more than 48 hours (SELLER_CONFIRM_DEADLINE_MS) before `now`,
 * releasing its items. Each order is re-checked in its own transaction. Returns the cancelled ids.
 */
export async function autoCancelUnconfirmedOrders(now: Date = new Date()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - SELLER_CONFIRM_DEADLINE_MS).toISOString();
  const stale = await orders.where('orderStatus', '==', 'PLACED').where('createdAt', '<', cutoff).get();
  const cancelled: string[] = [];
  for (const doc of stale.docs) {
    const done = await runTransaction(async (tx) => {
      const order = (await tx.get(doc.ref)).data();
      if (!order || order.orderStatus !== 'PLACED' || order.createdAt >= cutoff) return false;
      await cancelInTransaction(tx, doc.ref, order);
      return true;
    });
    if (done) cancelled.push(doc.id);
  }
  return cancelled;
}
