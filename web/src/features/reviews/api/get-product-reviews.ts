import { collection, getDocs, orderBy, query, where, type Firestore } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@campus/common/model';
import { catalogueDb } from '../../../lib/firebase';
import { useAsync, type AsyncState } from '../../../lib/use-async';
import { toProductReview, type ProductReview } from './review-converter';

/**
 * A product's reviews, newest first (Lite SDK). Needs the composite index
 * reviews: productId ASC, createdAt DESC.
 */
export async function getProductReviews(db: Firestore, productId: string): Promise<ProductReview[]> {
  const snapshot = await getDocs(
    query(collection(db, COLLECTIONS.reviews), where('productId', '==', productId), orderBy('createdAt', 'desc')),
  );
  return snapshot.docs.map((doc) => toProductReview(doc.id, doc.data()));
}

export function useProductReviews(productId: string): AsyncState<ProductReview[]> {
  return useAsync(`reviews:${productId}`, () => getProductReviews(catalogueDb, productId));
}
