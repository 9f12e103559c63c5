/** Ratings between buyer and seller after a handover, and the reputation they add up to. */
import { FieldValue } from 'firebase-admin/firestore';
import { ORDER_NOT_FOUND } from '@campus/common/messages';
import { ALREADY_RATED, RATING_AFTER_HANDOVER } from '@campus/common/deal-messages';
import type { DealRating, Reputation } from '@campus/common/model';
import { dealRatingSchema } from '@campus/common/schemas/deal-rating';
import { asRecord } from '@campus/common/values';
import { dealRatings, orders, reputations, withApiId, type ApiEntity } from '../collections';
import { AppError } from '../errors';
import { runTransaction } from '../transaction';
import { documentId, nowIso, validated } from '../validation';
import { userSummary } from './users';

/** Increments of a reputation; every field is written, so a new document is complete. */
export const reputationChange = (change: Partial<Reputation>): Record<keyof Reputation, FieldValue> => ({
  ratingSum: FieldValue.increment(change.ratingSum ?? 0),
  ratingCount: FieldValue.increment(change.ratingCount ?? 0),
  completedSales: FieldValue.increment(change.completedSales ?? 0),
});

/** The id of one side's rating of a deal. */
export const dealRatingId = (orderId: string, raterId: string): string => `${orderId}_${raterId}`;

/**
 * The buyer rates the seller, or the seller the buyer ({orderId, stars, comment}), once, after the handover.
 * Ratings come only from handed-over orders, so every one is from a completed deal.
 */
export async function rateDeal(uid: string, input: unknown): Promise<ApiEntity<DealRating>> {
  const body = asRecord(input);
  const { stars, comment } = validated(dealRatingSchema, body);
  const orderRef = orders.doc(documentId(body.orderId, ORDER_NOT_FOUND));
  const rater = await userSummary(uid);
  return runTransaction(async (tx) => {
    const ratingRef = dealRatings.doc(dealRatingId(orderRef.id, uid));
    const [orderSnap, ratingSnap] = await Promise.all([tx.get(orderRef), tx.get(ratingRef)]);
    const order = orderSnap.data();
    const seller = order?.sellerIds[0];
    if (!order || seller === undefined || (order.userId !== uid && seller !== uid)) throw new AppError('not-found', ORDER_NOT_FOUND);
    if (order.handedOverAt === undefined) throw new AppError('failed-precondition', RATING_AFTER_HANDOVER);
    if (ratingSnap.exists) throw new AppError('already-exists', ALREADY_RATED);
    const raterSide = order.userId === uid ? 'buyer' : 'seller';
    const rating: DealRating = {
      orderId: orderRef.id,
      raterId: uid,
      rateeId: raterSide === 'buyer' ? seller : order.userId,
      raterSide,
      stars,
      comment,
      rater: { firstName: rater.firstName, lastName: rater.lastName },
      createdAt: nowIso(),
    };
    tx.create(ratingRef, rating);
    tx.set(reputations.doc(rating.rateeId), reputationChange({ ratingSum: stars, ratingCount: 1 }), { merge: true });
    return withApiId(ratingRef.id, rating);
  });
}
