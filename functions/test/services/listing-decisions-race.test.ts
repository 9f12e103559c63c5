/** Admin decisions arriving together on one sell request (bench/src/orders-race.ts races them through the callables). */
import { describe, expect, it } from 'vitest';
import { LISTING_ACTION_NOT_ALLOWED } from '@campus/common/messages';
import { listings, products } from '../../src/collections';
import { bucket } from '../../src/firebase';
import { AppError } from '../../src/errors';
import { adminAcceptListing, adminRejectListing, submitListing } from '../../src/services/listings';
import { PNG_BYTES, validAddress } from '../support/fixtures';
import { createTestUser } from '../support/users';

const DECISIONS = 20;

async function pendingListing(): Promise<string> {
  const seller = await createTestUser();
  const photo = `listings/${seller.uid}/race/photo.png`;
  await bucket.file(photo).save(PNG_BYTES, { resumable: false, contentType: 'image/png' });
  const listing = await submitListing(seller.uid, {
    productName: 'Raced calculator',
    productDescription: 'Two admins want to decide on it',
    expectedPrice: '750',
    mainCategory: 'Electronic',
    subcategory: 'Calculators',
    address: validAddress(),
    images: [photo],
  });
  return listing._id;
}

describe('decisions on one sell request at once', () => {
  it('10 accepts and 10 rejects together: one applies, the other 19 are conflicts, and the request and the catalogue hold the one that applied', async () => {
    const listingId = await pendingListing();

    const outcomes = await Promise.allSettled(
      Array.from({ length: DECISIONS }, (_, index) => (index % 2 === 0 ? adminAcceptListing(listingId) : adminRejectListing(listingId))),
    );

    const applied = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(applied).toHaveLength(1);
    expect(refused).toEqual(Array<AppError>(DECISIONS - 1).fill(new AppError('failed-precondition', LISTING_ACTION_NOT_ALLOWED)));
    const state = applied[0]?.state;
    expect((await listings.doc(listingId).get()).data()?.state).toBe(state);
    expect((await products.doc(listingId).get()).data()?.status).toBe(state === 'Request_Approved' ? 'available' : undefined);
  });
});
