/** The one product factory: catalogue products written straight to Firestore, as listing approval makes them. */
import { listingKeywords } from '@campus/common/admin-queue';
import { subcategoriesOf } from '@campus/common/categories';
import { productFromListing } from '@campus/common/listing-product';
import type { Listing, ListingState, ProductStatus } from '@campus/common/model';
import { listings, products } from '../../src/collections';
import { uniqueTag } from './fixtures';
import { trackTestProduct, trackTestUser } from './test-data';
import type { TestUser } from './users';

// A picture that loads without a network: the browser journeys share this catalogue and fail on console errors.
const TEST_IMAGE_URL = `data:image/svg+xml,${encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg' width='8' height='8'/>")}`;

const LISTING_STATE: Record<ProductStatus, ListingState> = { available: 'Request_Approved', sold: 'Sold', withdrawn: 'Cancel_Approved' };

export interface TestProductOptions {
  /** Without a seller the product belongs to a made-up seller id with no account. */
  seller?: TestUser;
  title?: string;
  price?: number;
  category?: string;
  status?: ProductStatus;
  createdAt?: string;
}

export interface TestProduct {
  productId: string;
  listingId: string;
  title: string;
  price: number;
}

/** Sellers given a listing by this process: only their first counts them as sellers (Listing.firstOfSeller). */
const sellersWithListings = new Set<string>();

/**
 * A listing in the state that matches `status` and its catalogue product (productFromListing, under the
 * listing's id as approval does), with a unique title unless one is given. Removed after the test file.
 */
export async function createTestProduct(options: TestProductOptions = {}): Promise<TestProduct> {
  const id = listings.doc().id;
  const { seller, price = 1500, category = 'Electronic', status = 'available', createdAt = new Date().toISOString() } = options;
  const title = options.title ?? `Test product ${uniqueTag()}`;
  const sellerId = seller?.uid ?? `test-seller-${uniqueTag()}`;
  const listing: Listing = {
    sellerId,
    seller: seller
      ? { firstName: seller.firstName, lastName: seller.lastName, email: seller.email }
      : { firstName: 'Test', lastName: 'Seller', email: `${sellerId}@campus.ac.in` },
    productName: title,
    productDescription: `Description of ${title}`,
    expectedPrice: price,
    images: [{ imageUrl: TEST_IMAGE_URL, path: `listings/${sellerId}/${id}/photo.svg` }],
    address: [],
    category: { name: category },
    subcategory: subcategoriesOf(category)[0] ?? '',
    state: LISTING_STATE[status],
    createdAt,
    updatedAt: createdAt,
    productId: id,
    keywords: listingKeywords(title, { firstName: seller?.firstName ?? 'Test', lastName: seller?.lastName ?? 'Seller' }),
    firstOfSeller: !sellersWithListings.has(sellerId),
  };
  sellersWithListings.add(sellerId);
  trackTestProduct(id);
  // A made-up seller has no account, but an order of the product notifies them under users/{sellerId}/.
  if (!seller) trackTestUser(sellerId);
  await Promise.all([listings.doc(id).create(listing), products.doc(id).create({ ...productFromListing(id, listing, createdAt), status })]);
  return { productId: id, listingId: id, title, price };
}
