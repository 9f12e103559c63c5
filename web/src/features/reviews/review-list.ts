import type { ProductReview } from '../../lib/review-converter';

const NEWEST = { value: 'newest', label: 'Newest' } as const;
const OLDEST = { value: 'oldest', label: 'Oldest' } as const;
const HIGHEST = { value: 'highest', label: 'Highest Rating' } as const;
const LOWEST = { value: 'lowest', label: 'Lowest Rating' } as const;

/** The product page's sort menu. */
export const REVIEW_SORTS = [NEWEST, HIGHEST, LOWEST] as const;
/** My Reviews' sort menu. */
export const MY_REVIEW_SORTS = [NEWEST, OLDEST, HIGHEST, LOWEST] as const;

export type ReviewSort = (typeof MY_REVIEW_SORTS)[number]['value'];

const newestFirst = (a: ProductReview, b: ProductReview) => b.createdAt.localeCompare(a.createdAt);

/** A sorted copy; ties on rating fall back to newest first. */
export function sortReviews(reviews: readonly ProductReview[], sort: ReviewSort): ProductReview[] {
  const compare: Record<ReviewSort, (a: ProductReview, b: ProductReview) => number> = {
    newest: newestFirst,
    oldest: (a, b) => newestFirst(b, a),
    highest: (a, b) => b.rating - a.rating || newestFirst(a, b),
    lowest: (a, b) => a.rating - b.rating || newestFirst(a, b),
  };
  return [...reviews].sort(compare[sort]);
}

/** My Reviews' rating filter: every rating, or one star value. */
export const RATING_FILTERS = [
  { value: 'all', label: 'All Ratings' },
  { value: '5', label: '5 Stars' },
  { value: '4', label: '4 Stars' },
  { value: '3', label: '3 Stars' },
  { value: '2', label: '2 Stars' },
  { value: '1', label: '1 Star' },
] as const;

export type RatingFilter = (typeof RATING_FILTERS)[number]['value'];

export interface ReviewFilters {
  /** Matched, ignoring case, against the product title and the comment. */
  search: string;
  rating: RatingFilter;
}

/** The reviews that match the search and the rating filter, in their order. */
export function filterReviews(reviews: readonly ProductReview[], { search, rating }: ReviewFilters): ProductReview[] {
  const words = search.trim().toLocaleLowerCase();
  return reviews.filter(
    (review) =>
      (rating === 'all' || review.rating === Number(rating)) &&
      (words === '' || review.product.title.toLocaleLowerCase().includes(words) || review.comment.toLocaleLowerCase().includes(words)),
  );
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
