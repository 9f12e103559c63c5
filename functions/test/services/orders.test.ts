import { randomUUID } from 'node:crypto';
import { doc, getDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { CANCEL_REASON_REQUIRED, CANCEL_REASON_TOO_LONG, CANCEL_REASON_TOO_SHORT, ITEM_SOLD, ORDER_CANCEL_BUYER_OR_SELLER_ONLY, ORDER_NOT_CANCELLABLE, ORDER_SELLER_CANCEL_PLACED_ONLY, PRODUCT_NOT_FOUND, orderStatusRefused } from '@campus/common/messages';
import { HANDOVER_BY_CODE } from '@campus/common/deal-messages';
import { SELLER_CONFIRM_DEADLINE_MS } from '@campus/common/timers';
import { cartOf, listings, orders, products } from '../../src/collections';
import { AppError } from '../../src/errors';
import { autoCancelUnconfirmedOrders, cancelOrder, placeOrder, updateOrderStatus } from '../../src/services/orders';
import { expectNoCardSecrets } from '../support/card-secrets';
import { notificationKinds } from '../support/deals';
import { CARD_PAYMENT, SHIPPING_ADDRESS } from '../support/fixtures';
import { createTestProduct } from '../support/products';
import { createTestUser } from '../support/users';
import { clientFor, type Client } from '../support/web-client';

const directOrder = (productId: string, extra: Record<string, unknown> = {}) => ({
  shippingAddress: SHIPPING_ADDRESS,
  products: [{ productId, quantity: 1 }],
  isDirect: true,
  paymentMethod: 'COD',
  idempotencyKey: randomUUID(),
  ...extra,
});

async function statusOf(productId: string, listingId: string) {
  const [product, listing] = await Promise.all([products.doc(productId).get(), listings.doc(listingId).get()]);
  return { product: product.data()?.status, listing: listing.data()?.state };
}

describe('placeOrder', () => {
  it('re-prices a direct buy from the product, adds 5% tax and marks the product and its listing sold', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller, price: 1010 });
    const order = await placeOrder(buyer.uid, { ...directOrder(item.productId), totalPrice: 1, tax: 0, totalAmount: 1 });

    expect(order).toMatchObject({
      userId: buyer.uid,
      sellerIds: [seller.uid],
      orderStatus: 'PLACED',
      totalPrice: 1010,
      tax: 51,
      totalAmount: 1061,
      isDirect: true,
      deliveryMode: 'direct',
      user: { firstName: buyer.firstName, lastName: buyer.lastName, email: buyer.email, phone: SHIPPING_ADDRESS.phone },
      orderItems: [{ productId: item.productId, sellerId: seller.uid, price: 1010, quantity: 1, product: { title: item.title } }],
      paymentDetails: { paymentMethod: 'COD', paymentStatus: 'PENDING' },
    });
    expect((await orders.doc(order._id).get()).data()?.totalAmount).toBe(1061);
    expect(await statusOf(item.productId, item.listingId)).toEqual({ product: 'sold', listing: 'Sold' });
  });

  it("keeps the buyer's e-mail and phone from the sellers: what they read has neither, and a meet-up order no address", async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const [handed, delivered] = await Promise.all([createTestProduct({ seller }), createTestProduct({ seller })]);
    const meetup = await placeOrder(buyer.uid, directOrder(handed.productId));
    const doorstep = await placeOrder(buyer.uid, directOrder(delivered.productId, { deliveryMode: 'doorstep' }));
    const sellerClient = await clientFor(seller);
    const buyerClient = await clientFor(buyer);
    try {
      const seen = async (client: Client, orderId: string) => JSON.stringify((await getDoc(doc(client.db, 'orders', orderId))).data());
      for (const orderId of [meetup._id, doorstep._id]) {
        const sellersView = await seen(sellerClient, orderId);
        expect(sellersView).toContain(buyer.firstName);
        expect(sellersView).not.toContain(buyer.email);
        await expect(getDoc(doc(sellerClient.db, 'orders', orderId, 'private', 'buyer'))).rejects.toMatchObject({ code: 'permission-denied' });
        expect((await getDoc(doc(buyerClient.db, 'orders', orderId, 'private', 'buyer'))).data()).toEqual({
          email: buyer.email,
          phone: SHIPPING_ADDRESS.phone,
          shippingAddress: SHIPPING_ADDRESS,
        });
      }
      // The meet-up is handed over on campus: its seller gets no address and no phone at all.
      expect(await seen(sellerClient, meetup._id)).not.toContain(SHIPPING_ADDRESS.phone);
      expect((await orders.doc(meetup._id).get()).data()).not.toHaveProperty('shippingAddress');
      // The doorstep seller delivers, so they get the address with its phone.
      expect((await getDoc(doc(sellerClient.db, 'orders', doorstep._id))).get('shippingAddress')).toEqual(SHIPPING_ADDRESS);
    } finally {
      await Promise.all([sellerClient.close(), buyerClient.close()]);
    }
    // The buyer's own answers keep the spec's shape, contact included.
    expect(meetup).toMatchObject({ user: { email: buyer.email, phone: SHIPPING_ADDRESS.phone }, shippingAddress: SHIPPING_ADDRESS });
  });

  it('orders the whole cart, prices doorstep delivery at +20% and empties the ordered cart entries', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const [first, second] = await Promise.all([createTestProduct({ seller, price: 500 }), createTestProduct({ seller, price: 250 })]);
    const now = new Date().toISOString();
    await cartOf(buyer.uid).doc(first.productId).set({ quantity: 1, addedAt: now });
    await cartOf(buyer.uid).doc(second.productId).set({ quantity: 2, addedAt: now });

    const order = await placeOrder(buyer.uid, { shippingAddress: SHIPPING_ADDRESS, isDirect: false, deliveryMode: 'doorstep', paymentMethod: 'COD', idempotencyKey: randomUUID() });

    expect(order.orderItems.map((line) => [line.productId, line.price, line.quantity]).sort()).toEqual(
      [
        [first.productId, 600, 1],
        [second.productId, 300, 2],
      ].sort(),
    );
    expect(order).toMatchObject({ totalPrice: 1200, tax: 60, totalAmount: 1260, deliveryMode: 'doorstep', isDirect: false });
    expect((await cartOf(buyer.uid).get()).empty).toBe(true);
  });

  it('returns the same order for the same idempotency key and writes it once', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    const request = directOrder(item.productId);
    const first = await placeOrder(buyer.uid, request);
    const again = await placeOrder(buyer.uid, request);
    expect(again._id).toBe(first._id);
    expect(again.createdAt).toBe(first.createdAt);
    expect((await orders.where('userId', '==', buyer.uid).get()).size).toBe(1);
  });

  it('lets exactly one of five simultaneous buyers have a single item, and writes no other order', async () => {
    const seller = await createTestUser();
    const buyers = await Promise.all(Array.from({ length: 5 }, () => createTestUser()));
    const item = await createTestProduct({ seller });

    const results = await Promise.allSettled(buyers.map((buyer) => placeOrder(buyer.uid, directOrder(item.productId))));

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toEqual(new AppError('failed-precondition', ITEM_SOLD));
    }
    const written = await orders.where('userId', 'in', buyers.map((buyer) => buyer.uid)).get();
    expect(written.size).toBe(1);
  });

  it('writes one order when the same idempotency key arrives twice at once', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    const request = directOrder(item.productId);
    const [first, second] = await Promise.all([placeOrder(buyer.uid, request), placeOrder(buyer.uid, request)]);
    expect(second._id).toBe(first._id);
    expect((await orders.where('userId', '==', buyer.uid).get()).size).toBe(1);
  });

  it('refuses a sold product with ITEM_SOLD and a missing one with not-found, writing nothing', async () => {
    const [buyer, other, seller] = await Promise.all([createTestUser(), createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    await placeOrder(other.uid, directOrder(item.productId));

    await expect(placeOrder(buyer.uid, directOrder(item.productId))).rejects.toEqual(new AppError('failed-precondition', ITEM_SOLD));
    await expect(placeOrder(buyer.uid, directOrder(`missing-${randomUUID()}`))).rejects.toEqual(new AppError('not-found', PRODUCT_NOT_FOUND));
    expect((await orders.where('userId', '==', buyer.uid).get()).size).toBe(0);
  });

  it('refuses bad input with the schema message before reading anything', async () => {
    const buyer = await createTestUser();
    await expect(placeOrder(buyer.uid, { isDirect: true, products: [{ productId: 'x' }], paymentMethod: 'COD' })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Missing shipping address. Please go back and try again.',
    });
    await expect(placeOrder(buyer.uid, { shippingAddress: SHIPPING_ADDRESS, isDirect: false, paymentMethod: 'COD' })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'No products in your order. Please go back and try again.',
    });
    await expect(
      placeOrder(buyer.uid, { ...directOrder('x'), paymentMethod: 'CARD', paymentInfo: { cardNumber: '4111111111111111', expiryMonth: '2030-12' } }),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: 'Card holder name is required' });
  });

  it('keeps only the last 4 digits of a card: no full number and no CVC in the order document', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    const order = await placeOrder(buyer.uid, directOrder(item.productId, CARD_PAYMENT));
    const stored = (await orders.doc(order._id).get()).data();
    expect(stored?.paymentDetails).toEqual({ paymentMethod: 'CARD', paymentStatus: 'PENDING', cardHolder: 'Asha Rani', cardLast4: '1111', expiryMonth: '2030-12' });
    expectNoCardSecrets(stored, CARD_PAYMENT.paymentInfo);
  });
});

describe('cancelOrder and updateOrderStatus', () => {
  it('lets the buyer cancel a PLACED order, putting the product and listing back on sale', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    const order = await placeOrder(buyer.uid, directOrder(item.productId));

    const cancelled = await cancelOrder(buyer.uid, order._id);
    expect(cancelled).toMatchObject({ orderStatus: 'CANCELLED', cancellation: { by: 'buyer' } });
    expect(cancelled.cancelledAt).toBeTypeOf('string');
    const stored = (await orders.doc(order._id).get()).data();
    expect(stored).toMatchObject({ orderStatus: 'CANCELLED', cancelledAt: cancelled.cancelledAt, cancellation: { by: 'buyer' } });
    expect(stored?.cancellation).not.toHaveProperty('reason');
    expect(await statusOf(item.productId, item.listingId)).toEqual({ product: 'available', listing: 'Request_Approved' });
    await expect(cancelOrder(buyer.uid, order._id)).rejects.toEqual(new AppError('failed-precondition', ORDER_NOT_CANCELLABLE));
  });

  it('lets the buyer cancel a CONFIRMED order too, ignoring any reason', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    const order = await placeOrder(buyer.uid, directOrder(item.productId));
    await updateOrderStatus(seller.uid, false, order._id, 'CONFIRMED');

    const cancelled = await cancelOrder(buyer.uid, order._id, 'Changed my mind');
    expect(cancelled).toMatchObject({ orderStatus: 'CANCELLED', cancellation: { by: 'buyer' } });
    expect((await orders.doc(order._id).get()).data()?.cancellation).toEqual({ by: 'buyer' });
  });

  it('lets a seller of the order cancel it while PLACED with a trimmed reason, putting the product back on sale', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    const order = await placeOrder(buyer.uid, directOrder(item.productId));

    const cancelled = await cancelOrder(seller.uid, order._id, '  Sold it at the hostel already  ');

    expect(cancelled).toMatchObject({ orderStatus: 'CANCELLED', cancellation: { by: 'seller', reason: 'Sold it at the hostel already' } });
    const stored = (await orders.doc(order._id).get()).data();
    expect(stored).toMatchObject({ orderStatus: 'CANCELLED', cancellation: { by: 'seller', reason: 'Sold it at the hostel already' } });
    expect(stored?.cancelledAt).toBeTypeOf('string');
    expect(await statusOf(item.productId, item.listingId)).toEqual({ product: 'available', listing: 'Request_Approved' });
  });

  it('refuses a seller without a valid reason and leaves the order PLACED', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    const order = await placeOrder(buyer.uid, directOrder(item.productId));

    await expect(cancelOrder(seller.uid, order._id)).rejects.toEqual(new AppError('invalid-argument', CANCEL_REASON_REQUIRED));
    await expect(cancelOrder(seller.uid, order._id, '    ')).rejects.toEqual(new AppError('invalid-argument', CANCEL_REASON_REQUIRED));
    await expect(cancelOrder(seller.uid, order._id, ' no ')).rejects.toEqual(new AppError('invalid-argument', CANCEL_REASON_TOO_SHORT));
    await expect(cancelOrder(seller.uid, order._id, 'x'.repeat(301))).rejects.toEqual(new AppError('invalid-argument', CANCEL_REASON_TOO_LONG));
    expect((await orders.doc(order._id).get()).data()).toMatchObject({ orderStatus: 'PLACED' });
    expect(await statusOf(item.productId, item.listingId)).toEqual({ product: 'sold', listing: 'Sold' });
  });

  it('refuses a seller once the order is CONFIRMED, whatever the reason', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    const order = await placeOrder(buyer.uid, directOrder(item.productId));
    await updateOrderStatus(seller.uid, false, order._id, 'CONFIRMED');

    await expect(cancelOrder(seller.uid, order._id, 'Out of stock')).rejects.toEqual(new AppError('failed-precondition', ORDER_SELLER_CANCEL_PLACED_ONLY));
    expect((await orders.doc(order._id).get()).data()).toMatchObject({ orderStatus: 'CONFIRMED' });
  });

  it('refuses a user who is neither the buyer nor a seller of the order', async () => {
    const [buyer, seller, stranger] = await Promise.all([createTestUser(), createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    const order = await placeOrder(buyer.uid, directOrder(item.productId));

    await expect(cancelOrder(stranger.uid, order._id, 'Out of stock')).rejects.toEqual(new AppError('permission-denied', ORDER_CANCEL_BUYER_OR_SELLER_ONLY));
    expect((await orders.doc(order._id).get()).data()).toMatchObject({ orderStatus: 'PLACED' });
  });

  it('lets a seller of a doorstep order move it forward one step at a time, and not the buyer, who is told of each step', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    const order = await placeOrder(buyer.uid, directOrder(item.productId, { deliveryMode: 'doorstep' }));

    await expect(updateOrderStatus(buyer.uid, false, order._id, 'CONFIRMED')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(updateOrderStatus(seller.uid, false, order._id, 'SHIPPED')).rejects.toEqual(new AppError('failed-precondition', orderStatusRefused('PLACED', 'SHIPPED')));
    expect((await updateOrderStatus(seller.uid, false, order._id, 'CONFIRMED')).orderStatus).toBe('CONFIRMED');
    expect((await updateOrderStatus(seller.uid, false, order._id, 'SHIPPED')).orderStatus).toBe('SHIPPED');
    await expect(cancelOrder(buyer.uid, order._id)).rejects.toMatchObject({ code: 'failed-precondition' });
    expect((await updateOrderStatus(seller.uid, false, order._id, 'DELIVERED')).orderStatus).toBe('DELIVERED');
    await expect(updateOrderStatus(seller.uid, false, order._id, 'CANCELLED')).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(await notificationKinds(buyer.uid)).toEqual(['orderConfirmed', 'orderShipped']);
    expect(await notificationKinds(seller.uid)).toEqual(['orderPlaced']);
  });

  it('lets a seller take a direct (meet-up) order only to CONFIRMED: the handover code delivers it; an admin may move it on', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    const order = await placeOrder(buyer.uid, directOrder(item.productId));

    expect((await updateOrderStatus(seller.uid, false, order._id, 'CONFIRMED')).orderStatus).toBe('CONFIRMED');
    await expect(updateOrderStatus(seller.uid, false, order._id, 'SHIPPED')).rejects.toEqual(new AppError('failed-precondition', HANDOVER_BY_CODE));
    expect((await orders.doc(order._id).get()).data()?.orderStatus).toBe('CONFIRMED');
    expect((await updateOrderStatus(buyer.uid, true, order._id, 'SHIPPED')).orderStatus).toBe('SHIPPED');
    await expect(updateOrderStatus(seller.uid, false, order._id, 'DELIVERED')).rejects.toEqual(new AppError('failed-precondition', HANDOVER_BY_CODE));
  });
});

describe('autoCancelUnconfirmedOrders', () => {
  it('cancels PLACED orders older than 48 hours and releases their items, leaving newer ones', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const [stale, fresh] = await Promise.all([createTestProduct({ seller }), createTestProduct({ seller })]);
    const staleOrder = await placeOrder(buyer.uid, directOrder(stale.productId));
    const freshOrder = await placeOrder(buyer.uid, directOrder(fresh.productId));
    const longAgo = new Date(Date.now() - SELLER_CONFIRM_DEADLINE_MS - 60_000).toISOString();
    await orders.doc(staleOrder._id).update({ createdAt: longAgo });

    const cancelled = await autoCancelUnconfirmedOrders();

    // The job acts on every order in the database: services/meetups.test.ts, running at the same time, may run it
    // first and cancel the stale order, so what counts is the stored order, not which call listed it.
    expect(cancelled).not.toContain(freshOrder._id);
    const staleStored = (await orders.doc(staleOrder._id).get()).data();
    expect(staleStored?.orderStatus).toBe('CANCELLED');
    // Nobody cancelled it: no cancellation is recorded.
    expect(staleStored).not.toHaveProperty('cancellation');
    expect((await orders.doc(freshOrder._id).get()).data()?.orderStatus).toBe('PLACED');
    expect(await statusOf(stale.productId, stale.listingId)).toEqual({ product: 'available', listing: 'Request_Approved' });
  });
});
