import { useState } from 'react';
import type { AsyncState } from '../../../lib/use-async';
import { useProductReviews } from '../api/get-product-reviews';
import type { ProductReview } from '../api/review-converter';
import { applyReviewChange, type ReviewChange } from '../review-list';

export interface ReviewList {
  state: AsyncState<ProductReview[]>;
  /** The loaded reviews with the changes made on this page applied. */
  reviews: ProductReview[];
  apply: (change: ReviewChange) => void;
}

/** A product's reviews, loaded once and then kept in step with the user's own create, edit and delete. */
export function useReviewList(productId: string): ReviewList {
  const state = useProductReviews(productId);
  const [changed, setChanged] = useState<{ productId: string; reviews: ProductReview[] } | null>(null);
  const loaded = state.status === 'success' ? state.data : [];
  const reviews = changed?.productId === productId ? changed.reviews : loaded;
  const apply = (change: ReviewChange) =>
    setChanged((previous) => ({
      productId,
      reviews: applyReviewChange(previous?.productId === productId ? previous.reviews : loaded, change),
    }));
  return { state, reviews, apply };
}
