/**
 * The handover at a meet-up: the seller enters the code only the buyer can see. The right code delivers the
 * order and marks cash on delivery paid; five wrong ones lock the code for 15 minutes; a used code stays used.
 */
import { timingSafeEqual } from 'node:crypto';
import { ORDER_NOT_FOUND } from '@campus/common/messages';
import { HANDOVER_DONE, HANDOVER_NOT_OPEN, HANDOVER_SELLER_ONLY, handoverLocked, handoverWrongCode } from '@campus/common/deal-messages';
import type { HandoverCode, Order } from '@campus/common/model';
import { canCancelOrder } from '@campus/common/order-state';
import { handoverCodeSchema } from '@campus/common/schemas/handover-code';
import { ORDERS_PATH } from '@campus/common/site';
import { HANDOVER_LOCK_MS } from '@campus/common/timers';
import { HANDOVER_MAX_TRIES } from '@campus/common/limits';
import { asRecord } from '@campus/common/values';
import { handoverCodeOf, orders, reputations, withApiId } from '../collections';
import { AppError } from '../errors';
import { runTransaction } from '../transaction';
import { documentId, nowIso, validated } from '../validation';
import { notify } from './notifications';
import { reputationChange } from './deal-ratings';
import type { ApiOrder } from './orders';

const sameCode = (given: string, expected: string): boolean =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** What a wrong code changes, and the refusal to send once that change is stored. */
function wrongCode(handover: HandoverCode, now: Date): { change: Partial<HandoverCode>; refusal: AppError } {
  const failedAttempts = handover.failedAttempts + 1;
  if (failedAttempts < HANDOVER_MAX_TRIES) {
    return { change: { failedAttempts }, refusal: new AppError('invalid-argument', handoverWrongCode(HANDOVER_MAX_TRIES - failedAttempts)) };
  }
  const lockedUntil = new Date(now.getTime() + HANDOVER_LOCK_MS).toISOString();
  return { change: { failedAttempts: 0, lockedUntil }, refusal: new AppError('failed-precondition', handoverLocked(HANDOVER_LOCK_MS / 60_000)) };
}

/**
 * The seller of a meet-up order enters the buyer's code ({orderId, code}). A wrong try is stored before it is
 * refused, so the count holds however the tries are spread over requests.
 */
export async function confirmHandover(uid: string, input: unknown): Promise<ApiOrder> {
  const body = asRecord(input);
  const { code } = validated(handoverCodeSchema, { code: body.code });
  const ref = orders.doc(documentId(body.orderId, ORDER_NOT_FOUND));
  const codeRef = handoverCodeOf(ref.id);
  const outcome = await runTransaction(async (tx) => {
    const [orderSnap, codeSnap] = await Promise.all([tx.get(ref), tx.get(codeRef)]);
    const order = orderSnap.data();
    if (!order || (order.userId !== uid && !order.sellerIds.includes(uid))) throw new AppError('not-found', ORDER_NOT_FOUND);
    if (!order.sellerIds.includes(uid)) throw new AppError('permission-denied', HANDOVER_SELLER_ONLY);
    const handover = codeSnap.data();
    if (!handover) throw new AppError('failed-precondition', HANDOVER_NOT_OPEN);
    if (handover.usedAt !== null) throw new AppError('failed-precondition', HANDOVER_DONE);
    if (!canCancelOrder(order.orderStatus)) throw new AppError('failed-precondition', HANDOVER_NOT_OPEN);
    const now = new Date();
    if (handover.lockedUntil !== null && handover.lockedUntil > now.toISOString()) {
      const minutes = Math.ceil((new Date(handover.lockedUntil).getTime() - now.getTime()) / 60_000);
      throw new AppError('failed-precondition', handoverLocked(minutes));
    }
    if (!sameCode(code, handover.code)) {
      const { change, refusal } = wrongCode(handover, now);
      tx.update(codeRef, change);
      return { refusal };
    }
    const at = nowIso();
    const delivered: Order = {
      ...order,
      orderStatus: 'DELIVERED',
      // Cash changes hands at the meet-up; a card order is recorded, not charged, and keeps its status.
      paymentDetails: order.paymentDetails.paymentMethod === 'COD' ? { ...order.paymentDetails, paymentStatus: 'PAID' } : order.paymentDetails,
      handedOverAt: at,
      updatedAt: at,
    };
    tx.update(ref, { orderStatus: delivered.orderStatus, paymentDetails: delivered.paymentDetails, handedOverAt: at, updatedAt: at });
    tx.update(codeRef, { usedAt: at, failedAttempts: 0, lockedUntil: null });
    for (const sellerId of order.sellerIds) {
      tx.set(reputations.doc(sellerId), reputationChange({ completedSales: 1 }), { merge: true });
    }
    const titles = order.orderItems.map((item) => item.product.title).join(', ');
    notify(tx, order.userId, { kind: 'handedOver', title: 'Handed over', text: `${titles}: handed over and paid. Rate the seller.`, link: ORDERS_PATH });
    return { order: withApiId(ref.id, delivered) };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.order;
}
