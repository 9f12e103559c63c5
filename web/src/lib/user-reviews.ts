import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@campus/common/model';
import { liteFirestore } from './lite-firestore';
import { toProductReview, type ProductReview } from './review-converter';
import { useSession } from './session';

/**
 * The signed-in user's own reviews, newest first, shared by My Reviews and the profile's recent reviews:
 * one cached read that the review mutations keep up to date.
 */
export const userReviewKeys = {
  ofUser: (uid: string) => ['reviews', 'user', uid] as const,
};

/** Needs the composite index reviews: userId ASC, createdAt DESC. */
export async function getUserReviews(uid: string): Promise<ProductReview[]> {
  const snapshot = await getDocs(
    query(collection(liteFirestore, COLLECTIONS.reviews), where('userId', '==', uid), orderBy('createdAt', 'desc')),
  );
  return snapshot.docs.map((doc) => toProductReview(doc.id, doc.data()));
}

export const userReviewsQueryOptions = (uid: string) =>
  queryOptions({ queryKey: userReviewKeys.ofUser(uid), queryFn: () => getUserReviews(uid) });

/** The signed-in user's reviews, newest first (disabled, pending, for a visitor or while the session loads). */
export function useUserReviews() {
  const { user } = useSession();
  return useQuery({ ...userReviewsQueryOptions(user?.uid ?? ''), enabled: Boolean(user) });
}

/**
 * Applies a change to the user's cached reviews, if they were read: an uncached list stays unread, so
 * its first read fetches everything.
 */
export function updateCachedUserReviews(queryClient: QueryClient, uid: string, change: (reviews: ProductReview[]) => ProductReview[]): void {
  queryClient.setQueryData(userReviewsQueryOptions(uid).queryKey, (reviews) => (reviews === undefined ? undefined : change(reviews)));
}
