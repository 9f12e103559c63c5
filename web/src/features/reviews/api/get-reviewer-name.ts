import { queryOptions } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, type PersonName } from '@campus/common/model';
import { asText } from '@campus/common/values';
import { liteFirestore } from '../../../lib/lite-firestore';
import { reviewKeys } from './keys';

/** The name a review is signed with, from the user's own users/{uid}. */
export async function getReviewerName(uid: string): Promise<PersonName> {
  const data = (await getDoc(doc(liteFirestore, COLLECTIONS.users, uid))).data() ?? {};
  return { firstName: asText(data.firstName).trim(), lastName: asText(data.lastName).trim() };
}

/**
 * Read once per session: a review needs the name, and it rarely changes while the user is here. It is only
 * ever fetched (no component observes it), so it must also outlive TanStack's default 5-minute gcTime.
 */
export const reviewerNameQueryOptions = (uid: string) =>
  queryOptions({ queryKey: reviewKeys.reviewerName(uid), queryFn: () => getReviewerName(uid), staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY });
