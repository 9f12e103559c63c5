import { AUTH_REQUIRED } from '@campus/common/messages';
import type { SellerSummary } from '@campus/common/model';
import { asRecord } from '@campus/common/values';
import { auth } from '../firebase';
import { users } from '../collections';
import { AppError } from '../errors';

/**
 * Name and e-mail of a user as stored on orders, listings and reviews: from users/{uid}, never from the client.
 * unauthenticated when the account is gone: its ID token stays valid for up to an hour after a deletion.
 */
export async function userSummary(uid: string): Promise<SellerSummary> {
  const profile = (await users.doc(uid).get()).data();
  if (profile) return { firstName: profile.firstName, lastName: profile.lastName, email: profile.email };
  try {
    const record = await auth.getUser(uid);
    return { firstName: '', lastName: '', email: record.email ?? '' };
  } catch (error) {
    if (asRecord(error).code === 'auth/user-not-found') throw new AppError('unauthenticated', AUTH_REQUIRED);
    throw error;
  }
}
