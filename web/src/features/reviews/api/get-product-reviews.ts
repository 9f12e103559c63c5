import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@campus/common/model';
import { liteFirestore } from '../../../lib/lite-firestore';
import { updateCachedUserReviews } from '../../../lib/user-reviews';
import { applyReviewChange, type ReviewChange } from '../review-list';
import { reviewKeys } from './keys';
import { toProductReview, type ProductReview } from '../../../lib/review-converter';

/**
 * A product's reviews, newest first (Lite SDK). Needs the composite index
 * reviews: productId ASC, createdAt DESC.
 */
export async function getProductReviews(productId: string): Promise<ProductReview[]> {
  const snapshot = await getDocs(
    query(collection(liteFirestore, COLLECTIONS.reviews), where('productId', '==', productId), orderBy('createdAt', 'desc')),
  );
  return snapshot.docs.map((doc) => toProductReview(doc.id, doc.data()));
}

export const productReviewsQueryOptions = (productId: string) =>
  queryOptions({ queryKey: reviewKeys.ofProduct(productId), queryFn: () => getProductReviews(productId) });

/** The product page's reviews; the rating line, the tab label and the reviews block share one read. */
export const useProductReviews = (productId: string) => useQuery(productReviewsQueryOptions(productId));

/**
 * A review written, edited or deleted, applied to the product's cached reviews and to its author's
 * (My Reviews, the profile), so both pages show it at once.
 */
export function updateCachedReviews(queryClient: QueryClient, review: Pick<ProductReview, 'productId' | 'userId'>, change: ReviewChange): void {
  queryClient.setQueryData(productReviewsQueryOptions(review.productId).queryKey, (reviews) => applyReviewChange(reviews ?? [], change));
  updateCachedUserReviews(queryClient, review.userId, (reviews) => applyReviewChange(reviews, change));
}
