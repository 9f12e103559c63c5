import { listingKeywords } from '@campus/common/admin-queue';
import { conversationId } from '@campus/common/chat';
import { productFromListing } from '@campus/common/listing-product';
import { conversationPath, ORDERS_PATH } from '@campus/common/site';
import {
  reviewId,
  type Address,
  type AppNotification,
  type Block,
  type CartEntry,
  type ChatMessage,
  type Conversation,
  type DealRating,
  type HandoverCode,
  type Listing,
  type ListingState,
  type MeetupSpot,
  type Order,
  type OrderBuyerContact,
  type Product,
  type Report,
  type ReportAudit,
  type Reputation,
  type Review,
  type UserProfile,
  type WishlistEntry,
} from '@campus/common/model';
import { ACCOUNTS } from './rules-env';

/**
 * The seeded world of every rules test: bob's approved listings p1 and p3 are available products, p2 is
 * sold to alice; alice and bob each have a pending sell request. alice and bob are bargaining over p1,
 * alice rated bob after p2's handover and reported his listing p1; carol, an admin, dismissed the report.
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
  user: { firstName: 'Buyer', lastName: userId },
  orderItems: [
    {
      productId: 'p2',
      sellerId,
      product: { title: products.p2.title, description: products.p2.description, imageURL: products.p2.imageURL },
      price: products.p2.price,
      quantity: 1,
    },
  ],
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

const { alice, bob, admin } = ACCOUNTS;

/** alice asks bob about p1 and offers 16000; each has messages unread. */
export const conversation: Conversation = {
  productId: 'p1',
  product: { title: products.p1.title, imageURL: products.p1.imageURL, price: products.p1.price },
  buyerId: alice.uid,
  sellerId: bob.uid,
  participants: [alice.uid, bob.uid],
  buyer: { firstName: aliceProfile.firstName, lastName: aliceProfile.lastName },
  seller: { firstName: 'Seller', lastName: bob.uid },
  lastMessage: { text: 'Would you take 16000?', senderId: alice.uid, sentAt: NOW },
  lastMessageAt: NOW,
  unread: { [alice.uid]: 2, [bob.uid]: 3 },
  unreadBy: [alice.uid, bob.uid],
  blockedBy: null,
  offer: { amount: 16000, by: 'buyer', status: 'open', updatedAt: NOW },
  createdAt: NOW,
};

export const conversationDoc = `conversations/${conversationId('p1', alice.uid)}`;

export const chatMessage: ChatMessage = { senderId: bob.uid, kind: 'text', text: 'It is still available.', images: [], sentAt: NOW };

export const meetupSpot: MeetupSpot = { name: 'Central Library steps', description: 'By the main entrance.', opensAt: '08:00', closesAt: '20:00' };

const block: Block = { by: alice.uid, at: NOW };

/** What alice gave when ordering from bob, which bob never reads. */
const { fullName, phone, pincode, locality, address, city, state } = homeAddress;
export const buyerContact: OrderBuyerContact = { email: 'alice@campus.ac.in', phone, shippingAddress: { fullName, phone, pincode, locality, address, city, state } };

/** Two wrong codes tried so far. */
export const handoverCode: HandoverCode = { code: '482913', failedAttempts: 2, lockedUntil: null, usedAt: null };

export const dealRating: DealRating = {
  orderId: 'alice-from-bob',
  raterId: alice.uid,
  rateeId: bob.uid,
  raterSide: 'buyer',
  stars: 5,
  comment: 'On time, camera as described.',
  rater: { firstName: aliceProfile.firstName, lastName: aliceProfile.lastName },
  createdAt: NOW,
};

export const reputation: Reputation = { ratingSum: 5, ratingCount: 1, completedSales: 1 };

/** alice's notifications: bob's unread message, and a meet-up she has already seen. */
export const notificationDocs = { message: `users/alice/notifications/message_${conversationId('p1', alice.uid)}`, meetup: 'users/alice/notifications/meetup-1' };

export const notifications: Record<'message' | 'meetup', AppNotification> = {
  message: { kind: 'message', title: 'Seller bob', text: `${products.p1.title}: It is still available.`, link: conversationPath(conversationId('p1', alice.uid)), read: false, createdAt: NOW },
  meetup: { kind: 'meetupProposed', title: 'Meet-up proposed', text: `${meetupSpot.name}, Sat 6 Apr, 4:00 pm`, link: ORDERS_PATH, read: true, createdAt: NOW },
};

export const report: Report = {
  kind: 'listing',
  reporterId: alice.uid,
  reporter: { firstName: aliceProfile.firstName, lastName: aliceProfile.lastName },
  subjectId: bob.uid,
  subject: { firstName: 'Seller', lastName: bob.uid },
  productId: 'p1',
  conversationId: null,
  messageId: null,
  excerpt: products.p1.title,
  reason: 'Looks like a stock photo.',
  state: 'dismissed',
  createdAt: NOW,
  decidedAt: LATER,
  decidedBy: { uid: admin.uid, email: admin.email },
};

const reportAudit: ReportAudit = { action: 'dismiss', adminId: admin.uid, adminEmail: admin.email, at: LATER };

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
  'orders/alice-from-bob/handover/code': handoverCode,
  'orders/alice-from-bob/private/buyer': buyerContact,
  [conversationDoc]: conversation,
  [`${conversationDoc}/messages/m1`]: chatMessage,
  'blocks/alice_dave': block,
  'meetupSpots/library': meetupSpot,
  'dealRatings/alice-from-bob_alice': dealRating,
  'reputations/bob': reputation,
  [notificationDocs.message]: notifications.message,
  [notificationDocs.meetup]: notifications.meetup,
  'reports/r1': report,
  'reports/r1/audit/a1': reportAudit,
};
