import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, setDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, reviewId, type PersonName, type Review } from '@campus/common/model';
import { splitFullName } from '@campus/common/sanitize';
import type { ReviewValues } from '@campus/common/schemas/review';
import { liteFirestore } from '../../../lib/lite-firestore';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { reviewerNameQueryOptions } from './get-reviewer-name';
import { updateCachedReviews } from './get-product-reviews';
import type { ProductReview } from '../../../lib/review-converter';
import { useSession } from '../../../lib/session';

export interface NewReview extends ReviewValues {
  productId: string;
  userId: string;
  user: PersonName;
  product: Review['product'];
}

/** Creates reviews/{productId}_{uid}; the rules allow one review per user and product. */
export async function addReview(input: NewReview): Promise<ProductReview> {
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
  await setDoc(doc(liteFirestore, COLLECTIONS.reviews, id), review);
  return { id, ...review };
}

/**
 * addReview for the signed-in user on this product: the name comes from users/{uid} (the Auth display
 * name if the profile has none), the product copy from the product document. The new review is put at
 * the top of the product's and the user's cached reviews (spec section 4: a created review is prepended
 * to both lists).
 */
export function useAddReview(product: CatalogueProduct) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ReviewValues) => {
      if (!user) throw new Error('Sign in to write a review.');
      const stored = await queryClient.fetchQuery(reviewerNameQueryOptions(user.uid));
      const name = stored.firstName ? stored : splitFullName(user.displayName ?? '');
      return addReview({
        ...values,
        productId: product.id,
        userId: user.uid,
        user: { firstName: name.firstName, lastName: name.lastName },
        product: { title: product.title, imageURL: product.imageURL, price: product.price },
      });
    },
    onSuccess: (review) => {
      updateCachedReviews(queryClient, review, { kind: 'created', review });
    },
  });
}
