import type { QueryClient } from '@tanstack/react-query';
import { updateCachedUserReviews } from '../../../lib/user-reviews';
import type { ProductReview } from '../../../lib/review-converter';
import { applyReviewChange, type ReviewChange } from '../review-list';
import { productReviewsQueryOptions } from './get-product-reviews';

/**
 * A review written, edited or deleted, applied to the product's cached reviews and to its author's
 * (My Reviews, the profile), so both pages show it at once.
 */
export function updateCachedReviews(queryClient: QueryClient, review: Pick<ProductReview, 'productId' | 'userId'>, change: ReviewChange): void {
  queryClient.setQueryData(productReviewsQueryOptions(review.productId).queryKey, (reviews) => applyReviewChange(reviews ?? [], change));
  updateCachedUserReviews(queryClient, review.userId, (reviews) => applyReviewChange(reviews, change));
}
