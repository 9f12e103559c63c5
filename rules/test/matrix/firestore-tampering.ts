/**
 * Tampering: each protected field (price, status, owner, role, timestamps, totals) changed alone, on
 * create and on update, by the owner of the document (and, for an order, by its seller; for a meet-up
 * spot, by an admin), must be refused. Where the writer may write the document at all, the same write
 * untouched is allowed (the control), so a refusal is the field's doing. Conversations and notifications
 * take only a mark-read: each field changed alongside the writer's own mark-read, which alone is allowed.
 */
import {
  reviewId,
  type Address,
  type AppNotification,
  type CartEntry,
  type Conversation,
  type Listing,
  type MeetupSpot,
  type Order,
  type Product,
  type Review,
  type UserProfile,
  type WishlistEntry,
} from '@campus/common/model';
import {
  aliceProfile,
  cartEntry,
  conversation,
  conversationDoc,
  homeAddress,
  meetupSpot,
  notificationDocs,
  notifications,
  orders,
  products,
  reviewOf,
  sellRequests,
  wishlistEntry,
} from '../fixtures';
import type { TestFirestore } from '../rules-env';
import { ALICE, BOB, CAROL, ERIN } from './firestore-rows';

const FUTURE = '2099-01-01T00:00:00.000Z';
const PAST = '2020-01-01T00:00:00.000Z';

interface Write<T extends object> {
  /** Where the write goes: a new document for create, a seeded one (equal to `base`) for update. */
  path: string;
  base: T;
}

interface Writer {
  name: string;
  uid: string;
  admin?: boolean;
}

interface Target<T extends object> {
  /** The path as the rules match it, for the test names. */
  pattern: string;
  /** Who tries: the owner, and for an order its seller too. */
  writers: readonly Writer[];
  /** Whether the owner may write this document at all (then the untampered writes are the controls). */
  clientWritable: boolean;
  create: Write<T> & { absent?: readonly string[] };
  update: Write<T>;
  /** What is changed -> the document with only that changed. */
  fields: Record<string, (document: T) => object>;
}

export interface TamperCase {
  name: string;
  uid: string;
  admin?: boolean;
  allowed: boolean;
  /** Seeded documents the write needs absent. */
  absent: readonly string[];
  write: (db: TestFirestore) => Promise<unknown>;
}

const owner = { name: 'the owner', uid: ALICE };

const userTarget: Target<UserProfile> = {
  pattern: 'users/{uid}',
  writers: [owner],
  clientWritable: true,
  create: { path: 'users/alice', base: aliceProfile, absent: ['users/alice'] },
  update: { path: 'users/alice', base: aliceProfile },
  fields: {
    'another email': (profile) => ({ ...profile, email: 'boss@campus.ac.in' }),
    "role 'admin'": (profile) => ({ ...profile, role: 'admin' }),
    'an admin flag': (profile) => ({ ...profile, admin: true }),
    'createdAt in the future': (profile) => ({ ...profile, createdAt: FUTURE }),
  },
};

const reviewTarget: Target<Review> = {
  pattern: 'reviews/{productId}_{uid}',
  writers: [owner],
  clientWritable: true,
  create: { path: `reviews/${reviewId('p3', ALICE)}`, base: reviewOf(ALICE, 'p3') },
  update: { path: `reviews/${reviewId('p2', ALICE)}`, base: reviewOf(ALICE, 'p2') },
  fields: {
    "another student's userId": (review) => ({ ...review, userId: ERIN }),
    "another product's productId": (review) => ({ ...review, productId: 'p1' }),
    'a lower product price': (review) => ({ ...review, product: { ...review.product, price: 1 } }),
    'createdAt in the future': (review) => ({ ...review, createdAt: FUTURE }),
    'updatedAt in the future': (review) => ({ ...review, updatedAt: FUTURE }),
  },
};

const cartTarget: Target<CartEntry> = {
  pattern: 'users/{uid}/cart/{productId}',
  writers: [owner],
  clientWritable: true,
  create: { path: 'users/alice/cart/p3', base: cartEntry },
  update: { path: 'users/alice/cart/p1', base: cartEntry },
  fields: {
    'a price': (entry) => ({ ...entry, price: 1 }),
    "status 'available'": (entry) => ({ ...entry, status: 'available' }),
    'addedAt in the future': (entry) => ({ ...entry, addedAt: FUTURE }),
  },
};

const wishlistTarget: Target<WishlistEntry> = {
  pattern: 'users/{uid}/wishlist/{productId}',
  writers: [owner],
  clientWritable: true,
  create: { path: 'users/alice/wishlist/p3', base: wishlistEntry },
  update: { path: 'users/alice/wishlist/p1', base: wishlistEntry },
  fields: {
    'a price': (entry) => ({ ...entry, price: 1 }),
    'addedAt in the future': (entry) => ({ ...entry, addedAt: FUTURE }),
  },
};

const addressTarget: Target<Address> = {
  pattern: 'users/{uid}/addresses/{addressId}',
  writers: [owner],
  clientWritable: true,
  create: { path: 'users/alice/addresses/hostel', base: { ...homeAddress, isDefault: false } },
  update: { path: 'users/alice/addresses/home', base: homeAddress },
  fields: {
    "another student's userId": (address) => ({ ...address, userId: BOB }),
  },
};

const listingTarget: Target<Listing> = {
  pattern: 'listings/{listingId}',
  writers: [owner],
  clientWritable: false,
  create: { path: 'listings/alice-lamp', base: { ...sellRequests.aliceBooks, productName: 'Desk lamp' } },
  update: { path: 'listings/alice-books', base: sellRequests.aliceBooks },
  fields: {
    'a lower expectedPrice': (listing) => ({ ...listing, expectedPrice: 1 }),
    "state 'Request_Approved'": (listing) => ({ ...listing, state: 'Request_Approved' }),
    "another student's sellerId": (listing) => ({ ...listing, sellerId: ERIN }),
    'another createdAt': (listing) => ({ ...listing, createdAt: PAST }),
    'another updatedAt': (listing) => ({ ...listing, updatedAt: PAST }),
  },
};

const productTarget: Target<Product> = {
  pattern: 'products/{productId}',
  writers: [{ name: 'the owner (its seller)', uid: BOB }],
  clientWritable: false,
  create: { path: 'products/new', base: products.p3 },
  update: { path: 'products/p1', base: products.p1 },
  fields: {
    'a lower price': (product) => ({ ...product, price: 1 }),
    'a higher originalPrice': (product) => ({ ...product, originalPrice: product.originalPrice * 10 }),
    "status 'sold'": (product) => ({ ...product, status: 'sold' }),
    "another student's sellerId": (product) => ({ ...product, sellerId: ERIN }),
    'another createdAt': (product) => ({ ...product, createdAt: PAST }),
  },
};

const spotTarget: Target<MeetupSpot> = {
  pattern: 'meetupSpots/{spotId}',
  writers: [{ name: 'an admin', uid: CAROL, admin: true }],
  clientWritable: true,
  create: { path: 'meetupSpots/canteen', base: { ...meetupSpot, name: 'Canteen courtyard' } },
  update: { path: 'meetupSpots/library', base: meetupSpot },
  fields: {
    "opensAt '9:00'": (spot) => ({ ...spot, opensAt: '9:00' }),
    "closesAt '24:00'": (spot) => ({ ...spot, closesAt: '24:00' }),
    'closesAt before opensAt': (spot) => ({ ...spot, opensAt: '18:00', closesAt: '09:30' }),
    'closesAt equal to opensAt': (spot) => ({ ...spot, closesAt: spot.opensAt }),
    'an extra key': (spot) => ({ ...spot, createdBy: CAROL }),
    'a name of 81 characters': (spot) => ({ ...spot, name: 'x'.repeat(81) }),
    'an empty name': (spot) => ({ ...spot, name: '' }),
    'a description of 301 characters': (spot) => ({ ...spot, description: 'x'.repeat(301) }),
  },
};

const orderTarget: Target<Order> = {
  pattern: 'orders/{orderId}',
  writers: [{ name: 'the owner (its buyer)', uid: ALICE }, { name: 'the seller of the item', uid: BOB }],
  clientWritable: false,
  create: { path: 'orders/alice-again', base: { ...orders.aliceFromBob, idempotencyKey: 'key-alice-2' } },
  update: { path: 'orders/alice-from-bob', base: orders.aliceFromBob },
  fields: {
    'a lower line price': (order) => ({ ...order, orderItems: order.orderItems.map((item) => ({ ...item, price: 1 })) }),
    'a lower totalPrice': (order) => ({ ...order, totalPrice: 1 }),
    'no tax': (order) => ({ ...order, tax: 0 }),
    'a lower totalAmount': (order) => ({ ...order, totalAmount: 1 }),
    "orderStatus 'DELIVERED'": (order) => ({ ...order, orderStatus: 'DELIVERED' }),
    "paymentStatus 'PAID'": (order) => ({ ...order, paymentDetails: { ...order.paymentDetails, paymentStatus: 'PAID' } }),
    "another student's userId": (order) => ({ ...order, userId: ERIN }),
    'another seller in sellerIds': (order) => ({ ...order, sellerIds: [ERIN] }),
    'another createdAt': (order) => ({ ...order, createdAt: PAST }),
    'another updatedAt': (order) => ({ ...order, updatedAt: PAST }),
    'a cancelledAt': (order) => ({ ...order, cancelledAt: PAST }),
  },
};

function casesOf<T extends object>(target: Target<T>): TamperCase[] {
  const { create, update } = target;
  const absent = create.absent ?? [];
  return target.writers.flatMap(({ name, uid, admin }) => [
    ...(target.clientWritable
      ? [
          { name: `${name} can create ${target.pattern} untouched`, uid, admin, allowed: true, absent, write: (db: TestFirestore) => db.doc(create.path).set(create.base) },
          { name: `${name} can update ${target.pattern} untouched`, uid, admin, allowed: true, absent: [], write: (db: TestFirestore) => db.doc(update.path).set(update.base) },
        ]
      : []),
    ...Object.entries(target.fields).flatMap(([field, change]) => [
      { name: `${name} cannot create ${target.pattern} with ${field}`, uid, admin, allowed: false, absent, write: (db: TestFirestore) => db.doc(create.path).set(change(create.base)) },
      // A set() of the whole seeded document with one field changed: to the rules, an update of that field alone.
      { name: `${name} cannot update ${target.pattern} with ${field}`, uid, admin, allowed: false, absent: [], write: (db: TestFirestore) => db.doc(update.path).set(change(update.base)) },
    ]),
  ]);
}

/** A document that its writers may only mark read. */
interface MarkReadTarget<T extends object> {
  pattern: string;
  path: string;
  /** The seeded document. */
  base: T;
  writers: readonly Writer[];
  /** The writer's own mark-read of the document. */
  markRead: (document: T, uid: string) => T;
  /** What is changed -> the marked-read document with that changed too. */
  fields: Record<string, (marked: T, uid: string) => object>;
}

function markReadCasesOf<T extends object>(target: MarkReadTarget<T>): TamperCase[] {
  const { path, base, markRead } = target;
  return target.writers.flatMap(({ name, uid }) => [
    { name: `${name} can mark ${target.pattern} read`, uid, allowed: true, absent: [], write: (db: TestFirestore) => db.doc(path).set(markRead(base, uid)) },
    ...Object.entries(target.fields).map(([field, change]) => ({
      name: `${name} cannot mark ${target.pattern} read with ${field}`,
      uid,
      allowed: false,
      absent: [],
      write: (db: TestFirestore) => db.doc(path).set(change(markRead(base, uid), uid)),
    })),
  ]);
}

/** The other participant of the seeded conversation. */
const otherOf = (uid: string) => (uid === ALICE ? BOB : ALICE);

const conversationTarget: MarkReadTarget<Conversation> = {
  pattern: 'conversations/{productId}_{buyerId}',
  path: conversationDoc,
  base: conversation,
  writers: [owner, { name: 'the seller of the item', uid: BOB }],
  markRead: (seeded, uid) => ({ ...seeded, unread: { ...seeded.unread, [uid]: 0 }, unreadBy: seeded.unreadBy.filter((id) => id !== uid) }),
  fields: {
    "the other participant's unread count at 0": (marked, uid) => ({ ...marked, unread: { ...marked.unread, [otherOf(uid)]: 0 } }),
    'the other participant out of unreadBy': (marked) => ({ ...marked, unreadBy: [] }),
    'their own unread count at 1': (marked, uid) => ({ ...marked, unread: { ...marked.unread, [uid]: 1 } }),
    'another lastMessage': (marked) => ({ ...marked, lastMessage: { text: 'Deal at 10000.', senderId: BOB, sentAt: marked.lastMessageAt } }),
    'the offer accepted': (marked) => ({ ...marked, offer: marked.offer && { ...marked.offer, status: 'accepted' } }),
    'a lower offer': (marked) => ({ ...marked, offer: marked.offer && { ...marked.offer, amount: 1 } }),
    'blockedBy set': (marked, uid) => ({ ...marked, blockedBy: otherOf(uid) }),
    'another student in participants': (marked) => ({ ...marked, participants: [...marked.participants, ERIN] }),
  },
};

const notificationTarget: MarkReadTarget<AppNotification> = {
  pattern: 'users/{uid}/notifications/{notificationId}',
  path: notificationDocs.message,
  base: notifications.message,
  writers: [owner],
  markRead: (notification) => ({ ...notification, read: true }),
  fields: {
    'another title': (marked) => ({ ...marked, title: 'Admin' }),
    'another text': (marked) => ({ ...marked, text: 'Your account is suspended.' }),
    'another link': (marked) => ({ ...marked, link: 'https://example.test/phish' }),
    "kind 'offerAccepted'": (marked) => ({ ...marked, kind: 'offerAccepted' }),
  },
};

// The seeded meet-up notification is read already: marking it unread again is refused.
const markUnread: TamperCase = {
  name: 'the owner cannot mark users/{uid}/notifications/{notificationId} unread (read false)',
  uid: ALICE,
  allowed: false,
  absent: [],
  write: (db) => db.doc(notificationDocs.meetup).set({ ...notifications.meetup, read: false }),
};

export const TAMPER_CASES: readonly TamperCase[] = [
  ...casesOf(userTarget),
  ...casesOf(reviewTarget),
  ...casesOf(cartTarget),
  ...casesOf(wishlistTarget),
  ...casesOf(addressTarget),
  ...casesOf(listingTarget),
  ...casesOf(productTarget),
  ...casesOf(orderTarget),
  ...casesOf(spotTarget),
  ...markReadCasesOf(conversationTarget),
  ...markReadCasesOf(notificationTarget),
  markUnread,
];
