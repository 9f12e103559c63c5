/**
 * Campus meet-ups of direct orders: one side proposes a spot and a 30-minute slot within the next 7 days
 * inside the spot's hours; the other confirms, or proposes another, which replaces it.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { formatMeetupTime } from '@campus/common/campus-time';
import { isMeetupOrder, meetupSlotProblem } from '@campus/common/meetups';
import { ORDER_NOT_FOUND } from '@campus/common/messages';
import { MEETUP_CONFIRM_OTHER_SIDE, MEETUP_DIRECT_ONLY, MEETUP_ORDER_CLOSED, MEETUP_TIME_REQUIRED, NO_MEETUP_TO_CONFIRM, SPOT_NOT_FOUND } from '@campus/common/deal-messages';
import type { DealSide, Meetup, Order, OrderStatus } from '@campus/common/model';
import { canCancelOrder } from '@campus/common/order-state';
import { MY_SALES_PATH, ORDERS_PATH } from '@campus/common/site';
import { asRecord } from '@campus/common/values';
import { meetupSpots, orders, withApiId } from '../collections';
import { AppError } from '../errors';
import { runTransaction } from '../transaction';
import { documentId, nowIso } from '../validation';
import { notify } from './notifications';
import type { ApiOrder } from './orders';

function sideInOrder(order: Order, uid: string): DealSide {
  if (order.userId === uid) return 'buyer';
  if (order.sellerIds.includes(uid)) return 'seller';
  throw new AppError('not-found', ORDER_NOT_FOUND);
}

/** The other side of a meet-up order: who is told, and where their copy of the order is. */
const otherSide = (order: Order, side: DealSide) =>
  side === 'buyer' ? { uid: order.sellerIds[0] ?? '', link: MY_SALES_PATH } : { uid: order.userId, link: ORDERS_PATH };

/** An open meet-up order the caller takes part in, read in a transaction. */
async function meetupOrder(tx: Transaction, uid: string, orderId: unknown) {
  const ref = orders.doc(documentId(orderId, ORDER_NOT_FOUND));
  const order = (await tx.get(ref)).data();
  if (!order) throw new AppError('not-found', ORDER_NOT_FOUND);
  const side = sideInOrder(order, uid);
  if (!isMeetupOrder(order)) throw new AppError('failed-precondition', MEETUP_DIRECT_ONLY);
  if (!canCancelOrder(order.orderStatus) || order.handedOverAt !== undefined) throw new AppError('failed-precondition', MEETUP_ORDER_CLOSED);
  return { ref, order, side };
}

/** Proposes {orderId, spotId, startsAt}: the buyer or the seller of a direct order still PLACED or CONFIRMED. */
export async function proposeMeetup(uid: string, input: unknown): Promise<ApiOrder> {
  const body = asRecord(input);
  const startsAt = typeof body.startsAt === 'string' ? new Date(body.startsAt) : new Date(Number.NaN);
  if (Number.isNaN(startsAt.getTime())) throw new AppError('invalid-argument', MEETUP_TIME_REQUIRED);
  const spotRef = meetupSpots.doc(documentId(body.spotId, SPOT_NOT_FOUND, 'invalid-argument'));
  return runTransaction(async (tx) => {
    const { ref, order, side } = await meetupOrder(tx, uid, body.orderId);
    const spot = (await tx.get(spotRef)).data();
    if (!spot) throw new AppError('not-found', SPOT_NOT_FOUND);
    const problem = meetupSlotProblem(spot, startsAt, new Date());
    if (problem !== null) throw new AppError('invalid-argument', problem);
    const updatedAt = nowIso();
    const meetup: Meetup = { spotId: spotRef.id, spot, startsAt: startsAt.toISOString(), proposedBy: side, state: 'proposed', updatedAt };
    tx.update(ref, { meetup, updatedAt });
    const to = otherSide(order, side);
    notify(tx, to.uid, { kind: 'meetupProposed', title: 'Meet-up proposed', text: `${spot.name}, ${formatMeetupTime(meetup.startsAt)}`, link: to.link });
    return withApiId(ref.id, { ...order, meetup, updatedAt });
  });
}

/**
 * The side that did not propose the meet-up confirms it ({orderId}). Both sides, the seller included, have
 * then agreed to hand the item over, so an order still PLACED is CONFIRMED with it: the 48 h automatic
 * cancellation (autoCancelUnconfirmedOrders) never cancels an order whose meet-up was agreed for a later day.
 */
export async function confirmMeetup(uid: string, input: unknown): Promise<ApiOrder> {
  const body = asRecord(input);
  return runTransaction(async (tx) => {
    const { ref, order, side } = await meetupOrder(tx, uid, body.orderId);
    const proposed = order.meetup;
    if (!proposed || proposed.state !== 'proposed') throw new AppError('failed-precondition', NO_MEETUP_TO_CONFIRM);
    if (proposed.proposedBy === side) throw new AppError('failed-precondition', MEETUP_CONFIRM_OTHER_SIDE);
    const updatedAt = nowIso();
    const meetup: Meetup = { ...proposed, state: 'confirmed', updatedAt };
    const orderStatus: OrderStatus = order.orderStatus === 'PLACED' ? 'CONFIRMED' : order.orderStatus;
    tx.update(ref, { meetup, orderStatus, updatedAt });
    const to = otherSide(order, side);
    notify(tx, to.uid, { kind: 'meetupConfirmed', title: 'Meet-up confirmed', text: `${meetup.spot.name}, ${formatMeetupTime(meetup.startsAt)}`, link: to.link });
    return withApiId(ref.id, { ...order, meetup, orderStatus, updatedAt });
  });
}
