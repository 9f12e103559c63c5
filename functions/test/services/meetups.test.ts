import { describe, expect, it } from 'vitest';
import { CAMPUS_UTC_OFFSET_MINUTES } from '@campus/common/meetups';
import { ORDER_NOT_FOUND } from '@campus/common/messages';
import { SELLER_CONFIRM_DEADLINE_MS } from '@campus/common/timers';
import { MEETUP_CONFIRM_OTHER_SIDE, MEETUP_DIRECT_ONLY, MEETUP_IN_PAST, MEETUP_NOT_ON_SLOT, MEETUP_ORDER_CLOSED, MEETUP_TIME_REQUIRED, MEETUP_TOO_FAR, NO_MEETUP_TO_CONFIRM, SPOT_NOT_FOUND, meetupOutsideHours } from '@campus/common/deal-messages';
import { orders } from '../../src/collections';
import { AppError } from '../../src/errors';
import { confirmMeetup, proposeMeetup } from '../../src/services/meetups';
import { autoCancelUnconfirmedOrders, cancelOrder, placeOrder } from '../../src/services/orders';
import { createMeetupSpot, directBuy, notificationsFor } from '../support/deals';
import { createTestProduct } from '../support/products';
import { createTestUser } from '../support/users';

const MINUTE = 60_000;

/** The instant of `time` ('HH:MM', campus time) `days` campus days from today. */
function campusTime(days: number, time: string): string {
  const campusNow = new Date(Date.now() + CAMPUS_UTC_OFFSET_MINUTES * MINUTE);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const local = Date.UTC(campusNow.getUTCFullYear(), campusNow.getUTCMonth(), campusNow.getUTCDate() + days, hours, minutes);
  return new Date(local - CAMPUS_UTC_OFFSET_MINUTES * MINUTE).toISOString();
}

/** A direct (meet-up) order placed by a buyer with a seller, and a spot open 09:00-18:00. */
async function meetupOrder(deliveryMode: 'direct' | 'doorstep' = 'direct') {
  const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
  const item = await createTestProduct({ seller });
  const [order, { spotId, spot }] = await Promise.all([placeOrder(buyer.uid, directBuy(item.productId, deliveryMode)), createMeetupSpot()]);
  return { buyer, seller, orderId: order._id, spotId, spot };
}

describe('proposeMeetup', () => {
  it('takes a 30-minute slot inside the spot’s hours within 7 days and tells the other side', async () => {
    const { buyer, seller, orderId, spotId, spot } = await meetupOrder();
    const startsAt = campusTime(1, '17:30');

    const order = await proposeMeetup(buyer.uid, { orderId, spotId, startsAt });

    const meetup = { spotId, spot, startsAt, proposedBy: 'buyer', state: 'proposed' };
    expect(order.meetup).toMatchObject(meetup);
    expect((await orders.doc(orderId).get()).data()?.meetup).toMatchObject(meetup);
    expect(await notificationsFor(seller.uid)).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'meetupProposed', text: expect.stringContaining(spot.name) })]));
  });

  it('refuses slots outside the hours, past, beyond 7 days or off the hour and half hour, with their messages', async () => {
    const { buyer, orderId, spotId, spot } = await meetupOrder();
    const propose = (startsAt: unknown) => proposeMeetup(buyer.uid, { orderId, spotId, startsAt });
    const refused = (message: string) => new AppError('invalid-argument', message);

    await expect(propose(campusTime(1, '08:30'))).rejects.toEqual(refused(meetupOutsideHours(spot)));
    await expect(propose(campusTime(1, '18:00'))).rejects.toEqual(refused(meetupOutsideHours(spot)));
    await expect(propose(campusTime(1, '20:00'))).rejects.toEqual(refused(`${spot.name} is open 09:00-18:00`));
    await expect(propose(campusTime(-1, '10:00'))).rejects.toEqual(refused(MEETUP_IN_PAST));
    await expect(propose(campusTime(8, '10:00'))).rejects.toEqual(refused(MEETUP_TOO_FAR));
    await expect(propose(campusTime(1, '10:15'))).rejects.toEqual(refused(MEETUP_NOT_ON_SLOT));
    await expect(propose('tomorrow')).rejects.toEqual(refused(MEETUP_TIME_REQUIRED));
    await expect(proposeMeetup(buyer.uid, { orderId, spotId: 'no-such-spot', startsAt: campusTime(1, '10:00') })).rejects.toEqual(
      new AppError('not-found', SPOT_NOT_FOUND),
    );
    expect((await orders.doc(orderId).get()).data()?.meetup).toBeUndefined();
  });

  it('refuses a doorstep order, a stranger and a cancelled order', async () => {
    const doorstep = await meetupOrder('doorstep');
    const startsAt = campusTime(1, '10:00');
    await expect(proposeMeetup(doorstep.buyer.uid, { orderId: doorstep.orderId, spotId: doorstep.spotId, startsAt })).rejects.toEqual(
      new AppError('failed-precondition', MEETUP_DIRECT_ONLY),
    );

    const { buyer, orderId, spotId } = await meetupOrder();
    const stranger = await createTestUser();
    await expect(proposeMeetup(stranger.uid, { orderId, spotId, startsAt })).rejects.toEqual(new AppError('not-found', ORDER_NOT_FOUND));
    await cancelOrder(buyer.uid, orderId);
    await expect(proposeMeetup(buyer.uid, { orderId, spotId, startsAt })).rejects.toEqual(new AppError('failed-precondition', MEETUP_ORDER_CLOSED));
  });
});

describe('confirmMeetup', () => {
  it('is confirmed by the other side only; a new proposal replaces the last', async () => {
    const { buyer, seller, orderId, spotId } = await meetupOrder();

    await expect(confirmMeetup(seller.uid, { orderId })).rejects.toEqual(new AppError('failed-precondition', NO_MEETUP_TO_CONFIRM));
    await proposeMeetup(buyer.uid, { orderId, spotId, startsAt: campusTime(1, '10:00') });
    await expect(confirmMeetup(buyer.uid, { orderId })).rejects.toEqual(new AppError('failed-precondition', MEETUP_CONFIRM_OTHER_SIDE));

    const startsAt = campusTime(2, '11:30');
    await proposeMeetup(seller.uid, { orderId, spotId, startsAt });
    await expect(confirmMeetup(seller.uid, { orderId })).rejects.toEqual(new AppError('failed-precondition', MEETUP_CONFIRM_OTHER_SIDE));

    const confirmed = await confirmMeetup(buyer.uid, { orderId });

    expect(confirmed.meetup).toMatchObject({ startsAt, proposedBy: 'seller', state: 'confirmed' });
    expect(confirmed.orderStatus).toBe('CONFIRMED');
    expect((await orders.doc(orderId).get()).data()).toMatchObject({ orderStatus: 'CONFIRMED', meetup: { startsAt, state: 'confirmed' } });
    expect((await notificationsFor(seller.uid)).map((entry) => entry.kind)).toEqual(expect.arrayContaining(['meetupProposed', 'meetupConfirmed']));
    await expect(confirmMeetup(seller.uid, { orderId })).rejects.toEqual(new AppError('failed-precondition', NO_MEETUP_TO_CONFIRM));
  });
});

describe('a confirmed meet-up and the 48 h automatic cancellation', () => {
  it('keeps an order whose meet-up both sides confirmed for day 5, and still cancels one only proposed', async () => {
    const agreed = await meetupOrder();
    const proposedOnly = await meetupOrder();
    const dayFive = campusTime(5, '10:00');
    await proposeMeetup(agreed.buyer.uid, { orderId: agreed.orderId, spotId: agreed.spotId, startsAt: dayFive });
    await confirmMeetup(agreed.seller.uid, { orderId: agreed.orderId });
    await proposeMeetup(proposedOnly.buyer.uid, { orderId: proposedOnly.orderId, spotId: proposedOnly.spotId, startsAt: dayFive });
    // Both were placed 48 hours and a minute ago: the job's deadline has passed for both, three days before the meet-up.
    const placedLongAgo = new Date(Date.now() - SELLER_CONFIRM_DEADLINE_MS - MINUTE).toISOString();
    await Promise.all([agreed.orderId, proposedOnly.orderId].map((id) => orders.doc(id).update({ createdAt: placedLongAgo })));

    const cancelled = await autoCancelUnconfirmedOrders();

    expect(cancelled).not.toContain(agreed.orderId);
    expect((await orders.doc(agreed.orderId).get()).data()).toMatchObject({ orderStatus: 'CONFIRMED', meetup: { startsAt: dayFive, state: 'confirmed' } });
    // The job acts on every order in the database: services/orders.test.ts, running at the same time, may run it
    // first and cancel this one, so what counts is the stored order, not which call listed it.
    expect((await orders.doc(proposedOnly.orderId).get()).data()?.orderStatus).toBe('CANCELLED');
  });
});
