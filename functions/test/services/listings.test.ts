import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardPhotoPath } from '@campus/common/listing-photos';
import { LISTING_ACTION_NOT_ALLOWED, LISTING_NOT_CANCELLABLE } from '@campus/common/messages';
import { MY_PRODUCTS_PATH } from '@campus/common/site';
import { listings, products } from '../../src/collections';
import { bucket } from '../../src/firebase';
import { AppError } from '../../src/errors';
import { getAdminStats } from '../../src/services/admin-stats';
import {
  adminAcceptCancel,
  adminAcceptListing,
  adminRejectCancel,
  adminRejectListing,
  requestListingCancel,
  submitListing,
  submitListingWithUploads,
} from '../../src/services/listings';
import { notificationsFor } from '../support/deals';
import { PNG_BYTES } from '../support/fixtures';
import { createTestUser } from '../support/users';

const ADDRESS = {
  fullName: 'Ravi Kumar',
  phone: '9876543210',
  address: 'Room 12, Hostel 4',
  locality: 'North Campus',
  city: 'Delhi',
  state: 'Delhi',
  pincode: '110007',
  addressType: 'home',
  isDefault: false,
};

const form = (images: string[]) => ({
  productName: `Casio calculator ${randomUUID()}`,
  productDescription: 'Works perfectly',
  expectedPrice: '750',
  mainCategory: 'Electronic',
  subcategory: 'Calculators',
  address: ADDRESS,
  images,
  state: 'Request_Approved',
  seller: { firstName: 'Forged', lastName: 'Name', email: 'forged@example.com' },
});

async function uploadAs(uid: string): Promise<string> {
  const path = `listings/${uid}/${randomUUID()}/photo.png`;
  await bucket.file(path).save(PNG_BYTES, { resumable: false, contentType: 'image/png' });
  return path;
}

describe('submitListing', () => {
  it('stores a sell request from uploaded photos with the seller taken from the profile, never from the client', async () => {
    const seller = await createTestUser();
    const path = await uploadAs(seller.uid);
    const listing = await submitListing(seller.uid, form([path]));

    expect(listing).toMatchObject({
      sellerId: seller.uid,
      state: 'sellrequest',
      expectedPrice: 750,
      category: { name: 'Electronic' },
      subcategory: 'Calculators',
      seller: { firstName: seller.firstName, lastName: seller.lastName, email: seller.email },
      user: { _id: seller.uid, email: seller.email },
      address: [{ city: 'Delhi', pincode: '110007', addressType: 'home' }],
    });
    expect(listing.images).toHaveLength(1);
    expect(listing.images[0]?.path).toBe(path);
    const image = await fetch(listing.images[0]?.imageUrl ?? '');
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG_BYTES);
    expect((await listings.doc(listing._id).get()).data()?.state).toBe('sellrequest');
  });

  it('refuses photos outside the seller folder, missing photos, unknown categories and a missing image', async () => {
    const [seller, other] = await Promise.all([createTestUser(), createTestUser()]);
    const othersPhoto = await uploadAs(other.uid);
    await expect(submitListing(seller.uid, form([othersPhoto]))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(submitListing(seller.uid, form([`listings/${seller.uid}/nothing-here.png`]))).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(submitListing(seller.uid, { ...form([await uploadAs(seller.uid)]), mainCategory: 'Spaceships' })).rejects.toEqual(
      new AppError('invalid-argument', 'Please choose a valid category'),
    );
    await expect(submitListing(seller.uid, form([]))).rejects.toEqual(new AppError('invalid-argument', 'Please upload at least one product image'));
    expect((await listings.where('sellerId', '==', seller.uid).get()).size).toBe(0);
  });

  it('uploads multipart photos under listings/{uid}/{listingId}/ and refuses non-images before uploading', async () => {
    const seller = await createTestUser();
    const fields = { ...form([]), address: JSON.stringify(ADDRESS), images: undefined, state: undefined, seller: undefined };
    const text = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    await expect(
      submitListingWithUploads(seller.uid, text, [{ fileName: 'notes.txt', contentType: 'text/plain', data: Buffer.from('hi') }]),
    ).rejects.toMatchObject({ code: 'invalid-argument' });

    const listing = await submitListingWithUploads(seller.uid, text, [{ fileName: 'front view.png', contentType: 'image/png', data: PNG_BYTES }]);
    expect(listing.images[0]?.path).toBe(`listings/${seller.uid}/${listing._id}/0-front_view.png`);
    const [exists] = await bucket.file(listing.images[0]?.path ?? '').exists();
    expect(exists).toBe(true);
  });
});

describe('listing decisions', () => {
  it('approves into the catalogue with search keywords, then the owner can no longer cancel', async () => {
    const seller = await createTestUser();
    const listing = await submitListing(seller.uid, form([await uploadAs(seller.uid)]));
    const approved = await adminAcceptListing(listing._id);
    expect(approved.state).toBe('Request_Approved');
    const product = (await products.doc(approved.productId ?? '').get()).data();
    expect(product).toMatchObject({ title: listing.productName, price: 750, originalPrice: 750, status: 'available', sellerId: seller.uid, listingId: listing._id });
    expect(product?.keywords).toEqual(expect.arrayContaining(['ca', 'casio', 'calculators', 'electronic']));
    expect(product?.imageURL).toBe(listing.images[0]?.imageUrl);
    await expect(requestListingCancel(seller.uid, listing._id)).rejects.toEqual(new AppError('failed-precondition', LISTING_NOT_CANCELLABLE));
    await expect(adminRejectListing(listing._id)).rejects.toEqual(new AppError('failed-precondition', LISTING_ACTION_NOT_ALLOWED));
  });

  it("puts the card-sized copy the seller's browser uploaded beside a photo in the catalogue's grids", async () => {
    const seller = await createTestUser();
    const [withCard, withoutCard] = await Promise.all([uploadAs(seller.uid), uploadAs(seller.uid)]);
    await bucket.file(cardPhotoPath(withCard)).save(PNG_BYTES, { resumable: false, contentType: 'image/png' });

    const listing = await submitListing(seller.uid, form([withCard, withoutCard]));
    expect(listing.images[0]?.cardUrl).toContain(encodeURIComponent(cardPhotoPath(withCard)));
    expect(listing.images[1]).not.toHaveProperty('cardUrl');
    const product = (await products.doc((await adminAcceptListing(listing._id)).productId ?? '').get()).data();
    expect(product?.cardImageURL).toBe(listing.images[0]?.cardUrl);
    expect(Buffer.from(await (await fetch(product?.cardImageURL ?? '')).arrayBuffer()).equals(PNG_BYTES)).toBe(true);

    // A photo without a card copy leaves the grids its full size.
    const plain = await submitListing(seller.uid, form([withoutCard]));
    expect((await products.doc((await adminAcceptListing(plain._id)).productId ?? '').get()).data()).not.toHaveProperty('cardImageURL');
  });

  it('lets only the owner ask to cancel a pending request; the admin accepts or rejects the cancellation', async () => {
    const [seller, other] = await Promise.all([createTestUser(), createTestUser()]);
    const first = await submitListing(seller.uid, form([await uploadAs(seller.uid)]));
    const second = await submitListing(seller.uid, form([await uploadAs(seller.uid)]));

    await expect(requestListingCancel(other.uid, first._id)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await requestListingCancel(seller.uid, first._id)).state).toBe('cancelrequest');
    expect((await adminAcceptCancel(first._id)).state).toBe('Cancel_Approved');
    await expect(adminAcceptListing(first._id)).rejects.toMatchObject({ code: 'failed-precondition' });

    await requestListingCancel(seller.uid, second._id);
    expect((await adminRejectCancel(second._id)).state).toBe('sellrequest');
    expect((await adminRejectListing(second._id)).state).toBe('Request_Rejected');
    await expect(adminAcceptListing(`missing-${randomUUID()}`)).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('listing decision notifications', () => {
  it("tells the seller of each admin decision, linking to their products, and nothing of the seller's own cancel request", async () => {
    const seller = await createTestUser();
    const submit = async () => submitListing(seller.uid, form([await uploadAs(seller.uid)]));
    const [approved, rejected, cancelled, kept] = await Promise.all([submit(), submit(), submit(), submit()]);
    const name = (listing: typeof approved) => listing.productName;

    await adminAcceptListing(approved._id);
    await adminRejectListing(rejected._id);
    await requestListingCancel(seller.uid, cancelled._id);
    await requestListingCancel(seller.uid, kept._id);
    expect(await notificationsFor(seller.uid)).toHaveLength(2);
    await adminAcceptCancel(cancelled._id);
    await adminRejectCancel(kept._id);

    const notices = (await notificationsFor(seller.uid)).map(({ kind, title, text, link, read }) => ({ kind, title, text, link, read }));
    expect(notices).toEqual(
      expect.arrayContaining([
        { kind: 'listingApproved', title: 'Listing approved', text: `${name(approved)} is now on sale.`, link: MY_PRODUCTS_PATH, read: false },
        { kind: 'listingRejected', title: 'Listing rejected', text: `${name(rejected)} was not approved.`, link: MY_PRODUCTS_PATH, read: false },
        { kind: 'cancelDecided', title: 'Cancel request approved', text: `${name(cancelled)} has been taken off sale.`, link: MY_PRODUCTS_PATH, read: false },
        { kind: 'cancelDecided', title: 'Cancel request rejected', text: `Your request to cancel ${name(kept)} was not approved.`, link: MY_PRODUCTS_PATH, read: false },
      ]),
    );
    expect(notices).toHaveLength(4);
  });
});

describe('getAdminStats', () => {
  it('counts products, each seller once however many listings, and pending sell and cancel requests', async () => {
    const seller = await createTestUser();
    const pending = await submitListing(seller.uid, form([await uploadAs(seller.uid)]));
    const toCancel = await submitListing(seller.uid, form([await uploadAs(seller.uid)]));
    const toApprove = await submitListing(seller.uid, form([await uploadAs(seller.uid)]));
    await requestListingCancel(seller.uid, toCancel._id);
    await adminAcceptListing(toApprove._id);

    // Files running beside this one change the figures at any time: exact on this seller's documents, which
    // the figures count by their state and flag, and at least those in the figures.
    const stored = await Promise.all([pending, toCancel, toApprove].map(async ({ _id }) => (await listings.doc(_id).get()).data()));
    expect(stored.map((listing) => listing?.state)).toEqual(['sellrequest', 'cancelrequest', 'Request_Approved']);
    expect(stored.map((listing) => listing?.firstOfSeller)).toEqual([true, false, false]);
    expect((await products.where('sellerId', '==', seller.uid).get()).docs.map((doc) => doc.id)).toEqual([toApprove._id]);
    const stats = await getAdminStats();
    expect(Object.keys(stats).sort()).toEqual(['activeSellers', 'pendingCancelRequests', 'pendingRequests', 'totalProducts']);
    for (const figure of Object.values(stats)) expect(figure).toBeGreaterThanOrEqual(1);
    expect(stored[0]?.keywords).toEqual(expect.arrayContaining([seller.firstName.toLowerCase(), seller.lastName.toLowerCase()]));
    expect(pending).not.toHaveProperty('keywords');
  });
});
