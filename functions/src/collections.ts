/**
 * Typed references to every collection the functions touch. Documents are written only through these
 * (or by the web app under firestore.rules, which checks their shape), so the converter trusts them.
 */
import type {
  CollectionReference,
  DocumentData,
  FirestoreDataConverter,
  PartialWithFieldValue,
  QueryDocumentSnapshot,
  SetOptions,
  WithFieldValue,
} from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  type Address,
  type AppNotification,
  type Block,
  type CartEntry,
  type ChatMessage,
  type Conversation,
  type DealRating,
  type HandoverCode,
  type Listing,
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
import { db } from './firebase';

class ModelConverter<T extends DocumentData> implements FirestoreDataConverter<T, T> {
  toFirestore(model: WithFieldValue<T>): WithFieldValue<T>;
  toFirestore(model: PartialWithFieldValue<T>, options: SetOptions): PartialWithFieldValue<T>;
  toFirestore(model: WithFieldValue<T> | PartialWithFieldValue<T>): WithFieldValue<T> | PartialWithFieldValue<T> {
    return model;
  }

  fromFirestore(snapshot: QueryDocumentSnapshot<T, T>): T {
    return snapshot.data();
  }
}

const typed = <T extends DocumentData>(collection: CollectionReference): CollectionReference<T, T> =>
  collection.withConverter(new ModelConverter<T>());

export const users = typed<UserProfile>(db.collection(COLLECTIONS.users));
export const listings = typed<Listing>(db.collection(COLLECTIONS.listings));
export const products = typed<Product>(db.collection(COLLECTIONS.products));
export const orders = typed<Order>(db.collection(COLLECTIONS.orders));
export const reviews = typed<Review>(db.collection(COLLECTIONS.reviews));
export const conversations = typed<Conversation>(db.collection(COLLECTIONS.conversations));
export const blocks = typed<Block>(db.collection(COLLECTIONS.blocks));
export const meetupSpots = typed<MeetupSpot>(db.collection(COLLECTIONS.meetupSpots));
export const dealRatings = typed<DealRating>(db.collection(COLLECTIONS.dealRatings));
export const reputations = typed<Reputation>(db.collection(COLLECTIONS.reputations));
export const reports = typed<Report>(db.collection(COLLECTIONS.reports));

export const addressesOf = (uid: string) => typed<Address>(users.doc(uid).collection(COLLECTIONS.addresses));
export const cartOf = (uid: string) => typed<CartEntry>(users.doc(uid).collection(COLLECTIONS.cart));
export const wishlistOf = (uid: string) => typed<WishlistEntry>(users.doc(uid).collection(COLLECTIONS.wishlist));
export const notificationsOf = (uid: string) => typed<AppNotification>(users.doc(uid).collection(COLLECTIONS.notifications));
export const messagesOf = (conversationId: string) => typed<ChatMessage>(conversations.doc(conversationId).collection(COLLECTIONS.messages));
export const auditOf = (reportId: string) => typed<ReportAudit>(reports.doc(reportId).collection(COLLECTIONS.audit));
/** orders/{orderId}/handover/code: the one document of an order's handover. */
export const handoverCodeOf = (orderId: string) => typed<HandoverCode>(orders.doc(orderId).collection(COLLECTIONS.handover)).doc('code');
/** orders/{orderId}/private/buyer: the buyer's contact, which the sellers of the order do not read. */
export const buyerContactOf = (orderId: string) => typed<OrderBuyerContact>(orders.doc(orderId).collection(COLLECTIONS.private)).doc('buyer');

/** The shape every entity takes in the /api contract and in callable results: the document id as `_id`. */
export type ApiEntity<T> = T & { _id: string };

export const withApiId = <T extends object>(id: string, data: T): ApiEntity<T> => ({ ...data, _id: id });
