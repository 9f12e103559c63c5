import { describe, expect, it } from 'vitest';
import { ORDER_NOT_FOUND } from '@campus/common/messages';
import { ALREADY_RATED, RATING_AFTER_HANDOVER, RATING_COMMENT_TOO_LONG, STARS_REQUIRED } from '@campus/common/deal-messages';
import { dealRatings, reputations } from '../../src/collections';
import { AppError } from '../../src/errors';
import { rateDeal } from '../../src/services/deal-ratings';
import { placeOrder } from '../../src/services/orders';
import { directBuy, handedOverOrder } from '../support/deals';
import { createTestProduct } from '../support/products';
import { createTestUser } from '../support/users';

const reputationOf = async (uid: string) => (await reputations.doc(uid).get()).data();

describe('rateDeal', () => {
  it('is refused before the handover', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    const order = await placeOrder(buyer.uid, directBuy(item.productId));

    await expect(rateDeal(buyer.uid, { orderId: order._id, stars: 5 })).rejects.toEqual(new AppError('failed-precondition', RATING_AFTER_HANDOVER));
    await expect(rateDeal(seller.uid, { orderId: order._id, stars: 5 })).rejects.toEqual(new AppError('failed-precondition', RATING_AFTER_HANDOVER));
    expect((await dealRatings.where('orderId', '==', order._id).get()).size).toBe(0);
  });

  it('lets each side rate the other once after the handover, adding to the ratee’s reputation', async () => {
    const [buyer, seller, stranger] = await Promise.all([createTestUser(), createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    const order = await handedOverOrder(buyer.uid, seller.uid, item.productId);

    const byBuyer = await rateDeal(buyer.uid, { orderId: order._id, stars: 5, comment: '  Friendly and on time  ', raterId: seller.uid });
    const bySeller = await rateDeal(seller.uid, { orderId: order._id, stars: 4 });

    expect(byBuyer).toMatchObject({
      _id: `${order._id}_${buyer.uid}`,
      orderId: order._id,
      raterId: buyer.uid,
      rateeId: seller.uid,
      raterSide: 'buyer',
      stars: 5,
      comment: 'Friendly and on time',
      rater: { firstName: buyer.firstName, lastName: buyer.lastName },
    });
    expect(bySeller).toMatchObject({ raterId: seller.uid, rateeId: buyer.uid, raterSide: 'seller', stars: 4, comment: '' });
    expect((await dealRatings.where('orderId', '==', order._id).get()).size).toBe(2);
    expect(await reputationOf(seller.uid)).toEqual({ ratingSum: 5, ratingCount: 1, completedSales: 1 });
    expect(await reputationOf(buyer.uid)).toEqual({ ratingSum: 4, ratingCount: 1, completedSales: 0 });

    await expect(rateDeal(buyer.uid, { orderId: order._id, stars: 1 })).rejects.toEqual(new AppError('already-exists', ALREADY_RATED));
    await expect(rateDeal(stranger.uid, { orderId: order._id, stars: 1 })).rejects.toEqual(new AppError('not-found', ORDER_NOT_FOUND));
    expect(await reputationOf(seller.uid)).toEqual({ ratingSum: 5, ratingCount: 1, completedSales: 1 });
  });

  it('sums the ratings of several deals', async () => {
    const [first, second, seller] = await Promise.all([createTestUser(), createTestUser(), createTestUser()]);
    const [one, two] = await Promise.all([createTestProduct({ seller }), createTestProduct({ seller })]);
    const orders = [await handedOverOrder(first.uid, seller.uid, one.productId), await handedOverOrder(second.uid, seller.uid, two.productId)];

    await rateDeal(first.uid, { orderId: orders[0]?._id, stars: 5 });
    await rateDeal(second.uid, { orderId: orders[1]?._id, stars: 2 });

    expect(await reputationOf(seller.uid)).toEqual({ ratingSum: 7, ratingCount: 2, completedSales: 2 });
  });

  it('refuses stars outside 1-5 and an over-long comment', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    const order = await handedOverOrder(buyer.uid, seller.uid, item.productId);

    for (const stars of [0, 6, 2.5, 'five', undefined]) {
      await expect(rateDeal(buyer.uid, { orderId: order._id, stars })).rejects.toEqual(new AppError('invalid-argument', STARS_REQUIRED));
    }
    await expect(rateDeal(buyer.uid, { orderId: order._id, stars: 4, comment: 'x'.repeat(301) })).rejects.toEqual(
      new AppError('invalid-argument', RATING_COMMENT_TOO_LONG),
    );
    expect((await reputations.doc(seller.uid).get()).data()?.ratingCount).toBe(0);
  });
});
