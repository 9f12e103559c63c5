import type { SellerSummary } from '@campus/common/model';
import { auth } from '../firebase';
import { users } from '../collections';

/** Name and e-mail of a user as stored on orders, listings and reviews: from users/{uid}, never from the client. */
export async function userSummary(uid: string): Promise<SellerSummary> {
  const profile = (await users.doc(uid).get()).data();
  if (profile) return { firstName: profile.firstName, lastName: profile.lastName, email: profile.email };
  const record = await auth.getUser(uid);
  return { firstName: '', lastName: '', email: record.email ?? '' };
}
