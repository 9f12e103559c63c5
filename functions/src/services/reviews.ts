/** Reviews: one per user and product, stored at reviews/{productId}_{uid}. */
import { ALREADY_REVIEWED, PRODUCT_NOT_FOUND, REVIEW_NOT_FOUND, REVIEW_NOT_OWN } from '@campus/common/messages';
import { reviewId, type Review } from '@campus/common/model';
import { reviewSchema } from '@campus/common/schemas/review';
import { asRecord } from '@campus/common/values';
import { runTransaction } from '../transaction';
import { products, reviews } from '../collections';
import { AppError } from '../errors';
import { documentId, nowIso, validated } from '../validation';
import { userSummary } from './users';

/** A review as the /api shows it: `_id` on the review, its user and its product. */
export type ApiReview = Omit<Review, 'user' | 'product'> & {
  _id: string;
  user: Review['user'] & { _id: string };
  product: Review['product'] & { _id: string };
};

export const toApiReview = (id: string, review: Review): ApiReview => ({
  ...review,
  _id: id,
  user: { ...review.user, _id: review.userId },
  product: { ...review.product, _id: review.productId },
});

/** Creates the user's review of a product; already-exists with ALREADY_REVIEWED on a second one. */
export async function createReview(uid: string, input: unknown): Promise<ApiReview> {
  const productId = documentId(asRecord(input).productId, PRODUCT_NOT_FOUND, 'invalid-argument');
  const { rating, comment } = validated(reviewSchema, input);
  const author = await userSummary(uid);
  const ref = reviews.doc(reviewId(productId, uid));
  return runTransaction(async (tx) => {
    const [existing, productSnap] = await Promise.all([tx.get(ref), tx.get(products.doc(productId))]);
    const product = productSnap.data();
    if (!product) throw new AppError('not-found', PRODUCT_NOT_FOUND);
    if (existing.exists) throw new AppError('already-exists', ALREADY_REVIEWED);
    const now = nowIso();
    const review: Review = {
      productId,
      userId: uid,
      rating,
      comment,
      user: { firstName: author.firstName, lastName: author.lastName },
      product: { title: product.title, imageURL: product.imageURL, price: product.price },
      createdAt: now,
      updatedAt: now,
    };
    tx.create(ref, review);
    return toApiReview(ref.id, review);
  });
}

export async function listProductReviews(productId: string): Promise<ApiReview[]> {
  const snapshot = await reviews.where('productId', '==', productId).orderBy('createdAt', 'desc').get();
  return snapshot.docs.map((doc) => toApiReview(doc.id, doc.data()));
}

export async function listUserReviews(uid: string): Promise<ApiReview[]> {
  const snapshot = await reviews.where('userId', '==', uid).orderBy('createdAt', 'desc').get();
  return snapshot.docs.map((doc) => toApiReview(doc.id, doc.data()));
}

async function ownReview(uid: string, id: string) {
  const ref = reviews.doc(documentId(id, REVIEW_NOT_FOUND));
  const review = (await ref.get()).data();
  if (!review) throw new AppError('not-found', REVIEW_NOT_FOUND);
  if (review.userId !== uid) throw new AppError('permission-denied', REVIEW_NOT_OWN);
  return { ref, review };
}

/** Changes the rating and comment of the user's own review. */
export async function updateReview(uid: string, id: string, input: unknown): Promise<ApiReview> {
  const { rating, comment } = validated(reviewSchema, input);
  const { ref, review } = await ownReview(uid, id);
  const updatedAt = nowIso();
  await ref.update({ rating, comment, updatedAt });
  return toApiReview(ref.id, { ...review, rating, comment, updatedAt });
}

export async function deleteReview(uid: string, id: string): Promise<{ _id: string }> {
  const { ref } = await ownReview(uid, id);
  await ref.delete();
  return { _id: ref.id };
}
