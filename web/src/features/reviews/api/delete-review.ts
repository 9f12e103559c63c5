import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDoc, doc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@campus/common/model';
import { liteFirestore } from '../../../lib/lite-firestore';
import { updateCachedReviews } from './update-cached-reviews';
import type { ProductReview } from '../../../lib/review-converter';

/** Deletes the user's own review. */
export async function deleteReview(id: string): Promise<void> {
  await deleteDoc(doc(liteFirestore, COLLECTIONS.reviews, id));
}

/** deleteReview; the review leaves the product's and the user's cached reviews. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ProductReview) => deleteReview(review.id),
    onSuccess: (_, review) => {
      updateCachedReviews(queryClient, review, { kind: 'deleted', id: review.id });
    },
  });
}
