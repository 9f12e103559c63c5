/**
 * Removes what a test file created, so its products never show up in the shared catalogue that
 * browser journeys use: every document of the tracked test users, their photos and their accounts.
 */
import { listings, orders, products, reviews, users } from '../../src/collections';
import { auth, bucket, db } from '../../src/firebase';

const tracked = new Set<string>();

export function trackTestUser(uid: string): void {
  tracked.add(uid);
}

async function removeUser(uid: string): Promise<void> {
  const owned = await Promise.all([
    products.where('sellerId', '==', uid).get(),
    listings.where('sellerId', '==', uid).get(),
    orders.where('userId', '==', uid).get(),
    reviews.where('userId', '==', uid).get(),
  ]);
  const writer = db.bulkWriter();
  for (const snapshot of owned) for (const doc of snapshot.docs) void writer.delete(doc.ref);
  await db.recursiveDelete(users.doc(uid), writer);
  await bucket.deleteFiles({ prefix: `listings/${uid}/` });
  await auth.deleteUser(uid);
}

/** Call from afterAll in every test file that creates users. */
export async function removeTestData(): Promise<void> {
  const uids = [...tracked];
  tracked.clear();
  for (const uid of uids) await removeUser(uid);
}
