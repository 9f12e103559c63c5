/**
 * The Firestore rows of the security matrix. alice owns the documents (her profile, addresses, cart,
 * wishlist, review of p2, sell request and order); bob sold her p2 and sells p1 and p3, so he is the
 * seller of the item; erin is another student; carol is an admin.
 */
import { reviewId, type Address } from '@campus/common/model';
import { LATER, NOW, SEED, aliceProfile, cartEntry, homeAddress, orders, products, reviewOf, sellRequests, wishlistEntry } from '../fixtures';
import type { Documents, TestFirestore } from '../rules-env';
import { ALL, NONE, READ, everyone, ownerOnly, type MatrixRow } from './matrix';

type Row = MatrixRow<TestFirestore>;

export const ALICE = 'alice';
export const BOB = 'bob';
export const ERIN = 'erin';
export const CAROL = 'carol';

const alicesReview = `reviews/${reviewId('p2', ALICE)}`;

/**
 * What every matrix test starts from: the rules tests' seed, alice's review of p2, a failure counter of the
 * /api sign-in, and a document outside every collection.
 */
export const WORLD: Documents = {
  ...SEED,
  [alicesReview]: reviewOf(ALICE, 'p2'),
  'rateLimits/signin-alice': { count: 3, expiresAt: LATER },
  'settings/campus': { domains: ['campus.ac.in'] },
};

/** The server's mark on a disabled account (functions/src/services/account-status.ts writes it). */
export const disabledMark = (uid: string): Documents => ({ [`disabledAccounts/${uid}`]: { disabledAt: NOW } });

const workAddress: Address = { ...homeAddress, addressType: 'work', isDefault: false };

const productRow: Row = {
  path: 'products/{productId}',
  owner: BOB,
  seller: BOB,
  allowed: everyone(READ),
  requests: {
    get: (db) => db.doc('products/p1').get(),
    list: (db) => db.collection('products').where('status', '==', 'available').get(),
    create: (db) => db.doc('products/new').set(products.p3),
    update: (db) => db.doc('products/p1').update({ description: 'Barely used.' }),
    delete: (db) => db.doc('products/p1').delete(),
  },
};

const reviewRow: Row = {
  path: 'reviews/{productId}_{uid}',
  owner: ALICE,
  seller: BOB,
  allowed: { visitor: READ, owner: ALL, other: READ, seller: READ, admin: ['get', 'list', 'delete'], disabled: READ },
  requests: {
    get: (db) => db.doc(alicesReview).get(),
    list: (db) => db.collection('reviews').where('productId', '==', 'p2').get(),
    create: (db) => db.doc(`reviews/${reviewId('p3', ALICE)}`).set(reviewOf(ALICE, 'p3')),
    update: (db) => db.doc(alicesReview).update({ rating: 5, comment: 'Still sharp a year on.', updatedAt: LATER }),
    delete: (db) => db.doc(alicesReview).delete(),
  },
};

const userRow: Row = {
  path: 'users/{uid}',
  owner: ALICE,
  seller: BOB,
  allowed: { ...everyone(NONE), owner: ['get', 'create', 'update'], admin: READ },
  requests: {
    get: (db) => db.doc('users/alice').get(),
    list: (db) => db.collection('users').get(),
    create: (db) => db.doc('users/alice').set(aliceProfile),
    update: (db) => db.doc('users/alice').update({ firstName: 'Alicia' }),
    delete: (db) => db.doc('users/alice').delete(),
  },
  absentFor: { create: ['users/alice'] },
};

const addressRow: Row = {
  path: 'users/{uid}/addresses/{addressId}',
  owner: ALICE,
  seller: BOB,
  allowed: ownerOnly(ALL),
  requests: {
    get: (db) => db.doc('users/alice/addresses/home').get(),
    list: (db) => db.collection('users/alice/addresses').get(),
    create: (db) => db.doc('users/alice/addresses/hostel').set(workAddress),
    update: (db) => db.doc('users/alice/addresses/home').update({ city: 'Mysuru' }),
    delete: (db) => db.doc('users/alice/addresses/home').delete(),
  },
};

const cartRow: Row = {
  path: 'users/{uid}/cart/{productId}',
  owner: ALICE,
  seller: BOB,
  allowed: ownerOnly(ALL),
  requests: {
    get: (db) => db.doc('users/alice/cart/p1').get(),
    list: (db) => db.collection('users/alice/cart').get(),
    create: (db) => db.doc('users/alice/cart/p3').set(cartEntry),
    update: (db) => db.doc('users/alice/cart/p1').update({ quantity: 2 }),
    delete: (db) => db.doc('users/alice/cart/p1').delete(),
  },
};

const wishlistRow: Row = {
  path: 'users/{uid}/wishlist/{productId}',
  owner: ALICE,
  seller: BOB,
  allowed: ownerOnly(ALL),
  requests: {
    get: (db) => db.doc('users/alice/wishlist/p1').get(),
    list: (db) => db.collection('users/alice/wishlist').get(),
    create: (db) => db.doc('users/alice/wishlist/p3').set(wishlistEntry),
    update: (db) => db.doc('users/alice/wishlist/p1').update({ addedAt: LATER }),
    delete: (db) => db.doc('users/alice/wishlist/p1').delete(),
  },
};

const listingRow: Row = {
  path: 'listings/{listingId}',
  owner: ALICE,
  seller: ALICE,
  allowed: { ...everyone(NONE), owner: READ, seller: READ, admin: READ },
  requests: {
    get: (db) => db.doc('listings/alice-books').get(),
    list: (db) => db.collection('listings').where('sellerId', '==', ALICE).get(),
    create: (db) => db.doc('listings/alice-lamp').set({ ...sellRequests.aliceBooks, productName: 'Desk lamp' }),
    update: (db) => db.doc('listings/alice-books').update({ productDescription: 'Second edition.' }),
    delete: (db) => db.doc('listings/alice-books').delete(),
  },
};

const orderRow: Row = {
  path: 'orders/{orderId}',
  owner: ALICE,
  seller: BOB,
  allowed: { ...everyone(NONE), owner: READ, seller: READ, admin: READ },
  requests: {
    get: (db) => db.doc('orders/alice-from-bob').get(),
    // Each lists the orders the way they might see this one: a seller by their items, anyone else by the buyer.
    list: (db, identity) =>
      identity === 'seller'
        ? db.collection('orders').where('sellerIds', 'array-contains', BOB).get()
        : db.collection('orders').where('userId', '==', ALICE).get(),
    create: (db) => db.doc('orders/alice-again').set({ ...orders.aliceFromBob, idempotencyKey: 'key-alice-2' }),
    update: (db) => db.doc('orders/alice-from-bob').update({ 'shippingAddress.locality': 'Library' }),
    delete: (db) => db.doc('orders/alice-from-bob').delete(),
  },
};

// alice's mark exists only for the disabled identity: for every other one it is absent, and the rules
// refuse reading, writing or deleting it all the same.
const disabledAccountRow: Row = {
  path: 'disabledAccounts/{uid}',
  owner: ALICE,
  seller: BOB,
  allowed: everyone(NONE),
  requests: {
    get: (db) => db.doc('disabledAccounts/alice').get(),
    list: (db) => db.collection('disabledAccounts').get(),
    create: (db) => db.doc('disabledAccounts/bob').set({ disabledAt: NOW }),
    update: (db) => db.doc('disabledAccounts/alice').update({ disabledAt: LATER }),
    delete: (db) => db.doc('disabledAccounts/alice').delete(),
  },
};

// A client that could reset its counter (functions/src/services/rate-limits.ts; the ids are hashes of the
// keys, plain names here) would get round the /api sign-in and sign-up limits.
const rateLimitRow: Row = {
  path: 'rateLimits/{counterId}',
  owner: ALICE,
  seller: BOB,
  allowed: everyone(NONE),
  requests: {
    get: (db) => db.doc('rateLimits/signin-alice').get(),
    list: (db) => db.collection('rateLimits').get(),
    create: (db) => db.doc('rateLimits/signup-alice').set({ count: 0, expiresAt: LATER }),
    update: (db) => db.doc('rateLimits/signin-alice').update({ count: 0 }),
    delete: (db) => db.doc('rateLimits/signin-alice').delete(),
  },
};

const elsewhereRow: Row = {
  path: 'any other path',
  owner: ALICE,
  seller: BOB,
  allowed: everyone(NONE),
  requests: {
    get: (db) => db.doc('settings/campus').get(),
    list: (db) => db.collection('settings').get(),
    create: (db) => db.doc('users/alice/notes/n1').set({ text: 'hi' }),
    update: (db) => db.doc('settings/campus').update({ domains: ['x.in'] }),
    delete: (db) => db.doc('settings/campus').delete(),
  },
};

export const FIRESTORE_ROWS: readonly Row[] = [
  productRow,
  reviewRow,
  userRow,
  addressRow,
  cartRow,
  wishlistRow,
  listingRow,
  orderRow,
  disabledAccountRow,
  rateLimitRow,
  elsewhereRow,
];
