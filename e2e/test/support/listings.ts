import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { listingKeywords } from '@campus/common/admin-queue';
import type { Listing, ListingState } from '@campus/common/model';
import { adminApp } from './cleanup';
import type { NewUser } from './auth';

export interface TestListing {
  id: string;
  productName: string;
}

/**
 * A sell request of `seller` (an account of the journey's newUser, so it is removed with them) in `state`, as
 * submitting, and asking to cancel, leave it. No photo: the rows show the placeholder.
 */
export async function createTestListing(seller: NewUser, productName: string, state: ListingState, price = 1500): Promise<TestListing> {
  const db = getFirestore(adminApp());
  const { uid } = await getAuth(adminApp()).getUserByEmail(seller.email);
  const now = new Date().toISOString();
  const listing: Listing = {
    sellerId: uid,
    seller: { firstName: seller.firstName, lastName: seller.lastName, email: seller.email },
    productName,
    productDescription: `${productName}: used for one semester, works perfectly.`,
    expectedPrice: price,
    images: [],
    address: [{ fullName: `${seller.firstName} ${seller.lastName}`, phone: '9876543210', address: 'Room 12, Hostel 4', locality: 'North Campus', city: 'Pune', state: 'Maharashtra', pincode: '411007', addressType: 'home' }],
    category: { name: 'Electronic' },
    subcategory: 'Mobile Phones & Tablets',
    state,
    createdAt: now,
    updatedAt: now,
    keywords: listingKeywords(productName, seller),
    firstOfSeller: false,
  };
  const id = `e2e-${randomUUID()}`;
  await db.collection('listings').doc(id).set(listing);
  return { id, productName };
}
