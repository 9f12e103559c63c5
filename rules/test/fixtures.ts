import { listingKeywords } from '@campus/common/admin-queue';
import { productFromListing } from '@campus/common/listing-product';
import {
  reviewId,
  type Address,
  type CartEntry,
  type Listing,
  type ListingState,
  type Order,
  type Product,
  type Review,
  type UserProfile,
  type WishlistEntry,
} from '@campus/common/model';
import { ACCOUNTS } from './rules-env';

/**
 * The seeded world of every rules test: bob's approved listings p1 and p3 are available products, p2 is
 * sold to alice; alice and bob each have a pending sell request.
 */

export const NOW = '2024-04-06T10:00:00.000Z';
export const LATER = '2024-04-07T08:30:00.000Z';

export const aliceProfile: UserProfile = {
  firstName: 'Alice',
  lastName: 'Rao',
  email: ACCOUNTS.alice.email,
  mobileNumber: '9876543210',
  gender: 'female',
  birthDate: '2003-05-14',
  createdAt: NOW,
};

export const homeAddress: Address = {
  fullName: 'Alice Rao',
  phone: '9876543210',
  pincode: '560001',
  locality: 'Hostel Block C',
  address: 'Room 214, Campus Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  addressType: 'home',
  isDefault: true,
  openSaturday: false,
  openSunday: false,
};

export const cartEntry: CartEntry = { quantity: 1, addedAt: NOW };
export const wishlistEntry: WishlistEntry = { addedAt: NOW };

const listing = (id: string, sellerId: string, productName: string, fields: Partial<Listing> = {}): Listing => ({
  sellerId,
  seller: { firstName: 'Seller', lastName: sellerId, email: `${sellerId}@campus.ac.in` },
  productName,
  productDescription: `${productName} in good condition.`,
  expectedPrice: 2500,
  images: [{ imageUrl: `https://example.test/${id}.jpg`, path: `listings/${sellerId}/${id}/photo.jpg` }],
  address: [{ ...homeAddress, fullName: sellerId }],
  category: { name: 'Books & Study Materials' },
  subcategory: 'Textbooks & Reference Books',
  state: 'sellrequest',
  createdAt: NOW,
  updatedAt: NOW,
  keywords: listingKeywords(productName, { firstName: 'Seller', lastName: sellerId }),
  firstOfSeller: false,
  ...fields,
});

/** One of bob's approved (or sold) listings; its product has the listing's id, as approval gives it. */
const approvedListing = (id: string, productName: string, expectedPrice: number, state: ListingState): Listing =>
  listing(id, ACCOUNTS.bob.uid, productName, {
    expectedPrice,
    category: { name: 'Electronic' },
    subcategory: 'Laptops & Accessories',
    state,
    productId: id,
  });

const approvedListings = {
  p1: approvedListing('p1', 'Dell Latitude laptop', 18000, 'Request_Approved'),
  p2: approvedListing('p2', 'Canon camera', 9000, 'Sold'),
  p3: approvedListing('p3', 'Study desk', 1500, 'Request_Approved'),
};

export const products: Record<keyof typeof approvedListings, Product> = {
  p1: productFromListing('p1', approvedListings.p1, NOW),
  p2: { ...productFromListing('p2', approvedListings.p2, NOW), status: 'sold' },
  p3: productFromListing('p3', approvedListings.p3, NOW),
};

/** A review by `uid` of product p1 (or `productId`), copying the product as the rules require. */
export const reviewOf = (uid: string, productId: keyof typeof products = 'p1'): Review => ({
  productId,
  userId: uid,
  rating: 4,
  comment: 'Works well, battery holds three hours.',
  user: { firstName: uid, lastName: 'Student' },
  product: { title: products[productId].title, imageURL: products[productId].imageURL, price: products[productId].price },
  createdAt: NOW,
  updatedAt: NOW,
});

const order = (userId: string, sellerId: string): Order => ({
  userId,
  sellerIds: [sellerId],
  user: { firstName: 'Buyer', lastName: userId, email: `${userId}@campus.ac.in`, phone: '9876543210' },
  orderItems: [
    {
      productId: 'p2',
      sellerId,
      product: { title: products.p2.title, description: products.p2.description, imageURL: products.p2.imageURL },
      price: products.p2.price,
      quantity: 1,
    },
  ],
  shippingAddress: homeAddress,
  totalPrice: 9000,
  tax: 450,
  totalAmount: 9450,
  paymentDetails: { paymentMethod: 'COD', paymentStatus: 'PENDING' },
  orderStatus: 'PLACED',
  isDirect: true,
  deliveryMode: 'direct',
  idempotencyKey: `key-${userId}`,
  createdAt: NOW,
  updatedAt: NOW,
});

export const orders = {
  aliceFromBob: order(ACCOUNTS.alice.uid, ACCOUNTS.bob.uid),
  erinFromDave: order('erin', 'dave'),
};

/** The pending sell requests: alice's and bob's. */
export const sellRequests = {
  aliceBooks: listing('alice-books', ACCOUNTS.alice.uid, 'Physics textbook'),
  bobChair: listing('bob-chair', ACCOUNTS.bob.uid, 'Study chair'),
};

/** Every seeded document by path. */
export const SEED: Record<string, object> = {
  'products/p1': products.p1,
  'products/p2': products.p2,
  'products/p3': products.p3,
  'users/alice': aliceProfile,
  'users/alice/addresses/home': homeAddress,
  'users/alice/cart/p1': cartEntry,
  'users/alice/wishlist/p1': wishlistEntry,
  [`reviews/${reviewId('p1', ACCOUNTS.bob.uid)}`]: reviewOf(ACCOUNTS.bob.uid),
  'listings/alice-books': sellRequests.aliceBooks,
  'listings/bob-chair': sellRequests.bobChair,
  'listings/p1': approvedListings.p1,
  'listings/p2': approvedListings.p2,
  'listings/p3': approvedListings.p3,
  'orders/alice-from-bob': orders.aliceFromBob,
  'orders/erin-from-dave': orders.erinFromDave,
};
