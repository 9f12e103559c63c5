/**
 * 'Delete my account'. Refused without a sign-in in the last 5 minutes, and while a deal of the user's is
 * open: an order not yet delivered or cancelled, as buyer or seller, or an accepted offer still holding an
 * item. Otherwise, in this order:
 * 1. Their listings still offered are cancelled and their products taken off sale. The deals are checked
 *    again after that: an order placed in between stops the deletion here, with the items off sale.
 * 2. What others rely on stays, with no name or e-mail of theirs: orders keep item, price and status for the
 *    other party; reviews and deal ratings show 'Former student'; conversations keep their messages, show
 *    'Deleted account', end their open offers and take no new message; listings (for the admins), reports
 *    and the other party's notifications lose the name.
 * 3. Their own documents go: profile, addresses, cart, wishlist, notifications, reputation, blocks.
 * 4. Their Storage files go: listing photos and the photos they sent in chats (step 2 unlinked them).
 * 5. Last, the Auth user is deleted.
 * Each step finds its documents by the uid again and writes what they should hold, so running the whole
 * deletion again after a failure finishes the job. Sell-form drafts live only on the device (IndexedDB).
 */
import { FieldValue, type DocumentReference, type UpdateData, type WriteBatch } from 'firebase-admin/firestore';
import { chatImageFolder } from '@campus/common/chat';
import { listingKeywords } from '@campus/common/admin-queue';
import { DELETED_ACCOUNT, DELETE_REFUSED_OPEN_ORDERS, DELETE_REFUSED_RESERVED_OFFER, FORMER_STUDENT, RECENT_SIGN_IN_REQUIRED } from '@campus/common/messages';
import { COLLECTIONS, type Conversation, type DealSide, type Offer, type Order, type PersonName, type Product } from '@campus/common/model';
import { offerHoldsItem } from '@campus/common/offers';
import { nextOrderStatus } from '@campus/common/order-state';
import { conversationPath } from '@campus/common/site';
import { RECENT_SIGN_IN_MS } from '@campus/common/timers';
import { asRecord, asText } from '@campus/common/values';
import {
  auditOf,
  blocks,
  buyerContactOf,
  conversations,
  dealRatings,
  handoverCodeOf,
  listings,
  messagesOf,
  notificationsOf,
  orders,
  products,
  reports,
  reputations,
  reviews,
  users,
} from '../collections';
import { AppError } from '../errors';
import { auth, bucket, db } from '../firebase';
import { runTransaction } from '../transaction';
import { nowIso } from '../validation';
import type { DisabledAccount } from './account-status';
import { releaseLapsedReservation } from './offers';
import { namesOfDisplayName } from './users';
import { listingImagePrefix } from './storage-images';

/** Firestore's most writes in one batch or transaction. */
const MAX_WRITES = 500;
/** Firestore's most values in an 'in' filter. */
const MAX_IN_VALUES = 30;

const FORMER: PersonName = { firstName: FORMER_STUDENT, lastName: '' };
const DELETED: PersonName = { firstName: DELETED_ACCOUNT, lastName: '' };

/** Listing states in which the item is still offered or waits for an admin (with the read-only aliases). */
const STILL_OFFERED: ReadonlySet<string> = new Set(['sellrequest', 'pending', 'cancelrequest', 'Request_Approved', 'approved']);

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** One write of a batch, applied when the batch is built. */
type Write = (batch: WriteBatch) => void;

/** Commits `writes` in batches of at most 500. */
async function commit(writes: readonly Write[]): Promise<void> {
  for (const part of chunks(writes, MAX_WRITES)) {
    const batch = db.batch();
    for (const write of part) write(batch);
    await batch.commit();
  }
}

const update =
  <T extends object>(ref: DocumentReference<T, T>, changes: UpdateData<T>): Write =>
  (batch) =>
    batch.update(ref, changes);

const remove =
  (ref: DocumentReference): Write =>
  (batch) =>
    batch.delete(ref);

/** An ID token's auth_time (seconds) no older than RECENT_SIGN_IN_MS at `now`, else failed-precondition. */
export function requireRecentSignIn(authTime: unknown, now: number = Date.now()): void {
  const fresh = typeof authTime === 'number' && now - authTime * 1000 <= RECENT_SIGN_IN_MS;
  if (!fresh) throw new AppError('failed-precondition', RECENT_SIGN_IN_REQUIRED);
}

/** An order is open until it is delivered or cancelled: its status still has a next step. */
const isOpenOrder = (status: string): boolean => nextOrderStatus(status) !== null;

/** failed-precondition with the reason while `uid` has an open order, as buyer or seller, or an accepted offer holding an item. */
async function refuseWhileDealsOpen(uid: string): Promise<void> {
  const [bought, sold, talks] = await Promise.all([
    orders.where('userId', '==', uid).select('orderStatus').get(),
    orders.where('sellerIds', 'array-contains', uid).select('orderStatus').get(),
    conversations.where('participants', 'array-contains', uid).get(),
  ]);
  const open = new Set([...bought.docs, ...sold.docs].filter((doc) => isOpenOrder(asText(doc.get('orderStatus')))).map((doc) => doc.id));
  if (open.size > 0) throw new AppError('failed-precondition', DELETE_REFUSED_OPEN_ORDERS(open.size));
  const now = nowIso();
  if (talks.docs.some((doc) => offerHoldsItem(doc.data().offer, now))) throw new AppError('failed-precondition', DELETE_REFUSED_RESERVED_OFFER);
}

/** The user's names, from the profile or (once it is gone, on a retry) the account's display name. */
async function namesOf(uid: string): Promise<PersonName> {
  const profile = (await users.doc(uid).get()).data();
  if (profile) return { firstName: profile.firstName, lastName: profile.lastName };
  try {
    return namesOfDisplayName((await auth.getUser(uid)).displayName);
  } catch (error) {
    if (asRecord(error).code === 'auth/user-not-found') return { firstName: '', lastName: '' };
    throw error;
  }
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces the user's full name, then their first name, as whole words, with `replacement`: for texts the
 * product wrote about them ('Asha offered ₹500', 'reserved for Asha'), never for what a student wrote.
 * `keep` is a first name that stays, the other party's when it is the same.
 */
function nameRedactor({ firstName, lastName }: PersonName, replacement: string, keep = ''): (text: string) => string {
  const names = [`${firstName} ${lastName}`.trim(), firstName].filter((name, index) => name !== '' && !(index === 1 && name === keep));
  const patterns = [...new Set(names)].map((name) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu'));
  return (text) => patterns.reduce((result, pattern) => result.replace(pattern, replacement), text);
}

/** Whether `url` is a download URL of an object in the user's Storage folders, which step 4 deletes. */
function isUserFile(url: string | undefined, uid: string): boolean {
  if (!url) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return false;
  }
  return decoded.includes(`/o/${listingImagePrefix(uid)}`) || new RegExp(`/o/chats/[^/?]+/[^/?]+/[^/?]+/${escapeRegExp(uid)}/`).test(decoded);
}

/** Step 1a: the user's listings still offered (or waiting for an admin) are cancelled. */
async function cancelListings(uid: string): Promise<void> {
  const own = await listings.where('sellerId', '==', uid).get();
  const updatedAt = nowIso();
  await commit(own.docs.filter((doc) => STILL_OFFERED.has(doc.data().state)).map((doc) => update(doc.ref, { state: 'Cancel_Approved', updatedAt })));
}

/** Step 1b: the user's products on sale are withdrawn, each checked in its transaction, so one ordered meanwhile stays sold. */
async function withdrawProducts(uid: string): Promise<void> {
  const onSale = await products.where('sellerId', '==', uid).where('status', '==', 'available').get();
  for (const part of chunks(onSale.docs, MAX_WRITES)) {
    await runTransaction(async (tx) => {
      const snaps = await tx.getAll(...part.map((doc) => doc.ref));
      for (const snap of snaps) {
        if (snap.data()?.status === 'available') tx.update(snap.ref, { status: 'withdrawn', reservedBy: FieldValue.delete(), reservedUntil: FieldValue.delete() });
      }
    });
  }
}

/** Step 1c: items held for the user by a reservation that has run out go back on sale now, as the scheduled release would put them. */
async function releaseHolds(uid: string): Promise<void> {
  const held = await products.where('reservedBy', '==', uid).get();
  const now = new Date();
  for (const doc of held.docs) await releaseLapsedReservation(doc.ref, now);
}

/** Step 2, listings, which admins keep: the user's name, e-mail and address go, and the photos step 4 deletes. */
async function anonymiseListings(uid: string): Promise<void> {
  const own = await listings.where('sellerId', '==', uid).get();
  const seller = { ...FORMER, email: '' };
  await commit(own.docs.map((doc) => update(doc.ref, { seller, address: [], images: [], keywords: listingKeywords(doc.data().productName, seller) })));
}

/** The user's products, their photos unlinked (step 4 deletes the files). */
async function unlinkProductPhotos(uid: string): Promise<string[]> {
  const own = await products.where('sellerId', '==', uid).get();
  const writes = own.docs.flatMap((doc) => {
    const product = doc.data();
    if (!isUserFile(product.imageURL, uid) && !product.images.some((image) => isUserFile(image.imageUrl, uid))) return [];
    const changes: UpdateData<Product> = { imageURL: '', cardImageURL: FieldValue.delete(), images: product.images.filter((image) => !isUserFile(image.imageUrl, uid)) };
    return [update(doc.ref, changes)];
  });
  await commit(writes);
  return own.docs.map((doc) => doc.id);
}

/** An offer still open ends with the account: the user's own is withdrawn, the other party's declined; a spent reservation lapses. */
function endedOffer(offer: Offer | null, side: DealSide): Offer | null {
  if (offer?.status === 'open') return { ...offer, status: offer.by === side ? 'withdrawn' : 'declined', updatedAt: nowIso() };
  if (offer?.status === 'accepted') return { ...offer, status: 'lapsed', updatedAt: nowIso() };
  return null;
}

/**
 * Step 2, conversations: the user shows as 'Deleted account' and no one can write to them any more; texts the
 * product wrote about them (offer steps, notices, the inbox preview, the other party's notifications) lose
 * their name; the photos they sent are unlinked; the messages stay.
 */
async function anonymiseConversations(uid: string, names: PersonName, talks: readonly (Conversation & { id: string })[]): Promise<void> {
  const writes = await Promise.all(
    talks.map(async (conversation): Promise<Write[]> => {
      const { id } = conversation;
      const ref = conversations.doc(id);
      const side: DealSide = conversation.buyerId === uid ? 'buyer' : 'seller';
      const other = side === 'buyer' ? conversation.sellerId : conversation.buyerId;
      const redact = nameRedactor(names, DELETED_ACCOUNT, (side === 'buyer' ? conversation.seller : conversation.buyer).firstName);
      const changes: UpdateData<Conversation> = { ...(side === 'buyer' ? { buyer: DELETED } : { seller: DELETED }), blockedBy: conversation.blockedBy ?? uid };
      const offer = endedOffer(conversation.offer, side);
      if (offer) changes.offer = offer;
      if (conversation.lastMessage) changes.lastMessage = { ...conversation.lastMessage, text: redact(conversation.lastMessage.text) };
      if (side === 'seller' && isUserFile(conversation.product.imageURL, uid)) changes.product = { ...conversation.product, imageURL: '' };
      const [wordsAboutThem, ownPhotos, notices] = await Promise.all([
        messagesOf(id).where('kind', 'in', ['offer', 'notice']).get(),
        messagesOf(id).where('senderId', '==', uid).get(),
        notificationsOf(other).where('link', '==', conversationPath(id)).get(),
      ]);
      return [
        update(ref, changes),
        ...wordsAboutThem.docs.flatMap((doc) => {
          const text = redact(doc.data().text);
          return text === doc.data().text ? [] : [update(doc.ref, { text })];
        }),
        ...ownPhotos.docs.filter((doc) => doc.data().images.length > 0).map((doc) => update(doc.ref, { images: [] })),
        ...notices.docs.map((doc) => {
          const { kind, title, text } = doc.data();
          return update(doc.ref, { title: kind === 'message' ? DELETED_ACCOUNT : redact(title), text: redact(text) });
        }),
      ];
    }),
  );
  await commit(writes.flat());
}

/** The 'New order' notification placeOrder sent a seller of `order`, as it reads. */
const orderPlacedText = (order: Order, sellerId: string, firstName: string): string =>
  `${firstName} ordered ${order.orderItems
    .filter((item) => item.sellerId === sellerId)
    .map((item) => item.product.title)
    .join(', ')}`;

/**
 * Step 2, orders the user bought: the sellers keep item, price and status; the buyer's name becomes 'Former
 * student', and their delivery address, card details, contact (private/buyer) and handover code go.
 */
async function anonymiseOrdersBought(uid: string, names: PersonName): Promise<void> {
  const bought = await orders.where('userId', '==', uid).get();
  const writes = await Promise.all(
    bought.docs.map(async (doc): Promise<Write[]> => {
      const order = doc.data();
      const { paymentMethod, paymentStatus } = order.paymentDetails;
      const notices = await Promise.all(
        order.sellerIds.map(async (sellerId) => {
          const said = orderPlacedText(order, sellerId, names.firstName);
          const placed = names.firstName === '' ? [] : (await notificationsOf(sellerId).where('kind', '==', 'orderPlaced').where('text', '==', said).get()).docs;
          return placed.map((notice) => update(notice.ref, { text: orderPlacedText(order, sellerId, FORMER_STUDENT) }));
        }),
      );
      return [
        update(doc.ref, { user: FORMER, shippingAddress: FieldValue.delete(), paymentDetails: { paymentMethod, paymentStatus } }),
        remove(buyerContactOf(doc.id)),
        remove(handoverCodeOf(doc.id)),
        ...notices.flat(),
      ];
    }),
  );
  await commit(writes.flat());
}

/** Step 2, orders the user sold: the buyer keeps them whole, their items' photos unlinked. */
async function unlinkOrdersSold(uid: string): Promise<void> {
  const sold = await orders.where('sellerIds', 'array-contains', uid).get();
  const writes = sold.docs.flatMap((doc) => {
    const { orderItems } = doc.data();
    if (!orderItems.some((item) => item.sellerId === uid && isUserFile(item.product.imageURL, uid))) return [];
    const unlinked = orderItems.map((item) => (item.sellerId === uid && isUserFile(item.product.imageURL, uid) ? { ...item, product: { ...item.product, imageURL: '' } } : item));
    return [update(doc.ref, { orderItems: unlinked })];
  });
  await commit(writes);
}

/** Step 2, reviews and deal ratings the user wrote: text and stars stay, by 'Former student'; others' reviews of their items lose the photo link. */
async function anonymiseReviewsAndRatings(uid: string, productIds: readonly string[]): Promise<void> {
  const [written, rated, ofTheirItems] = await Promise.all([
    reviews.where('userId', '==', uid).get(),
    dealRatings.where('raterId', '==', uid).get(),
    Promise.all(chunks(productIds, MAX_IN_VALUES).map((part) => reviews.where('productId', 'in', part).get())),
  ]);
  await commit([
    ...written.docs.map((doc) => update(doc.ref, { user: FORMER })),
    ...rated.docs.map((doc) => update(doc.ref, { rater: FORMER })),
    ...ofTheirItems
      .flatMap((snapshot) => snapshot.docs)
      .filter((doc) => isUserFile(doc.data().product.imageURL, uid))
      .map((doc) => update(doc.ref, { product: { ...doc.data().product, imageURL: '' } })),
  ]);
}

/** Step 2, the admins' reports: the user as reporter or reported becomes 'Former student'; as the deciding admin, loses the e-mail. */
async function anonymiseReports(uid: string): Promise<void> {
  const [filed, about, decided] = await Promise.all([
    reports.where('reporterId', '==', uid).get(),
    reports.where('subjectId', '==', uid).get(),
    reports.where('decidedBy.uid', '==', uid).get(),
  ]);
  const audits = await Promise.all(decided.docs.map((doc) => auditOf(doc.id).where('adminId', '==', uid).get()));
  await commit([
    ...filed.docs.map((doc) => update(doc.ref, { reporter: FORMER })),
    ...about.docs.map((doc) => update(doc.ref, { subject: FORMER })),
    ...decided.docs.map((doc) => update(doc.ref, { decidedBy: { uid, email: '' } })),
    ...audits.flatMap((snapshot) => snapshot.docs).map((doc) => update(doc.ref, { adminEmail: '' })),
  ]);
}

/** Step 3: the user's own documents. */
async function deleteOwnDocuments(uid: string): Promise<void> {
  const blocked = await blocks.where('by', '==', uid).get();
  await commit([...blocked.docs.map((doc) => remove(doc.ref)), remove(reputations.doc(uid))]);
  // The profile with its subcollections: addresses, cart, wishlist, notifications.
  await db.recursiveDelete(users.doc(uid));
}

/** Step 4: listing photos under listings/{uid}/, and the photos the user sent in each conversation. */
async function deleteFiles(uid: string, talks: readonly Conversation[]): Promise<void> {
  const prefixes = [listingImagePrefix(uid), ...talks.map((conversation) => `${chatImageFolder(conversation, uid)}/`)];
  for (const prefix of prefixes) await bucket.deleteFiles({ prefix });
}

/**
 * Step 5: the Auth user goes. Its ID tokens stay valid for up to an hour, and the security rules check only
 * their signature: the disabled-account mark (account-status.ts) makes their holder a visitor, who cannot
 * write a new profile under the old uid.
 */
async function deleteAuthUser(uid: string): Promise<void> {
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    if (asRecord(error).code !== 'auth/user-not-found') throw error;
  }
  const mark: DisabledAccount = { disabledAt: nowIso() };
  await db.collection(COLLECTIONS.disabledAccounts).doc(uid).set(mark);
}

/**
 * Deletes the account of `uid`, whose ID token says it signed in at `authTime` (seconds), as the module
 * comment describes. Refusals are failed-precondition with RECENT_SIGN_IN_REQUIRED,
 * DELETE_REFUSED_OPEN_ORDERS or DELETE_REFUSED_RESERVED_OFFER.
 */
export async function deleteAccount(uid: string, authTime: unknown): Promise<{ deleted: true; deletedAt: string }> {
  requireRecentSignIn(authTime);
  await refuseWhileDealsOpen(uid);
  const names = await namesOf(uid);

  await cancelListings(uid);
  await withdrawProducts(uid);
  await releaseHolds(uid);
  await refuseWhileDealsOpen(uid);

  const talks = (await conversations.where('participants', 'array-contains', uid).get()).docs.map((doc) => ({ ...doc.data(), id: doc.id }));
  await anonymiseListings(uid);
  const productIds = await unlinkProductPhotos(uid);
  await anonymiseConversations(uid, names, talks);
  await anonymiseOrdersBought(uid, names);
  await unlinkOrdersSold(uid);
  await anonymiseReviewsAndRatings(uid, productIds);
  await anonymiseReports(uid);

  await deleteOwnDocuments(uid);
  await deleteFiles(uid, talks);
  await deleteAuthUser(uid);
  return { deleted: true, deletedAt: nowIso() };
}
