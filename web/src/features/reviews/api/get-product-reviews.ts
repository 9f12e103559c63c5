import { queryOptions, useQuery } from '@tanstack/react-query';
import { COLLECTIONS } from '@campus/common/model';
import { liteSdk } from '../../../lib/lite-sdk';
import { reviewKeys } from './keys';
import { toProductReview, type ProductReview } from '../../../lib/review-converter';

/**
 * A product's reviews, newest first (Lite SDK, loaded with the first read). Needs the composite index
 * reviews: productId ASC, createdAt DESC.
 */
export async function getProductReviews(productId: string): Promise<ProductReview[]> {
  const { collection, getDocs, orderBy, query, where, db } = await liteSdk();
  const snapshot = await getDocs(query(collection(db, COLLECTIONS.reviews), where('productId', '==', productId), orderBy('createdAt', 'desc')));
  return snapshot.docs.map((doc) => toProductReview(doc.id, doc.data()));
}

export const productReviewsQueryOptions = (productId: string) =>
  queryOptions({ queryKey: reviewKeys.ofProduct(productId), queryFn: () => getProductReviews(productId) });

/** The product page's reviews; the rating line, the tab label and the reviews block share one read. */
export const useProductReviews = (productId: string) => useQuery(productReviewsQueryOptions(productId));
