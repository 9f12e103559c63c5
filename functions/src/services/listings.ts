/** Sell requests: submission, the owner's cancel request and the admin's decisions. */
import type { DocumentReference, WriteBatch } from 'firebase-admin/firestore';
import { productFromListing } from '@campus/common/listing-product';
import {
  IMAGES_NOT_PATHS,
  LISTING_ACTION_NOT_ALLOWED,
  LISTING_CANCEL_SELLER_ONLY,
  LISTING_NOT_CANCELLABLE,
  LISTING_NOT_FOUND,
  NOT_AN_IMAGE,
} from '@campus/common/messages';
import { nextListingState, type ListingAction } from '@campus/common/listing-state';
import { listingKeywords } from '@campus/common/admin-queue';
import type { Listing, ListingAddress, ListingState, SellerSummary, StoredImage } from '@campus/common/model';
import { MY_PRODUCTS_PATH } from '@campus/common/site';
import { addressSchema } from '@campus/common/schemas/address';
import { SELL_ADDRESS_FAILURE } from '@campus/common/schemas/sell-address';
import { sellSchema } from '@campus/common/schemas/sell';
import { asList, asRecord, isRecord } from '@campus/common/values';
import { db } from '../firebase';
import { runTransaction } from '../transaction';
import { listings, products, withApiId, type ApiEntity } from '../collections';
import { AppError } from '../errors';
import { documentId, nowIso, validated } from '../validation';
import { notify, type NotificationContent } from './notifications';
import { deleteImages, uploadListingImages, uploadedListingImage, type UploadedFile } from './storage-images';
import { userSummary } from './users';

/** A listing as the /api shows it: `_id`, and the seller as `user` {_id, firstName, lastName, email}. */
export type ApiListing = ApiEntity<Omit<Listing, 'keywords' | 'firstOfSeller'>> & { user: { _id: string; firstName: string; lastName: string; email: string } };

/** The search keywords and the seller-count flag are the dashboard's bookkeeping, not part of the /api listing. */
export const toApiListing = (id: string, { keywords: _keywords, firstOfSeller: _firstOfSeller, ...listing }: Listing): ApiListing => ({
  ...withApiId(id, listing),
  user: { _id: listing.sellerId, ...listing.seller },
});

/** The sell form's address: an object, a one-element array, or (multipart) its JSON text. */
function parseAddress(raw: unknown): ListingAddress {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw new AppError('invalid-argument', SELL_ADDRESS_FAILURE);
    }
  }
  if (Array.isArray(value)) value = value[0];
  if (!isRecord(value)) throw new AppError('invalid-argument', SELL_ADDRESS_FAILURE);
  const { fullName, phone, address, locality, city, state, pincode, addressType } = validated(addressSchema, value);
  return { fullName, phone, address, locality, city, state, pincode, addressType };
}

interface ListingFields {
  productName: string;
  productDescription: string;
  expectedPrice: number;
  mainCategory: string;
  subcategory: string;
  address: ListingAddress;
}

/** Validates the sell form (sell schema, then the address); `images` is only counted here. */
function parseListing(input: unknown, images: readonly unknown[]): ListingFields {
  const body = asRecord(input);
  const { productName, productDescription, expectedPrice, mainCategory, subcategory } = validated(sellSchema, { ...body, images });
  return { productName, productDescription, expectedPrice, mainCategory, subcategory, address: parseAddress(body.address) };
}

async function createListing(uid: string, id: string, fields: ListingFields, images: StoredImage[]): Promise<ApiListing> {
  const seller = await userSummary(uid);
  return runTransaction(async (tx) => {
    // Read in the transaction, so that two first listings of one seller at once cannot both count as the first.
    const earlier = await tx.get(listings.where('sellerId', '==', uid).limit(1));
    const listing = newListing(uid, seller, fields, images, earlier.empty);
    tx.create(listings.doc(id), listing);
    return toApiListing(id, listing);
  });
}

function newListing(uid: string, seller: SellerSummary, fields: ListingFields, images: StoredImage[], firstOfSeller: boolean): Listing {
  const now = nowIso();
  return {
    sellerId: uid,
    seller,
    productName: fields.productName,
    productDescription: fields.productDescription,
    expectedPrice: fields.expectedPrice,
    images,
    address: [fields.address],
    category: { name: fields.mainCategory },
    subcategory: fields.subcategory,
    state: 'sellrequest',
    createdAt: now,
    updatedAt: now,
    keywords: listingKeywords(fields.productName, seller),
    firstOfSeller,
  };
}

/**
 * A sell request from photos the client already uploaded under listings/{uid}/...: `input.images` holds
 * their Storage paths. Seller name and e-mail come from users/{uid}. The listing starts as 'sellrequest'.
 */
export async function submitListing(uid: string, input: unknown): Promise<ApiListing> {
  const paths = asList(asRecord(input).images);
  const fields = parseListing(input, paths);
  const images = await Promise.all(
    paths.map((path) => {
      if (typeof path !== 'string') throw new AppError('invalid-argument', IMAGES_NOT_PATHS);
      return uploadedListingImage(uid, path);
    }),
  );
  return createListing(uid, listings.doc().id, fields, images);
}

/** A sell request from the /api multipart form: fields are validated before any photo is uploaded. */
export async function submitListingWithUploads(uid: string, input: Record<string, string>, files: readonly UploadedFile[]): Promise<ApiListing> {
  const fields = parseListing(input, files);
  if (files.some((file) => !file.contentType.startsWith('image/'))) throw new AppError('invalid-argument', NOT_AN_IMAGE);
  const id = listings.doc().id;
  const images = await uploadListingImages(uid, id, files);
  try {
    return await createListing(uid, id, fields, images);
  } catch (error) {
    await deleteImages(images);
    throw error;
  }
}

/** The user's own listings, newest first. */
export async function listOwnListings(uid: string): Promise<ApiListing[]> {
  const snapshot = await listings.where('sellerId', '==', uid).orderBy('createdAt', 'desc').get();
  return snapshot.docs.map((doc) => toApiListing(doc.id, doc.data()));
}

/** Every listing, newest first: the admin queues filter them by state. */
export async function listAllListings(): Promise<ApiListing[]> {
  const snapshot = await listings.orderBy('createdAt', 'desc').get();
  return snapshot.docs.map((doc) => toApiListing(doc.id, doc.data()));
}

type Decision = 'accept' | 'reject' | 'acceptCancel' | 'rejectCancel' | 'ownerCancel';

const ACTIONS: Record<Decision, ListingAction> = {
  accept: 'adminAccept',
  reject: 'adminReject',
  acceptCancel: 'adminAcceptCancel',
  rejectCancel: 'adminRejectCancel',
  ownerCancel: 'ownerCancel',
};

/** What the seller is told of an admin's decision (their own cancel request tells nobody). */
function decisionNotice(decision: Decision, state: ListingState, listing: Listing): NotificationContent | null {
  const name = listing.productName || 'your item';
  switch (decision) {
    case 'accept':
      return { kind: 'listingApproved', title: 'Listing approved', text: `${name} is now on sale.`, link: MY_PRODUCTS_PATH };
    case 'reject':
      return { kind: 'listingRejected', title: 'Listing rejected', text: `${name} was not approved.`, link: MY_PRODUCTS_PATH };
    case 'acceptCancel':
    case 'rejectCancel':
      return {
        kind: 'cancelDecided',
        title: state === 'Cancel_Approved' ? 'Cancel request approved' : 'Cancel request rejected',
        text: state === 'Cancel_Approved' ? `${name} has been taken off sale.` : `Your request to cancel ${name} was not approved.`,
        link: MY_PRODUCTS_PATH,
      };
    case 'ownerCancel':
      return null;
  }
}

const GRPC_ALREADY_EXISTS = 6;
const GRPC_FAILED_PRECONDITION = 9;
/** The errors of a conditional write whose document changed (or appeared) after it was read. */
const CHANGED_SINCE_READ: ReadonlySet<unknown> = new Set([GRPC_ALREADY_EXISTS, GRPC_FAILED_PRECONDITION]);
const MAX_DECISION_ATTEMPTS = 5;

/** A decision's writes, each conditioned on its document being as it was read, and what the caller gets. */
async function planDecision(ref: DocumentReference<Listing, Listing>, decision: Decision, ownerUid?: string): Promise<{ batch: WriteBatch; result: ApiListing }> {
  const snapshot = await ref.get();
  const listing = snapshot.data();
  if (!listing) throw new AppError('not-found', LISTING_NOT_FOUND);
  if (ownerUid !== undefined && listing.sellerId !== ownerUid) throw new AppError('permission-denied', LISTING_CANCEL_SELLER_ONLY);
  const state = nextListingState(listing.state, ACTIONS[decision]);
  if (state === null) {
    throw new AppError('failed-precondition', decision === 'ownerCancel' ? LISTING_NOT_CANCELLABLE : LISTING_ACTION_NOT_ALLOWED);
  }
  // The product's id is the listing's, so approving a listing again re-opens the same catalogue entry.
  const productRef = products.doc(listing.productId ?? ref.id);
  const productSnapshot = await productRef.get();
  const product = productSnapshot.data();
  const now = nowIso();
  const changes: Partial<Listing> = { state, updatedAt: now };
  const batch = db.batch();
  if (decision === 'accept') {
    const entry = productFromListing(ref.id, listing, product?.createdAt ?? now);
    if (productSnapshot.exists) batch.update(productRef, entry, { lastUpdateTime: productSnapshot.updateTime });
    else batch.create(productRef, entry);
    changes.productId = productRef.id;
  } else if (decision === 'acceptCancel' && product?.status === 'available') {
    batch.update(productRef, { status: 'withdrawn' }, { lastUpdateTime: productSnapshot.updateTime });
  }
  batch.update(ref, changes, { lastUpdateTime: snapshot.updateTime });
  const notice = decisionNotice(decision, state, listing);
  if (notice) notify(batch, listing.sellerId, notice);
  return { batch, result: toApiListing(ref.id, { ...listing, ...changes }) };
}

/**
 * Applies one state-machine step to a listing, with the catalogue change it implies. Not a transaction but
 * writes conditioned on each document's update time: when another decision lands between the reads and the
 * write, this one is planned again from what that one wrote, and usually refused as no longer allowed. The
 * Firestore emulator settles transactions competing for one document by lock timeouts of seconds each, so
 * twenty decisions of one request at once ran out of retries there (bench/src/orders-race.ts); these writes
 * hold no lock.
 */
async function decide(listingId: string, decision: Decision, ownerUid?: string): Promise<ApiListing> {
  const ref = listings.doc(documentId(listingId, LISTING_NOT_FOUND));
  for (let attempt = 1; ; attempt += 1) {
    const { batch, result } = await planDecision(ref, decision, ownerUid);
    try {
      await batch.commit();
      return result;
    } catch (error) {
      if (attempt >= MAX_DECISION_ATTEMPTS || !CHANGED_SINCE_READ.has(asRecord(error).code)) throw error;
    }
  }
}

export const requestListingCancel = (uid: string, listingId: string) => decide(listingId, 'ownerCancel', uid);
export const adminAcceptListing = (listingId: string) => decide(listingId, 'accept');
export const adminRejectListing = (listingId: string) => decide(listingId, 'reject');
export const adminAcceptCancel = (listingId: string) => decide(listingId, 'acceptCancel');
export const adminRejectCancel = (listingId: string) => decide(listingId, 'rejectCancel');
