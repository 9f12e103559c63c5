/**
 * Disabling an account. Auth then refuses new sign-ins and token refreshes, but an ID token already
 * issued stays valid for up to an hour, and security rules check only its signature and expiry; so
 * the server also marks the account in disabledAccounts/{uid}, which firestore.rules read (isActive())
 * to treat its holder as a visitor. No client may read or write that collection.
 */
import { COLLECTIONS } from '@campus/common/model';
import { auth, db } from '../firebase';
import { nowIso } from '../validation';

/** disabledAccounts/{uid} */
export interface DisabledAccount {
  disabledAt: string;
}

const markOf = (uid: string) => db.collection(COLLECTIONS.disabledAccounts).doc(uid);

/**
 * Disables (or enables again) the Auth account `uid`; throws auth/user-not-found for an unknown uid,
 * before writing anything. Disabling also revokes the refresh tokens and writes the mark; enabling
 * removes the mark after Auth lets the account in again. Both may be repeated.
 */
export async function setAccountDisabled(uid: string, disabled: boolean): Promise<void> {
  await auth.updateUser(uid, { disabled });
  if (disabled) {
    const mark: DisabledAccount = { disabledAt: nowIso() };
    await markOf(uid).set(mark);
    await auth.revokeRefreshTokens(uid);
  } else {
    await markOf(uid).delete();
  }
}
