import { describe, expect, it } from 'vitest';
import { ORDER_NOT_FOUND } from '@campus/common/messages';
import { HANDOVER_CODE_FORMAT, HANDOVER_DONE, HANDOVER_NOT_OPEN, HANDOVER_SELLER_ONLY, handoverLocked, handoverWrongCode } from '@campus/common/deal-messages';
import { handoverCodeOf, orders, reputations } from '../../src/collections';
import { AppError } from '../../src/errors';
import { confirmHandover } from '../../src/services/handover';
import { cancelOrder, placeOrder } from '../../src/services/orders';
import { directBuy, handoverCodeFor, notificationKinds, wrongCodeFor } from '../support/deals';
import { createTestProduct } from '../support/products';
import { createTestUser } from '../support/users';

/** A direct (meet-up) order from a fresh buyer and seller, with its handover code. */
async function meetupOrder(deliveryMode: 'direct' | 'doorstep' = 'direct') {
  const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
  const item = await createTestProduct({ seller });
  const order = await placeOrder(buyer.uid, directBuy(item.productId, deliveryMode));
  return { buyer, seller, orderId: order._id };
}

describe('the handover code', () => {
  it('is made with a direct order only: 6 digits, unused and unlocked', async () => {
    const { orderId } = await meetupOrder();
    expect((await handoverCodeOf(orderId).get()).data()).toEqual({ code: expect.stringMatching(/^\d{6}$/), failedAttempts: 0, lockedUntil: null, usedAt: null });

    const doorstep = await meetupOrder('doorstep');
    expect((await handoverCodeOf(doorstep.orderId).get()).exists).toBe(false);
    await expect(confirmHandover(doorstep.seller.uid, { orderId: doorstep.orderId, code: '123456' })).rejects.toEqual(
      new AppError('failed-precondition', HANDOVER_NOT_OPEN),
    );
  });
});

describe('confirmHandover', () => {
  it('delivers the order with the right code, marks cash paid and counts a completed sale; again is refused', async () => {
    const { buyer, seller, orderId } = await meetupOrder();
    const code = await handoverCodeFor(orderId);

    const delivered = await confirmHandover(seller.uid, { orderId, code: `${code.slice(0, 3)} ${code.slice(3)}` });

    expect(delivered).toMatchObject({ orderStatus: 'DELIVERED', paymentDetails: { paymentMethod: 'COD', paymentStatus: 'PAID' } });
    const stored = (await orders.doc(orderId).get()).data();
    expect(stored).toMatchObject({ orderStatus: 'DELIVERED', paymentDetails: { paymentStatus: 'PAID' }, handedOverAt: delivered.handedOverAt });
    expect(stored?.handedOverAt).toBeTypeOf('string');
    expect((await handoverCodeOf(orderId).get()).data()?.usedAt).toBe(delivered.handedOverAt);
    expect((await reputations.doc(seller.uid).get()).data()).toEqual({ ratingSum: 0, ratingCount: 0, completedSales: 1 });
    expect(await notificationKinds(buyer.uid)).toContain('handedOver');

    await expect(confirmHandover(seller.uid, { orderId, code })).rejects.toEqual(new AppError('failed-precondition', HANDOVER_DONE));
    expect((await reputations.doc(seller.uid).get()).data()?.completedSales).toBe(1);
  });

  it('counts wrong codes, saying how many tries are left, and locks the code on the 5th, even to the right one', async () => {
    const { seller, orderId } = await meetupOrder();
    const code = await handoverCodeFor(orderId);
    const wrong = wrongCodeFor(code);

    for (const left of [4, 3, 2, 1]) {
      await expect(confirmHandover(seller.uid, { orderId, code: wrong })).rejects.toEqual(new AppError('invalid-argument', handoverWrongCode(left)));
    }
    expect((await handoverCodeOf(orderId).get()).data()?.failedAttempts).toBe(4);
    await expect(confirmHandover(seller.uid, { orderId, code: wrong })).rejects.toEqual(
      new AppError('failed-precondition', 'Too many wrong codes. Try again in 15 minutes.'),
    );
    expect(Date.parse((await handoverCodeOf(orderId).get()).data()?.lockedUntil ?? '')).toBeGreaterThan(Date.now() + 14 * 60_000);

    await expect(confirmHandover(seller.uid, { orderId, code })).rejects.toEqual(new AppError('failed-precondition', handoverLocked(15)));
    expect((await orders.doc(orderId).get()).data()?.orderStatus).toBe('PLACED');
    expect((await reputations.doc(seller.uid).get()).exists).toBe(false);
  });

  it('refuses the buyer, a stranger, a malformed code and a cancelled order', async () => {
    const { buyer, seller, orderId } = await meetupOrder();
    const stranger = await createTestUser();
    const code = await handoverCodeFor(orderId);

    await expect(confirmHandover(buyer.uid, { orderId, code })).rejects.toEqual(new AppError('permission-denied', HANDOVER_SELLER_ONLY));
    await expect(confirmHandover(stranger.uid, { orderId, code })).rejects.toEqual(new AppError('not-found', ORDER_NOT_FOUND));
    await expect(confirmHandover(seller.uid, { orderId, code: '12345' })).rejects.toEqual(new AppError('invalid-argument', HANDOVER_CODE_FORMAT));
    expect((await handoverCodeOf(orderId).get()).data()?.failedAttempts).toBe(0);

    await cancelOrder(buyer.uid, orderId);
    await expect(confirmHandover(seller.uid, { orderId, code })).rejects.toEqual(new AppError('failed-precondition', HANDOVER_NOT_OPEN));
  });
});
