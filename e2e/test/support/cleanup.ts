import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

/**
 * The journeys sign users up through the UI. After each journey file every one of them is removed with
 * what it wrote (profile, cart, wishlist, addresses, reviews, orders, listings and their photos), so the next journeys,
 * and anyone running `npm start`, see the demo data only.
 */
const signedUp = new Set<string>();

/** Remembers an e-mail a journey may register, for removeSignedUpUsers. */
export function trackSignUp(email: string): void {
  signedUp.add(email.toLowerCase());
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

export async function removeSignedUpUsers(): Promise<void> {
  const auth = getAuth(adminApp());
  const db = getFirestore(adminApp());
  const emails = [...signedUp];
  signedUp.clear();
  for (const email of emails) {
    const uid = await auth.getUserByEmail(email).then(
      (user) => user.uid,
      (error: unknown) => {
        // Journeys that expect a refusal never create their user.
        if (isUserNotFound(error)) return null;
        throw error;
      },
    );
    if (uid === null) continue;
    for (const [collection, field] of OWNED_BY) {
      const owned = await db.collection(collection).where(field, '==', uid).get();
      await Promise.all(owned.docs.map((doc) => doc.ref.delete()));
    }
    await listingPhotoBucket().deleteFiles({ prefix: `listings/${uid}/` });
    await db.recursiveDelete(db.collection('users').doc(uid));
    await auth.deleteUser(uid);
  }
}
