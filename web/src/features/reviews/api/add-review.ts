import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { doc, setDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, reviewId, type PersonName, type Review } from '@campus/common/model';
import { splitFullName } from '@campus/common/sanitize';
import type { ReviewValues } from '@campus/common/schemas/review';
import { hasErrorCode } from '../../../lib/error-message';
import { liteFirestore } from '../../../lib/lite-firestore';
import { profileQueryOptions } from '../../../lib/profile';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { updateCachedReviews } from './update-cached-reviews';
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
/** The name a review is signed with: the user's profile (the same cached read the profile pages use, so a renamed user signs with the new name), else the Auth display name. */
async function reviewerName(queryClient: QueryClient, user: User): Promise<PersonName> {
  try {
    const { firstName, lastName } = await queryClient.fetchQuery(profileQueryOptions(user.uid));
    if (firstName.trim() !== '') return { firstName: firstName.trim(), lastName: lastName.trim() };
  } catch (error) {
    if (!hasErrorCode(error, 'not-found')) throw error;
  }
  return splitFullName(user.displayName ?? '');
}

export function useAddReview(product: CatalogueProduct) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ReviewValues) => {
      if (!user) throw new Error('Sign in to write a review.');
      const name = await reviewerName(queryClient, user);
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
