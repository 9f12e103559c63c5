import { useCallback } from 'react';
import { doc, setDoc, type Firestore } from 'firebase/firestore/lite';
import { useUser } from 'reactfire';
import { COLLECTIONS, reviewId, type PersonName, type Review } from '@campus/common/model';
import { splitFullName } from '@campus/common/sanitize';
import type { ReviewValues } from '@campus/common/schemas/review';
import { catalogueDb } from '../../../lib/firebase';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { getReviewerNameOnce } from './get-reviewer-name';
import type { ProductReview } from './review-converter';

export interface NewReview extends ReviewValues {
  productId: string;
  userId: string;
  user: PersonName;
  product: Review['product'];
}

/** Creates reviews/{productId}_{uid}; the rules allow one review per user and product. */
export async function addReview(db: Firestore, input: NewReview): Promise<ProductReview> {
  const now = new Date().toISOString();
  const review: Review = {
    productId: input.productId,
    userId: input.userId,
    rating: input.rating,
    comment: input.comment,
    user: { firstName: input.user.firstName, lastName: input.user.lastName },
    product: { title: input.product.title, imageURL: input.product.imageURL, price: input.product.price },
    createdAt: now,
    updatedAt: now,
  };
  const id = reviewId(input.productId, input.userId);
  await setDoc(doc(db, COLLECTIONS.reviews, id), review);
  return { id, ...review };
}

/**
 * addReview for the signed-in user on this product: the name comes from users/{uid} (read once per
 * session; the Auth display name if the profile has none), the product copy from the product document.
 */
export function useAddReview(product: CatalogueProduct): (values: ReviewValues) => Promise<ProductReview> {
  const { data: user } = useUser();
  return useCallback(
    async (values: ReviewValues) => {
      if (!user) throw new Error('Sign in to write a review.');
      const stored = await getReviewerNameOnce(catalogueDb, user.uid);
      const name = stored.firstName ? stored : splitFullName(user.displayName ?? '');
      return addReview(catalogueDb, {
        ...values,
        productId: product.id,
        userId: user.uid,
        user: { firstName: name.firstName, lastName: name.lastName },
        product: { title: product.title, imageURL: product.imageURL, price: product.price },
      });
    },
    [user, product],
  );
}
