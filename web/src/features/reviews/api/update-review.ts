import { useCallback } from 'react';
import { doc, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@campus/common/model';
import type { ReviewValues } from '@campus/common/schemas/review';
import { catalogueDb } from '../../../lib/firebase';
import type { ProductReview } from './review-converter';

/** Changes the rating and comment of the user's own review. */
export async function updateReview(db: Firestore, review: ProductReview, values: ReviewValues): Promise<ProductReview> {
  const updatedAt = new Date().toISOString();
  await updateDoc(doc(db, COLLECTIONS.reviews, review.id), { rating: values.rating, comment: values.comment, updatedAt });
  return { ...review, rating: values.rating, comment: values.comment, updatedAt };
}

export function useUpdateReview(): (review: ProductReview, values: ReviewValues) => Promise<ProductReview> {
  return useCallback((review: ProductReview, values: ReviewValues) => updateReview(catalogueDb, review, values), []);
}
