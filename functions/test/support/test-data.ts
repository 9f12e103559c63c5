/**
 * What the stack tests create, removed after each test file (remove-test-data.ts, the stack project's
 * setup file): other files and the browser journeys share the emulators' data, and the last stack test
 * fails the run on anything left beside the demo data (scripts/test/no-leftovers.test.ts).
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@campus/common/model';
import { asRecord, isRecord } from '@campus/common/values';
import { blocks, conversations, dealRatings, listings, meetupSpots, orders, products, reports, reputations, reviews, users } from '../../src/collections';
import { auth, bucket, db } from '../../src/firebase';
import { counterRef } from '../../src/services/rate-limits';
import { listingImagePrefix } from '../../src/services/storage-images';

const trackedUsers = new Set<string>();
const trackedProducts = new Set<string>();
const trackedMeetupSpots = new Set<string>();
const trackedRateLimitKeys = new Set<string>();

/** A user a test created (however it was created): removed with everything it owns. */
export function trackTestUser(uid: string): void {
  trackedUsers.add(uid);
}

/** A product (and its listing, same id) a factory wrote, whoever its seller is. */
export function trackTestProduct(productId: string): void {
  trackedProducts.add(productId);
}

/** A meet-up spot a test wrote. */
export function trackTestMeetupSpot(spotId: string): void {
  trackedMeetupSpots.add(spotId);
}

/**
 * A failure budget a test spent from, such as 'signin:address:198.51.100.7' (api/middleware/rate-limit.ts):
 * its counter is removed after the file. Only the file's own counters go, so a file that runs beside
 * api/rate-limit.test.ts never resets that file's budgets half-way.
 */
export function trackRateLimitKey(key: string): void {
  trackedRateLimitKeys.add(key);
}

const AUTH_ACTIONS: ReadonlyMap<string, 'signin' | 'signup'> = new Map([
  ['/api/auth/signin', 'signin'],
  ['/api/auth/signup', 'signup'],
]);

/**
 * A request to `path` (of the api function, e.g. '/api/auth/signin') with this JSON body: if it is a sign-in or
 * sign-up, the budget of its e-mail is tracked, keyed as the route keys it (the form's schema trims the e-mail,
 * the key lower-cases it). Whatever the answer: a success leaves its counter at 0, a malformed body none. The
 * client address's budget is spent only when a test sends X-Forwarded-For, and that test tracks it.
 */
export function trackAuthRequest(path: string, body: unknown): void {
  const action = AUTH_ACTIONS.get(path);
  const email = isRecord(body) ? body.email : undefined;
  if (action !== undefined && typeof email === 'string') trackRateLimitKey(`${action}:email:${email.trim().toLowerCase()}`);
}

/** The user's listings, products, reviews, ratings, blocks, reputation and disabled-account mark. */
async function ownedBy(uid: string): Promise<DocumentReference[]> {
  const snapshots = await Promise.all([
    products.where('sellerId', '==', uid).get(),
    listings.where('sellerId', '==', uid).get(),
    reviews.where('userId', '==', uid).get(),
    dealRatings.where('raterId', '==', uid).get(),
    dealRatings.where('rateeId', '==', uid).get(),
    blocks.where('by', '==', uid).get(),
  ]);
  const single = [reputations.doc(uid), db.collection(COLLECTIONS.disabledAccounts).doc(uid)];
  return [...snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref)), ...single];
}

/**
 * What the user takes part in with subcollections, deleted with them: orders they placed or sell in (their
 * handover code), conversations (their messages), reports they made or are the subject of (their audit).
 */
async function takenPartIn(uid: string): Promise<DocumentReference[]> {
  const snapshots = await Promise.all([
    orders.where('userId', '==', uid).get(),
    orders.where('sellerIds', 'array-contains', uid).get(),
    conversations.where('participants', 'array-contains', uid).get(),
    reports.where('reporterId', '==', uid).get(),
    reports.where('subjectId', '==', uid).get(),
  ]);
  return snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref));
}

/** Each document once, by path: one can be reached from two test users (an order's buyer and seller). */
const unique = (refs: readonly DocumentReference[]): DocumentReference[] => [...new Map(refs.map((ref) => [ref.path, ref])).values()];

async function deleteAccount(uid: string): Promise<void> {
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    // Some tests delete the account themselves.
    if (asRecord(error).code !== 'auth/user-not-found') throw error;
  }
}

/**
 * Removes every tracked user (account, users/{uid} with its subcollections such as notifications, what they
 * own or take part in, their listing and chat photos), product, meet-up spot and rate-limit counter.
 */
export async function removeTestData(): Promise<void> {
  const uids = [...trackedUsers];
  const productIds = [...trackedProducts];
  const spotIds = [...trackedMeetupSpots];
  const rateLimitKeys = [...trackedRateLimitKeys];
  trackedUsers.clear();
  trackedProducts.clear();
  trackedMeetupSpots.clear();
  trackedRateLimitKeys.clear();
  const nested = unique([...(await Promise.all(uids.map(takenPartIn))).flat(), ...uids.map((uid) => users.doc(uid))]);
  const nestedPaths = new Set(nested.map((ref) => ref.path));
  const refs = unique([
    ...(await Promise.all(uids.map(ownedBy))).flat(),
    ...productIds.flatMap((id) => [products.doc(id), listings.doc(id)]),
    ...spotIds.map((id) => meetupSpots.doc(id)),
    ...rateLimitKeys.map(counterRef),
  ]).filter((ref) => !nestedPaths.has(ref.path));
  const writer = db.bulkWriter();
  for (const ref of refs) void writer.delete(ref);
  for (const ref of nested) await db.recursiveDelete(ref, writer);
  await writer.close();
  for (const uid of uids) {
    await bucket.deleteFiles({ prefix: listingImagePrefix(uid) });
    // Chat photos live under chats/{buyerId}/...: the buyer's prefix holds both sides' photos.
    await bucket.deleteFiles({ prefix: `chats/${uid}/` });
    await deleteAccount(uid);
  }
}
