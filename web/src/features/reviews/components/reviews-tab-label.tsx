import { useProductReviews } from '../api/get-product-reviews';

/** The product page's tab label: 'Reviews (n)' once the reviews are in. */
export function ReviewsTabLabel({ productId }: { productId: string }) {
  const reviews = useProductReviews(productId);
  return reviews.isSuccess ? `Reviews (${reviews.data.length})` : 'Reviews';
}
