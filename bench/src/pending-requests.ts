/**
 * A crowd of pending sell requests for the admin console's benches: `count` listings in state
 * sellrequest from made-up sellers, written to the Firestore emulator FIRESTORE_EMULATOR_HOST names,
 * and removed again afterwards.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { listingKeywords } from '@campus/common/admin-queue';
import type { Listing } from '@campus/common/model';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-campus-market';
const BATCH_SIZE = 500;
const ID_PREFIX = 'bench-pending-';

const db = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

function pendingListing(index: number, createdAt: string): Listing {
  const seller = { firstName: 'Bench', lastName: `Seller${index % 50}`, email: `bench-seller-${index % 50}@campus.ac.in` };
  const productName = `Bench Request ${index}`;
  return {
    sellerId: `bench-seller-${index % 50}`,
    seller,
    productName,
    productDescription: 'A pending sell request made by the bench.',
    expectedPrice: 100 + ((index * 37) % 9_900),
    images: [],
    address: [],
    category: { name: 'Electronic' },
    subcategory: 'Mobile Phones & Tablets',
    state: 'sellrequest',
    createdAt,
    updatedAt: createdAt,
    keywords: listingKeywords(productName, seller),
    firstOfSeller: index < 50,
  };
}

/** Writes `count` pending requests, one second apart, the newest now; returns their ids. */
export async function seedPendingRequests(count: number): Promise<string[]> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('Set FIRESTORE_EMULATOR_HOST: the bench writes to the emulator only.');
  const now = Date.now();
  const ids = Array.from({ length: count }, (_, index) => `${ID_PREFIX}${String(index).padStart(5, '0')}`);
  for (let start = 0; start < count; start += BATCH_SIZE) {
    const batch = db().batch();
    for (const [offset, id] of ids.slice(start, start + BATCH_SIZE).entries()) {
      const index = start + offset;
      batch.set(db().collection('listings').doc(id), pendingListing(index, new Date(now - index * 1000).toISOString()));
    }
    await batch.commit();
  }
  return ids;
}

export async function removePendingRequests(ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += BATCH_SIZE) {
    const batch = db().batch();
    for (const id of ids.slice(start, start + BATCH_SIZE)) batch.delete(db().collection('listings').doc(id));
    await batch.commit();
  }
}
