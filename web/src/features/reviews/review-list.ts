import type { ProductReview } from './api/review-converter';

export const REVIEW_SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'highest', label: 'Highest Rating' },
  { value: 'lowest', label: 'Lowest Rating' },
] as const;

export type ReviewSort = (typeof REVIEW_SORTS)[number]['value'];

export function isReviewSort(value: string): value is ReviewSort {
  return REVIEW_SORTS.some((sort) => sort.value === value);
}

const newestFirst = (a: ProductReview, b: ProductReview) => b.createdAt.localeCompare(a.createdAt);

/** A sorted copy; ties on rating fall back to newest first. */
export function sortReviews(reviews: readonly ProductReview[], sort: ReviewSort): ProductReview[] {
  const compare: Record<ReviewSort, (a: ProductReview, b: ProductReview) => number> = {
    newest: newestFirst,
    highest: (a, b) => b.rating - a.rating || newestFirst(a, b),
    lowest: (a, b) => a.rating - b.rating || newestFirst(a, b),
  };
  return [...reviews].sort(compare[sort]);
}

/** Spec section 4: a created review is prepended, an updated one replaces, a deleted one is removed. */
export type ReviewChange =
  | { kind: 'created'; review: ProductReview }
  | { kind: 'updated'; review: ProductReview }
  | { kind: 'deleted'; id: string };

export function applyReviewChange(reviews: readonly ProductReview[], change: ReviewChange): ProductReview[] {
  switch (change.kind) {
    case 'created':
      return [change.review, ...reviews.filter((review) => review.id !== change.review.id)];
    case 'updated':
      return reviews.map((review) => (review.id === change.review.id ? change.review : review));
    case 'deleted':
      return reviews.filter((review) => review.id !== change.id);
  }
}

/** The signed-in user's own review of the product, if any (compared by user id). */
export function findOwnReview(reviews: readonly ProductReview[], uid: string | undefined): ProductReview | undefined {
  return uid ? reviews.find((review) => review.userId === uid) : undefined;
}
