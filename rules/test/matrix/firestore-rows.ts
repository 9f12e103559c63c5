/**
 * The Firestore rows of the security matrix. alice owns the documents (her profile, addresses, cart,
 * wishlist, notifications, review of p2, sell request, order with its private part and handover code, conversation about
 * p1, deal rating and report); bob sold her p2 and sells p1 and p3, so he is the seller of the item;
 * erin is another student; carol is an admin.
 */
import { reviewId, type Address } from '@campus/common/model';
import {
  LATER,
  NOW,
  SEED,
  aliceProfile,
  buyerContact,
  cartEntry,
  chatMessage,
  conversation,
  conversationDoc,
  dealRating,
  handoverCode,
  homeAddress,
  meetupSpot,
  notificationDocs,
  notifications,
  orders,
  products,
  report,
  reputation,
  reviewOf,
  sellRequests,
  wishlistEntry,
} from '../fixtures';
import type { Documents, TestFirestore } from '../rules-env';
import { ALL, NONE, READ, everyone, ownerOnly, type MatrixIdentity, type MatrixRow } from './matrix';

type Row = MatrixRow<TestFirestore>;

export const ALICE = 'alice';
export const BOB = 'bob';
export const ERIN = 'erin';
export const CAROL = 'carol';

const alicesReview = `reviews/${reviewId('p2', ALICE)}`;

/** The uid each identity acts as where a request names one: their own; a visitor names the owner's. */
const SELF: Record<MatrixIdentity, string> = { visitor: ALICE, owner: ALICE, other: ERIN, seller: BOB, admin: CAROL, disabled: ALICE, unverified: ALICE };

/** The participant whose queries would find the owner's conversation: bob for its seller, alice for anyone else. */
const participantOf = (identity: MatrixIdentity) => (identity === 'seller' ? BOB : ALICE);

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

// Reviewing is trading: before verifying their e-mail the author may only take their review back.
const reviewRow: Row = {
  path: 'reviews/{productId}_{uid}',
  owner: ALICE,
  seller: BOB,
  allowed: {
    visitor: READ,
    owner: ALL,
    other: READ,
    seller: READ,
    admin: ['get', 'list', 'delete'],
    disabled: READ,
    unverified: ['get', 'list', 'delete'],
  },
  requests: {
    get: (db) => db.doc(alicesReview).get(),
    list: (db) => db.collection('reviews').where('productId', '==', 'p2').get(),
    create: (db) => db.doc(`reviews/${reviewId('p3', ALICE)}`).set(reviewOf(ALICE, 'p3')),
    update: (db) => db.doc(alicesReview).update({ rating: 5, comment: 'Still sharp a year on.', updatedAt: LATER }),
    delete: (db) => db.doc(alicesReview).delete(),
  },
  footnotes: { unverified: '⁴' },
};

const userRow: Row = {
  path: 'users/{uid}',
  owner: ALICE,
  seller: BOB,
  allowed: { ...everyone(NONE), owner: ['get', 'create', 'update'], admin: READ, unverified: ['get', 'create', 'update'] },
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

const notificationRow: Row = {
  path: 'users/{uid}/notifications/{notificationId}',
  owner: ALICE,
  seller: BOB,
  allowed: ownerOnly(['get', 'list', 'update']),
  requests: {
    get: (db) => db.doc(notificationDocs.message).get(),
    list: (db) => db.collection('users/alice/notifications').orderBy('createdAt', 'desc').get(),
    create: (db) => db.doc('users/alice/notifications/n2').set(notifications.message),
    update: (db) => db.doc(notificationDocs.message).update({ read: true }),
    delete: (db) => db.doc(notificationDocs.message).delete(),
  },
  footnotes: { owner: '¹', unverified: '¹' },
};

const listingRow: Row = {
  path: 'listings/{listingId}',
  owner: ALICE,
  seller: ALICE,
  allowed: { ...everyone(NONE), owner: READ, seller: READ, admin: READ, unverified: READ },
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
  allowed: { ...everyone(NONE), owner: READ, seller: READ, admin: READ, unverified: READ },
  requests: {
    get: (db) => db.doc('orders/alice-from-bob').get(),
    // Each lists the orders the way they might see this one: a seller by their items, anyone else by the buyer.
    list: (db, identity) =>
      identity === 'seller'
        ? db.collection('orders').where('sellerIds', 'array-contains', BOB).get()
        : db.collection('orders').where('userId', '==', ALICE).get(),
    create: (db) => db.doc('orders/alice-again').set({ ...orders.aliceFromBob, idempotencyKey: 'key-alice-2' }),
    update: (db) => db.doc('orders/alice-from-bob').update({ 'user.firstName': 'Someone' }),
    delete: (db) => db.doc('orders/alice-from-bob').delete(),
  },
};

/**
 * Both requests answered alike: resolves if both are allowed, else rejects with the first refusal. One of
 * each rejects with an error that is no refusal, so it fails an allowed cell and a refused one alike.
 */
async function bothAlike(first: Promise<unknown>, second: Promise<unknown>): Promise<void> {
  const [a, b] = await Promise.allSettled([first, second]);
  if (a.status !== b.status) throw new Error('One request was allowed and the other refused');
  if (a.status === 'rejected') throw a.reason;
}

const buyerContactRow: Row = {
  path: 'orders/{orderId}/private/buyer',
  owner: ALICE,
  seller: BOB,
  allowed: { ...everyone(NONE), owner: ['get'], admin: ['get'], unverified: ['get'] },
  requests: {
    get: (db) => db.doc('orders/alice-from-bob/private/buyer').get(),
    list: (db) => db.collection('orders/alice-from-bob/private').get(),
    create: (db) => db.doc('orders/alice-from-bob/private/buyer').set({ ...buyerContact, phone: '9000000000' }),
    update: (db) => db.doc('orders/alice-from-bob/private/buyer').update({ email: 'someone@campus.ac.in' }),
    delete: (db) => db.doc('orders/alice-from-bob/private/buyer').delete(),
  },
  absentFor: { create: ['orders/alice-from-bob/private/buyer'] },
};

const handoverRow: Row = {
  path: 'orders/{orderId}/handover/code',
  owner: ALICE,
  seller: BOB,
  allowed: ownerOnly(['get']),
  requests: {
    get: (db) => db.doc('orders/alice-from-bob/handover/code').get(),
    list: (db) => db.collection('orders/alice-from-bob/handover').get(),
    create: (db) => db.doc('orders/alice-from-bob/handover/code').set({ ...handoverCode, code: '000000' }),
    update: (db) => db.doc('orders/alice-from-bob/handover/code').update({ failedAttempts: 0 }),
    delete: (db) => db.doc('orders/alice-from-bob/handover/code').delete(),
  },
  absentFor: { create: ['orders/alice-from-bob/handover/code'] },
};

const conversationRow: Row = {
  path: 'conversations/{productId}_{buyerId}',
  owner: ALICE,
  seller: BOB,
  allowed: { ...everyone(NONE), owner: ['get', 'list', 'update'], seller: ['get', 'list', 'update'], unverified: ['get', 'list', 'update'] },
  requests: {
    get: (db) => db.doc(conversationDoc).get(),
    // The inbox's query and the top bar's, by the participant whose queries would find this conversation.
    list: (db, identity) =>
      bothAlike(
        db.collection('conversations').where('participants', 'array-contains', participantOf(identity)).orderBy('lastMessageAt', 'desc').get(),
        db.collection('conversations').where('unreadBy', 'array-contains', participantOf(identity)).get(),
      ),
    create: (db) => db.doc('conversations/p3_alice').set({ ...conversation, productId: 'p3' }),
    // Each marks it read for themselves, the only update a client makes.
    update: (db, identity) =>
      db.doc(conversationDoc).update({ [`unread.${SELF[identity]}`]: 0, unreadBy: conversation.unreadBy.filter((uid) => uid !== SELF[identity]) }),
    delete: (db) => db.doc(conversationDoc).delete(),
  },
  footnotes: { owner: '¹', seller: '¹', unverified: '¹' },
};

const messageRow: Row = {
  path: 'conversations/{conversationId}/messages/{messageId}',
  owner: ALICE,
  seller: BOB,
  allowed: { ...everyone(NONE), owner: READ, seller: READ, unverified: READ },
  requests: {
    get: (db) => db.doc(`${conversationDoc}/messages/m1`).get(),
    list: (db) => db.collection(`${conversationDoc}/messages`).orderBy('sentAt', 'desc').limit(30).get(),
    create: (db, identity) => db.doc(`${conversationDoc}/messages/m2`).set({ ...chatMessage, senderId: SELF[identity], text: 'Done, 17000.' }),
    update: (db) => db.doc(`${conversationDoc}/messages/m1`).update({ text: 'Sold already.' }),
    delete: (db) => db.doc(`${conversationDoc}/messages/m1`).delete(),
  },
};

const blockRow: Row = {
  path: 'blocks/{pairId}',
  owner: ALICE,
  seller: BOB,
  allowed: everyone(NONE),
  requests: {
    get: (db) => db.doc('blocks/alice_dave').get(),
    list: (db) => db.collection('blocks').where('by', '==', ALICE).get(),
    create: (db, identity) => db.doc('blocks/alice_bob').set({ by: SELF[identity], at: NOW }),
    update: (db) => db.doc('blocks/alice_dave').update({ by: 'dave' }),
    delete: (db) => db.doc('blocks/alice_dave').delete(),
  },
};

// Spots belong to no student: the owner and the seller are students like any other.
const meetupSpotRow: Row = {
  path: 'meetupSpots/{spotId}',
  owner: ALICE,
  seller: BOB,
  allowed: { ...everyone(READ), visitor: NONE, admin: ALL, disabled: NONE },
  requests: {
    get: (db) => db.doc('meetupSpots/library').get(),
    list: (db) => db.collection('meetupSpots').get(),
    create: (db) => db.doc('meetupSpots/canteen').set({ ...meetupSpot, name: 'Canteen courtyard' }),
    update: (db) => db.doc('meetupSpots/library').update({ closesAt: '21:30' }),
    delete: (db) => db.doc('meetupSpots/library').delete(),
  },
};

const dealRatingRow: Row = {
  path: 'dealRatings/{orderId}_{raterId}',
  owner: ALICE,
  seller: BOB,
  allowed: everyone(READ),
  requests: {
    get: (db) => db.doc('dealRatings/alice-from-bob_alice').get(),
    list: (db) => db.collection('dealRatings').where('rateeId', '==', BOB).get(),
    create: (db) => db.doc('dealRatings/alice-from-bob_alice').set(dealRating),
    update: (db) => db.doc('dealRatings/alice-from-bob_alice').update({ stars: 1 }),
    delete: (db) => db.doc('dealRatings/alice-from-bob_alice').delete(),
  },
  absentFor: { create: ['dealRatings/alice-from-bob_alice'] },
};

// bob's own sums: he is both the owner and the seller of the item.
const reputationRow: Row = {
  path: 'reputations/{uid}',
  owner: BOB,
  seller: BOB,
  allowed: everyone(READ),
  requests: {
    get: (db) => db.doc('reputations/bob').get(),
    list: (db) => db.collection('reputations').get(),
    create: (db) => db.doc('reputations/bob').set(reputation),
    update: (db) => db.doc('reputations/bob').update({ ratingSum: 50, ratingCount: 10 }),
    delete: (db) => db.doc('reputations/bob').delete(),
  },
  absentFor: { create: ['reputations/bob'] },
};

const reportRow: Row = {
  path: 'reports/{reportId}',
  owner: ALICE,
  seller: BOB,
  allowed: { ...everyone(NONE), admin: READ },
  requests: {
    get: (db) => db.doc('reports/r1').get(),
    list: (db) => db.collection('reports').where('reporterId', '==', ALICE).get(),
    create: (db) => db.doc('reports/r2').set({ ...report, state: 'open', decidedAt: null, decidedBy: null }),
    update: (db) => db.doc('reports/r1').update({ state: 'userSuspended' }),
    delete: (db) => db.doc('reports/r1').delete(),
  },
};

const reportAuditRow: Row = {
  path: 'reports/{reportId}/audit/{entryId}',
  owner: ALICE,
  seller: BOB,
  allowed: { ...everyone(NONE), admin: READ },
  requests: {
    get: (db) => db.doc('reports/r1/audit/a1').get(),
    list: (db) => db.collection('reports/r1/audit').get(),
    create: (db) => db.doc('reports/r1/audit/a2').set({ action: 'suspendUser', adminId: CAROL, adminEmail: 'admin@campus.ac.in', at: LATER }),
    update: (db) => db.doc('reports/r1/audit/a1').update({ action: 'removeListing' }),
    delete: (db) => db.doc('reports/r1/audit/a1').delete(),
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
  notificationRow,
  listingRow,
  orderRow,
  buyerContactRow,
  handoverRow,
  conversationRow,
  messageRow,
  blockRow,
  meetupSpotRow,
  dealRatingRow,
  reputationRow,
  reportRow,
  reportAuditRow,
  disabledAccountRow,
  rateLimitRow,
  elsewhereRow,
];
