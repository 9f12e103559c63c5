import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { COLLECTIONS, type PersonName } from '@campus/common/model';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The name a review is signed with, from users/{uid}. */
export async function getReviewerName(db: Firestore, uid: string): Promise<PersonName> {
  const data = (await getDoc(doc(db, COLLECTIONS.users, uid))).data();
  return { firstName: text(data?.firstName), lastName: text(data?.lastName) };
}

const names = new Map<string, Promise<PersonName>>();

/** getReviewerName, read once per user and page session (a failed read is retried next time). */
export function getReviewerNameOnce(db: Firestore, uid: string): Promise<PersonName> {
  let pending = names.get(uid);
  if (pending === undefined) {
    pending = getReviewerName(db, uid);
    names.set(uid, pending);
    pending.catch(() => names.delete(uid));
  }
  return pending;
}
