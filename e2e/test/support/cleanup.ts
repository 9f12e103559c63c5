import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

/**
 * The journeys sign users up through the UI. After each journey file every one of them is removed with
 * what it wrote (profile, cart, wishlist, addresses, notifications, reviews, orders, listings and their photos,
 * conversations and chat photos, blocks, deal ratings, reputation, reports), so the next journeys,
 * and anyone running `npm start`, see the demo data only.
 */
const signedUp = new Set<string>();

/**
 * Accounts a journey deletes through the app: their e-mail finds nothing afterwards, while the orders, reviews
 * and ratings kept for others still name their uid, and the deletion leaves its mark under it.
 */
const deletedAccounts = new Set<string>();

/** Remembers an e-mail a journey may register, for removeSignedUpUsers. */
export function trackSignUp(email: string): void {
  signedUp.add(email.toLowerCase());
}

/** Remembers the uid of an account the journey is about to delete through the app, for removeSignedUpUsers. */
export function trackDeletedAccount(uid: string): void {
  deletedAccounts.add(uid);
}

/** The firebase-admin app of the journeys, on the local stack's emulators. */
export function adminApp(): App {
  const existing = getApps()[0];
  if (existing) return existing;
  const projectId = process.env.GCLOUD_PROJECT;
  if (!projectId || !process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('GCLOUD_PROJECT, FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must point at the local stack (npm run test:e2e sets them)');
  }
  return initializeApp({ projectId });
}

/** The app's Storage bucket (the web app's storageBucket), on the emulator FIREBASE_STORAGE_EMULATOR_HOST names. */
export function listingPhotoBucket() {
  return getStorage(adminApp()).bucket(`${process.env.GCLOUD_PROJECT}.appspot.com`);
}

const isUserNotFound = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'auth/user-not-found';

/** Owned documents: the fields that name their owner in each top-level collection. */
const OWNED_BY: readonly [collection: string, field: string][] = [
  ['reviews', 'userId'],
  ['orders', 'userId'],
  ['listings', 'sellerId'],
  // Products an admin approved from their listings.
  ['products', 'sellerId'],
];

/** What the deals between students leave: the user's conversations (with their messages), blocks, ratings and reports. */
const DEAL_DOCUMENTS: readonly [collection: string, field: string, op: '==' | 'array-contains'][] = [
  ['conversations', 'participants', 'array-contains'],
  ['blocks', 'by', '=='],
  ['dealRatings', 'raterId', '=='],
  ['dealRatings', 'rateeId', '=='],
  ['reports', 'reporterId', '=='],
  ['reports', 'subjectId', '=='],
];

/** Documents whose id is the user's uid: their reputation, and the mark of a suspended account. Notifications go with users/{uid}. */
const KEYED_BY_UID = ['reputations', 'disabledAccounts'] as const;

/** Removes every user the journey file registered, and every account it deleted, with what they left. */
export async function removeSignedUpUsers(): Promise<void> {
  const auth = getAuth(adminApp());
  const emails = [...signedUp];
  signedUp.clear();
  const uids = new Set(deletedAccounts);
  deletedAccounts.clear();
  for (const email of emails) {
    const uid = await auth.getUserByEmail(email).then(
      (user) => user.uid,
      (error: unknown) => {
        // Journeys that expect a refusal never create their user, and a deleted account is found by its uid.
        if (isUserNotFound(error)) return null;
        throw error;
      },
    );
    if (uid !== null) uids.add(uid);
  }
  for (const uid of uids) await removeUser(uid);
}

/** Removes the user's documents, files and Auth account (already gone when the journey deleted the account). */
async function removeUser(uid: string): Promise<void> {
  const auth = getAuth(adminApp());
  const db = getFirestore(adminApp());
  for (const [collection, field] of OWNED_BY) {
    const owned = await db.collection(collection).where(field, '==', uid).get();
    // Recursively: a meet-up order holds its handover code, a conversation its messages, a report its audit trail.
    await Promise.all(owned.docs.map((doc) => db.recursiveDelete(doc.ref)));
  }
  for (const [collection, field, op] of DEAL_DOCUMENTS) {
    const owned = await db.collection(collection).where(field, op, uid).get();
    await Promise.all(owned.docs.map((doc) => db.recursiveDelete(doc.ref)));
  }
  for (const collection of KEYED_BY_UID) await db.collection(collection).doc(uid).delete();
  await listingPhotoBucket().deleteFiles({ prefix: `listings/${uid}/` });
  // Chat photos live under the buyer's folder, chats/{buyerId}/{sellerId}/...
  await listingPhotoBucket().deleteFiles({ prefix: `chats/${uid}/` });
  await db.recursiveDelete(db.collection('users').doc(uid));
  await auth.deleteUser(uid).catch((error: unknown) => {
    if (!isUserNotFound(error)) throw error;
  });
}
