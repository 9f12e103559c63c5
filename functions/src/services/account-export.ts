/**
 * 'Download my data': everything the product holds about one user, as one JSON-able object. Every read is a
 * query on one of the user's own fields (their uid as buyer, seller, author, rater, sender or reporter), so
 * the export never reads, and so never repeats, another user's private part: their contact, addresses or
 * cart, or who reported whom to the admins.
 */
import type { DocumentData, Query } from 'firebase-admin/firestore';
import { AUTH_REQUIRED } from '@campus/common/messages';
import type {
  Address,
  AppNotification,
  CartEntry,
  ChatMessage,
  Conversation,
  DealRating,
  DealSide,
  Listing,
  Offer,
  Order,
  OrderBuyerContact,
  PersonName,
  Product,
  Report,
  Reputation,
  Review,
  UserProfile,
  WishlistEntry,
  WithId,
} from '@campus/common/model';
import { asRecord } from '@campus/common/values';
import {
  addressesOf,
  blocks,
  buyerContactOf,
  cartOf,
  conversations,
  dealRatings,
  listings,
  messagesOf,
  notificationsOf,
  orders,
  products,
  reports,
  reputations,
  reviews,
  users,
  wishlistOf,
} from '../collections';
import { AppError } from '../errors';
import { auth } from '../firebase';
import { nowIso } from '../validation';

export interface ExportedAccount {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** How the user signs in: 'password', 'google.com', 'microsoft.com'. */
  providers: string[];
  createdAt: string;
  lastSignInAt: string | null;
}

/** A conversation as its participant sees it in the inbox. */
export interface ExportedConversation {
  id: string;
  productId: string;
  product: Conversation['product'];
  yourSide: DealSide;
  otherParty: PersonName;
  createdAt: string;
  lastMessageAt: string;
}

/** The latest offer of a conversation: made when the user named its amount, received otherwise. */
export interface ExportedOffer extends Offer {
  conversationId: string;
  productId: string;
  productTitle: string;
  yourSide: DealSide;
  direction: 'made' | 'received';
}

export interface ExportedMessage extends ChatMessage {
  id: string;
  conversationId: string;
  productId: string;
  productTitle: string;
}

export interface AccountExport {
  exportedAt: string;
  account: ExportedAccount;
  profile: UserProfile | null;
  addresses: WithId<Address>[];
  /** Ids are the products'. */
  cart: WithId<CartEntry>[];
  wishlist: WithId<WishlistEntry>[];
  notifications: WithId<AppNotification>[];
  /** With the contact and address the user gave for each (orders/{id}/private/buyer). */
  ordersBought: WithId<Order & { buyerContact: OrderBuyerContact | null }>[];
  /** As the seller reads them: the buyer's contact is not part of them. */
  ordersSold: WithId<Order>[];
  listings: WithId<Omit<Listing, 'keywords' | 'firstOfSeller'>>[];
  /** The catalogue entries the user's approved listings became. */
  products: WithId<Omit<Product, 'keywords'>>[];
  reviews: WithId<Review>[];
  conversations: ExportedConversation[];
  offers: ExportedOffer[];
  messagesSent: ExportedMessage[];
  ratingsGiven: WithId<DealRating>[];
  ratingsReceived: WithId<DealRating>[];
  reputation: Reputation | null;
  /** Reports the user filed, without the admin who decided them. */
  reportsFiled: WithId<Omit<Report, 'decidedBy'>>[];
  /** The users this one blocked. */
  blocked: { uid: string; at: string }[];
}

/** Every document of a query, with its id. */
async function all<T extends DocumentData>(query: Query<T, T>): Promise<WithId<T>[]> {
  return (await query.get()).docs.map((doc) => ({ ...doc.data(), id: doc.id }));
}

/** Newest first by `createdAt`, sorted here so that no query needs a composite index. */
const newestFirst = <T extends { createdAt: string }>(entries: T[]): T[] => [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

const isoOf = (utc: string | null | undefined): string | null => (utc ? new Date(utc).toISOString() : null);

async function exportedAccount(uid: string): Promise<ExportedAccount> {
  try {
    const record = await auth.getUser(uid);
    return {
      uid,
      email: record.email ?? '',
      emailVerified: record.emailVerified,
      providers: record.providerData.map((provider) => provider.providerId),
      createdAt: isoOf(record.metadata.creationTime) ?? '',
      lastSignInAt: isoOf(record.metadata.lastSignInTime),
    };
  } catch (error) {
    // A deleted account's ID token stays valid for up to an hour.
    if (asRecord(error).code === 'auth/user-not-found') throw new AppError('unauthenticated', AUTH_REQUIRED);
    throw error;
  }
}

const withoutBookkeeping = ({ keywords: _keywords, firstOfSeller: _firstOfSeller, ...listing }: WithId<Listing>) => listing;
const withoutKeywords = ({ keywords: _keywords, ...product }: WithId<Product>) => product;
const withoutDecider = ({ decidedBy: _decidedBy, ...report }: WithId<Report>) => report;

/** The user's conversations, the latest offer of each, and the messages they sent in them. */
async function dealsOf(uid: string): Promise<Pick<AccountExport, 'conversations' | 'offers' | 'messagesSent'>> {
  const talks = await all(conversations.where('participants', 'array-contains', uid));
  const seen = talks.map((conversation) => {
    const yourSide: DealSide = conversation.buyerId === uid ? 'buyer' : 'seller';
    const { id, productId, product, offer } = conversation;
    const summary: ExportedConversation = {
      id,
      productId,
      product,
      yourSide,
      otherParty: yourSide === 'buyer' ? conversation.seller : conversation.buyer,
      createdAt: conversation.createdAt,
      lastMessageAt: conversation.lastMessageAt,
    };
    const latest: ExportedOffer[] = offer ? [{ ...offer, conversationId: id, productId, productTitle: product.title, yourSide, direction: offer.by === yourSide ? 'made' : 'received' }] : [];
    return { summary, latest };
  });
  const sent = await Promise.all(
    talks.map(async ({ id, productId, product }) =>
      (await all(messagesOf(id).where('senderId', '==', uid))).map((message): ExportedMessage => ({ ...message, conversationId: id, productId, productTitle: product.title })),
    ),
  );
  return {
    conversations: seen.map(({ summary }) => summary).sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt)),
    offers: seen.flatMap(({ latest }) => latest),
    messagesSent: sent.flat().sort((a, b) => a.sentAt.localeCompare(b.sentAt)),
  };
}

/** The other user of a blocks/ pair id: the pair is sorted and joined with '_' (blockPairId), and one side is `uid`. */
function otherOfPair(pairId: string, uid: string): string {
  if (pairId.startsWith(`${uid}_`)) return pairId.slice(uid.length + 1);
  return pairId.endsWith(`_${uid}`) ? pairId.slice(0, -(uid.length + 1)) : '';
}

async function ordersBoughtBy(uid: string): Promise<AccountExport['ordersBought']> {
  const bought = await all(orders.where('userId', '==', uid));
  const contacts = await Promise.all(bought.map((order) => buyerContactOf(order.id).get()));
  return newestFirst(bought.map((order, index) => ({ ...order, buyerContact: contacts[index]?.data() ?? null })));
}

/** Everything the product holds about `uid`, for the exportMyData callable. */
export async function exportAccountData(uid: string): Promise<AccountExport> {
  const [account, profile, addresses, cart, wishlist, notifications, ordersBought, ordersSold, ownListings, ownProducts, ownReviews, deals, ratingsGiven, ratingsReceived, reputation, reportsFiled, blockedByUser] =
    await Promise.all([
      exportedAccount(uid),
      users.doc(uid).get(),
      all(addressesOf(uid)),
      all(cartOf(uid)),
      all(wishlistOf(uid)),
      all(notificationsOf(uid)),
      ordersBoughtBy(uid),
      all(orders.where('sellerIds', 'array-contains', uid)),
      all(listings.where('sellerId', '==', uid)),
      all(products.where('sellerId', '==', uid)),
      all(reviews.where('userId', '==', uid)),
      dealsOf(uid),
      all(dealRatings.where('raterId', '==', uid)),
      all(dealRatings.where('rateeId', '==', uid)),
      reputations.doc(uid).get(),
      all(reports.where('reporterId', '==', uid)),
      all(blocks.where('by', '==', uid)),
    ]);
  return {
    exportedAt: nowIso(),
    account,
    profile: profile.data() ?? null,
    addresses,
    cart,
    wishlist,
    notifications: newestFirst(notifications),
    ordersBought,
    ordersSold: newestFirst(ordersSold),
    listings: newestFirst(ownListings).map(withoutBookkeeping),
    products: newestFirst(ownProducts).map(withoutKeywords),
    reviews: newestFirst(ownReviews),
    ...deals,
    ratingsGiven: newestFirst(ratingsGiven),
    ratingsReceived: newestFirst(ratingsReceived),
    reputation: reputation.data() ?? null,
    reportsFiled: newestFirst(reportsFiled).map(withoutDecider),
    blocked: blockedByUser.map((block) => ({ uid: otherOfPair(block.id, uid), at: block.at })),
  };
}
