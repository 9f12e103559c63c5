import { describe, expect, it } from 'vitest';
import { conversationId } from '@campus/common/chat';
import { ITEM_RESERVED, NO_OPEN_OFFER, NOT_A_PARTICIPANT, NOT_YOUR_TURN, OFFER_ACTION_INVALID, OFFER_ALREADY_OPEN, OFFER_AMOUNT_REQUIRED, OFFER_NOT_WHOLE, OFFER_OWN_ONLY } from '@campus/common/deal-messages';
import { RESERVATION_MS } from '@campus/common/timers';
import { conversations, messagesOf, orders, products } from '../../src/collections';
import { AppError } from '../../src/errors';
import { makeOffer, releaseLapsedReservation, releaseLapsedReservations, respondToOffer } from '../../src/services/offers';
import { placeOrder } from '../../src/services/orders';
import { directBuy, notificationKinds } from '../support/deals';
import { createTestProduct } from '../support/products';
import { createTestUser } from '../support/users';

const HOUR = 60 * 60 * 1000;

/** A seller's item at `price` and a buyer who has not bargained yet. */
async function bargain(price = 1000) {
  const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
  const item = await createTestProduct({ seller, price });
  return { buyer, seller, item, id: conversationId(item.productId, buyer.uid) };
}

/** The buyer's offer of `amount`, accepted by the seller. */
async function acceptedOffer(amount: number, price = 1000) {
  const deal = await bargain(price);
  await makeOffer(deal.buyer.uid, { productId: deal.item.productId, amount });
  await respondToOffer(deal.seller.uid, { conversationId: deal.id, action: 'accept' });
  return deal;
}

const offerOf = async (id: string) => (await conversations.doc(id).get()).data()?.offer;
const productOf = async (productId: string) => (await products.doc(productId).get()).data();

describe('makeOffer', () => {
  it('takes whole rupees from half the price (rounded up) to the price, and refuses others with the exact messages', async () => {
    const { buyer, item } = await bargain(1001);
    const offer = (amount: unknown) => makeOffer(buyer.uid, { productId: item.productId, amount });

    await expect(offer(500)).rejects.toEqual(new AppError('invalid-argument', 'The lowest offer is ₹501 (half the asking price)'));
    await expect(offer(1002)).rejects.toEqual(new AppError('invalid-argument', 'An offer cannot be above the asking price of ₹1,001'));
    await expect(offer(600.5)).rejects.toEqual(new AppError('invalid-argument', OFFER_NOT_WHOLE));
    await expect(offer(undefined)).rejects.toEqual(new AppError('invalid-argument', OFFER_AMOUNT_REQUIRED));
    expect((await conversations.where('buyerId', '==', buyer.uid).get()).size).toBe(0);

    const opened = await offer(501);
    expect(opened.offer).toMatchObject({ amount: 501, by: 'buyer', status: 'open' });
  });

  it('opens the conversation with an offer message, tells the seller, and allows one open offer per buyer and item', async () => {
    const { buyer, seller, item, id } = await bargain();

    const conversation = await makeOffer(buyer.uid, { productId: item.productId, amount: 800 });

    expect(conversation._id).toBe(id);
    expect(await offerOf(id)).toMatchObject({ amount: 800, by: 'buyer', status: 'open' });
    expect((await messagesOf(id).get()).docs.map((doc) => doc.data())).toEqual([expect.objectContaining({ kind: 'offer', senderId: buyer.uid, text: 'Offered ₹800' })]);
    // One notification per offer step: its own, not also a 'new message' one.
    expect(await notificationKinds(seller.uid)).toEqual(['offer']);
    await expect(makeOffer(buyer.uid, { productId: item.productId, amount: 900 })).rejects.toEqual(new AppError('failed-precondition', OFFER_ALREADY_OPEN));
    expect((await offerOf(id))?.amount).toBe(800);
  });
});

describe('respondToOffer', () => {
  it('lets only the side that did not name the amount counter or accept it, and only its maker withdraw it', async () => {
    const { buyer, seller, item, id } = await bargain();
    const stranger = await createTestUser();
    await makeOffer(buyer.uid, { productId: item.productId, amount: 600 });

    await expect(respondToOffer(buyer.uid, { conversationId: id, action: 'accept' })).rejects.toEqual(new AppError('failed-precondition', NOT_YOUR_TURN));
    await expect(respondToOffer(buyer.uid, { conversationId: id, action: 'counter', amount: 700 })).rejects.toEqual(new AppError('failed-precondition', NOT_YOUR_TURN));
    await expect(respondToOffer(seller.uid, { conversationId: id, action: 'withdraw' })).rejects.toEqual(new AppError('failed-precondition', OFFER_OWN_ONLY));
    await expect(respondToOffer(stranger.uid, { conversationId: id, action: 'accept' })).rejects.toEqual(new AppError('permission-denied', NOT_A_PARTICIPANT));
    await expect(respondToOffer(seller.uid, { conversationId: id, action: 'haggle' })).rejects.toEqual(new AppError('invalid-argument', OFFER_ACTION_INVALID));
    await expect(respondToOffer(seller.uid, { conversationId: id, action: 'counter', amount: 1200 })).rejects.toMatchObject({ code: 'invalid-argument' });

    const countered = await respondToOffer(seller.uid, { conversationId: id, action: 'counter', amount: 900 });
    expect(countered.offer).toMatchObject({ amount: 900, by: 'seller', status: 'open' });
    expect(await notificationKinds(buyer.uid)).toContain('counter');
    await expect(respondToOffer(seller.uid, { conversationId: id, action: 'accept' })).rejects.toEqual(new AppError('failed-precondition', NOT_YOUR_TURN));
    await expect(respondToOffer(buyer.uid, { conversationId: id, action: 'withdraw' })).rejects.toEqual(new AppError('failed-precondition', OFFER_OWN_ONLY));

    const accepted = await respondToOffer(buyer.uid, { conversationId: id, action: 'accept' });
    expect(accepted.offer).toMatchObject({ amount: 900, by: 'seller', status: 'accepted' });
    expect(await notificationKinds(seller.uid)).toContain('offerAccepted');
    await expect(respondToOffer(seller.uid, { conversationId: id, action: 'decline' })).rejects.toEqual(new AppError('failed-precondition', NO_OPEN_OFFER));
    await expect(makeOffer(buyer.uid, { productId: item.productId, amount: 800 })).rejects.toEqual(new AppError('failed-precondition', OFFER_ALREADY_OPEN));
  });

  it('declines and withdraws, after which the buyer may offer again', async () => {
    const { buyer, seller, item, id } = await bargain();
    await makeOffer(buyer.uid, { productId: item.productId, amount: 600 });

    expect((await respondToOffer(seller.uid, { conversationId: id, action: 'decline' })).offer).toMatchObject({ amount: 600, status: 'declined' });
    expect(await notificationKinds(buyer.uid)).toContain('offerDeclined');
    await expect(respondToOffer(buyer.uid, { conversationId: id, action: 'withdraw' })).rejects.toEqual(new AppError('failed-precondition', NO_OPEN_OFFER));

    await makeOffer(buyer.uid, { productId: item.productId, amount: 700 });
    expect((await respondToOffer(buyer.uid, { conversationId: id, action: 'withdraw' })).offer).toMatchObject({ amount: 700, status: 'withdrawn' });
    expect((await makeOffer(buyer.uid, { productId: item.productId, amount: 750 })).offer).toMatchObject({ amount: 750, status: 'open' });
    expect((await productOf(item.productId))?.reservedBy).toBeUndefined();
  });
});

describe('accepted offers and orders', () => {
  it('reserves the item for the buyer for 24 hours: another buyer can neither order nor offer', async () => {
    const before = Date.now();
    const { buyer, item, id } = await acceptedOffer(800);
    const other = await createTestUser();

    const product = await productOf(item.productId);
    expect(product?.reservedBy).toBe(buyer.uid);
    const until = Date.parse(product?.reservedUntil ?? '');
    expect(until).toBeGreaterThanOrEqual(before + RESERVATION_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + RESERVATION_MS);
    expect((await offerOf(id))?.reservedUntil).toBe(product?.reservedUntil);

    await expect(placeOrder(other.uid, directBuy(item.productId))).rejects.toEqual(new AppError('failed-precondition', ITEM_RESERVED));
    await expect(makeOffer(other.uid, { productId: item.productId, amount: 900 })).rejects.toEqual(new AppError('failed-precondition', ITEM_RESERVED));
    expect((await orders.where('userId', '==', other.uid).get()).size).toBe(0);
    expect((await productOf(item.productId))?.status).toBe('available');
  });

  it("charges the reserving buyer the agreed amount, whatever prices the client sends, and marks the offer 'used'", async () => {
    const { buyer, item, id } = await acceptedOffer(800);

    const order = await placeOrder(buyer.uid, directBuy(item.productId, 'direct', { totalPrice: 1, totalAmount: 1, orderItems: [{ productId: item.productId, price: 1 }] }));

    expect(order).toMatchObject({ totalPrice: 800, tax: 40, totalAmount: 840, offerConversationId: id });
    expect(order.orderItems).toEqual([expect.objectContaining({ productId: item.productId, price: 800, quantity: 1 })]);
    expect((await offerOf(id))?.status).toBe('used');
    const product = await productOf(item.productId);
    expect(product).toMatchObject({ status: 'sold' });
    expect(product?.reservedBy).toBeUndefined();
  });

  it('adds the doorstep 20% to the agreed amount', async () => {
    const { buyer, item, id } = await acceptedOffer(700);

    const order = await placeOrder(buyer.uid, directBuy(item.productId, 'doorstep'));

    expect(order.orderItems).toEqual([expect.objectContaining({ price: 840, quantity: 1 })]);
    expect(order).toMatchObject({ totalPrice: 840, deliveryMode: 'doorstep' });
    expect((await offerOf(id))?.status).toBe('used');
  });

  it("reserves the item once when two buyers' offers are accepted at the same moment", async () => {
    const [first, second, seller] = await Promise.all([createTestUser(), createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller, price: 1000 });
    await makeOffer(first.uid, { productId: item.productId, amount: 700 });
    await makeOffer(second.uid, { productId: item.productId, amount: 750 });
    const ids = [first, second].map((buyer) => conversationId(item.productId, buyer.uid));

    const results = await Promise.allSettled(ids.map((id) => respondToOffer(seller.uid, { conversationId: id, action: 'accept' })));

    const won = results.flatMap((result, index) => (result.status === 'fulfilled' ? [index] : []));
    expect(won).toHaveLength(1);
    const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(lost).toEqual([new AppError('failed-precondition', ITEM_RESERVED)]);
    const winner = [first, second][won[0] ?? -1];
    expect((await productOf(item.productId))?.reservedBy).toBe(winner?.uid);
    const statuses = await Promise.all(ids.map(async (id) => (await offerOf(id))?.status));
    expect(statuses.filter((status) => status === 'accepted')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'open')).toHaveLength(1);
  });

  it('releases a reservation that ran out: the item is on sale again and the offer lapsed', async () => {
    const { buyer, seller, item, id } = await acceptedOffer(800);
    const other = await createTestUser();

    // Not yet lapsed: neither the scheduled job now nor the release of this item changes anything.
    expect(await releaseLapsedReservations(new Date())).not.toContain(item.productId);
    expect(await releaseLapsedReservation(products.doc(item.productId), new Date())).toBe(false);
    expect((await productOf(item.productId))?.reservedBy).toBe(buyer.uid);
    // A day and an hour later. Only this item: the job at that time would end every reservation in the
    // database, those of the files running beside this one too.
    expect(await releaseLapsedReservation(products.doc(item.productId), new Date(Date.now() + RESERVATION_MS + HOUR))).toBe(true);

    const product = await productOf(item.productId);
    expect(product?.reservedBy).toBeUndefined();
    expect(product?.reservedUntil).toBeUndefined();
    const conversation = (await conversations.doc(id).get()).data();
    expect(conversation?.offer).toMatchObject({ amount: 800, status: 'lapsed' });
    expect(conversation?.lastMessage).toMatchObject({ senderId: seller.uid, text: 'The reservation lapsed: the item is on sale again.' });

    const order = await placeOrder(other.uid, directBuy(item.productId));
    expect(order.orderItems[0]?.price).toBe(1000);
    await expect(placeOrder(buyer.uid, directBuy(item.productId))).rejects.toMatchObject({ code: 'failed-precondition' });
  });
});
