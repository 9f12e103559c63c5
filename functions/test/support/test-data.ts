/**
 * What the stack tests create, removed after each test file (remove-test-data.ts, the stack project's
 * setup file): other files and the browser journeys share the emulators' data, and the last stack test
 * fails the run on anything left beside the demo data (scripts/test/no-leftovers.test.ts).
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { asRecord } from '@campus/common/values';
import { listings, orders, products, reviews, users } from '../../src/collections';
import { auth, bucket, db } from '../../src/firebase';
import { RATE_LIMITS } from '../../src/services/rate-limits';
import { listingImagePrefix } from '../../src/services/storage-images';

const trackedUsers = new Set<string>();
const trackedProducts = new Set<string>();

/** A user a test created (however it was created): removed with everything it owns. */
export function trackTestUser(uid: string): void {
  trackedUsers.add(uid);
}

/** A product (and its listing, same id) a factory wrote, whoever its seller is. */
export function trackTestProduct(productId: string): void {
  trackedProducts.add(productId);
}

/** The user's listings and products, the orders they placed or sell in, and their reviews. */
async function ownedBy(uid: string): Promise<DocumentReference[]> {
  const snapshots = await Promise.all([
    products.where('sellerId', '==', uid).get(),
    listings.where('sellerId', '==', uid).get(),
    orders.where('userId', '==', uid).get(),
    orders.where('sellerIds', 'array-contains', uid).get(),
    reviews.where('userId', '==', uid).get(),
  ]);
  return snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref));
}

async function deleteAccount(uid: string): Promise<void> {
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    // Some tests delete the account themselves.
    if (asRecord(error).code !== 'auth/user-not-found') throw error;
  }
}

/**
 * Removes every tracked user (account, users/{uid} with its subcollections, what they own, their photos) and
 * product, and every rate-limit counter.
 */
export async function removeTestData(): Promise<void> {
  const uids = [...trackedUsers];
  const productIds = [...trackedProducts];
  trackedUsers.clear();
  trackedProducts.clear();
  const refs = [
    ...(await Promise.all(uids.map(ownedBy))).flat(),
    ...productIds.flatMap((id) => [products.doc(id), listings.doc(id)]),
  ];
  const writer = db.bulkWriter();
  // An order can be both placed and sold by test users: delete each document once.
  for (const ref of new Map(refs.map((ref) => [ref.path, ref])).values()) void writer.delete(ref);
  for (const uid of uids) await db.recursiveDelete(users.doc(uid), writer);
  // Every /api sign-in or sign-up leaves rate-limit counters (at 0 unless it failed), whichever test made it.
  await db.recursiveDelete(db.collection(RATE_LIMITS), writer);
  await writer.close();
  for (const uid of uids) {
    await bucket.deleteFiles({ prefix: listingImagePrefix(uid) });
    await deleteAccount(uid);
  }
}
