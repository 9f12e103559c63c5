import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, updateDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@campus/common/model';
import type { ReviewValues } from '@campus/common/schemas/review';
import { liteFirestore } from '../../../lib/lite-firestore';
import { updateCachedReviews } from './update-cached-reviews';
import type { ProductReview } from '../../../lib/review-converter';

/** Changes the rating and comment of the user's own review. */
export async function updateReview(review: ProductReview, values: ReviewValues): Promise<ProductReview> {
  const updatedAt = new Date().toISOString();
  await updateDoc(doc(liteFirestore, COLLECTIONS.reviews, review.id), { rating: values.rating, comment: values.comment, updatedAt });
  return { ...review, rating: values.rating, comment: values.comment, updatedAt };
}

/** updateReview; the product's and the user's cached reviews take the new version in place. */
export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ review, values }: { review: ProductReview; values: ReviewValues }) => updateReview(review, values),
    onSuccess: (review) => {
      updateCachedReviews(queryClient, review, { kind: 'updated', review });
    },
  });
}
