/**
 * The Firestore data model, shared by the web app, the functions and the scripts.
 * Documents hold plain JSON-able values; timestamps are ISO 8601 strings so the same
 * shapes travel unchanged through Firestore, callables and the /api contract.
 */

export const COLLECTIONS = {
  users: 'users',
  addresses: 'addresses', // users/{uid}/addresses/{id}
  cart: 'cart', // users/{uid}/cart/{productId}
  wishlist: 'wishlist', // users/{uid}/wishlist/{productId}
  listings: 'listings',
  products: 'products',
  orders: 'orders',
  reviews: 'reviews',
  conversations: 'conversations',
  messages: 'messages', // conversations/{conversationId}/messages/{messageId}
  blocks: 'blocks',
  meetupSpots: 'meetupSpots',
  handover: 'handover', // orders/{orderId}/handover/code
  private: 'private', // orders/{orderId}/private/buyer
  dealRatings: 'dealRatings',
  reputations: 'reputations',
  notifications: 'notifications', // users/{uid}/notifications/{id}
  reports: 'reports',
  audit: 'audit', // reports/{reportId}/audit/{id}
  /** The server's marks on disabled accounts (functions/src/services/account-status.ts). */
  disabledAccounts: 'disabledAccounts',
} as const;

export type Gender = 'male' | 'female' | '';

/** users/{uid} */
export interface UserProfile {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  gender: Gender;
  birthDate: string;
  createdAt: string;
}

export type AddressType = 'home' | 'work';

/** users/{uid}/addresses/{id} */
export interface Address {
  fullName: string;
  phone: string;
  pincode: string;
  locality: string;
  address: string;
  city: string;
  state: string;
  addressType: AddressType;
  isDefault: boolean;
  openSaturday: boolean;
  openSunday: boolean;
}

/** A blank address form: a home address, not the default, closed at weekends. */
export const EMPTY_ADDRESS: Address = {
  fullName: '',
  phone: '',
  pincode: '',
  locality: '',
  address: '',
  city: '',
  state: '',
  addressType: 'home',
  isDefault: false,
  openSaturday: false,
  openSunday: false,
};

/** users/{uid}/cart/{productId} */
export interface CartEntry {
  quantity: number;
  addedAt: string;
}

/** users/{uid}/wishlist/{productId} */
export interface WishlistEntry {
  addedAt: string;
}

export interface StoredImage {
  imageUrl: string;
  /** Storage object path, e.g. listings/{uid}/{listingId}/{file}. */
  path: string;
  /** The card-sized copy's URL (common/listing-photos.ts), when the browser uploaded one. */
  cardUrl?: string;
}

export interface PersonName {
  firstName: string;
  lastName: string;
}

export interface SellerSummary extends PersonName {
  email: string;
}

/** The address kept on a listing (spec: address[] with address, city, state, pincode). */
export type ListingAddress = Pick<Address, 'fullName' | 'phone' | 'address' | 'locality' | 'city' | 'state' | 'pincode' | 'addressType'>;

/** Stored listing states of spec section 4. */
export type ListingState =
  | 'sellrequest'
  | 'Request_Approved'
  | 'Request_Rejected'
  | 'cancelrequest'
  | 'Cancel_Approved'
  | 'Sold';

/** listings/{id}: a sell request and its life. Written by functions only. */
export interface Listing {
  sellerId: string;
  seller: SellerSummary;
  productName: string;
  productDescription: string;
  expectedPrice: number;
  images: StoredImage[];
  address: ListingAddress[];
  category: { name: string };
  subcategory: string;
  state: ListingState;
  createdAt: string;
  updatedAt: string;
  /** Set once the listing has been approved into the catalogue. */
  productId?: string;
  /** Prefixes of the words of the product name and the seller's names, for the admin search (listingKeywords). */
  keywords: string[];
  /** True on exactly one listing of each seller, the first: counting these counts the sellers. */
  firstOfSeller: boolean;
}

export type ProductStatus = 'available' | 'sold' | 'withdrawn';

/** products/{id}: the public catalogue entry. Written by functions only. */
export interface Product {
  title: string;
  price: number;
  originalPrice: number;
  imageURL: string;
  /** The first photo's card-sized copy, for the product grids; absent when there is none (imageURL serves). */
  cardImageURL?: string;
  images: { imageUrl: string }[];
  description: string;
  category: { name: string };
  subcategory: string;
  sellerId: string;
  listingId: string;
  status: ProductStatus;
  createdAt: string;
  /** While an accepted offer holds the item for one buyer (offers.ts): who, and until when. */
  reservedBy?: string;
  reservedUntil?: string;
  /** Lower-cased words of the title, category and subcategory, for search. */
  keywords: string[];
}

export type OrderStatus = 'PLACED' | 'CONFIRMED' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED';
export type PaymentMethod = 'CARD' | 'COD';
export type PaymentStatus = 'PENDING' | 'PAID' | 'REFUNDED';
export type DeliveryMode = 'direct' | 'doorstep';

export interface OrderItem {
  productId: string;
  sellerId: string;
  product: { title: string; description: string; imageURL: string };
  price: number;
  quantity: number;
}

export type ShippingAddress = Pick<Address, 'fullName' | 'address' | 'locality' | 'city' | 'state' | 'pincode' | 'phone'>;

/** Who cancelled an order. */
export type OrderCancelledBy = 'buyer' | 'seller';

/** How an order was cancelled: by the buyer, or by a seller of one of its items with their reason. */
export interface OrderCancellation {
  by: OrderCancelledBy;
  /** The seller's reason (3-300 characters, trimmed); the buyer gives none. */
  reason?: string;
}

/**
 * orders/{orderId}, written by functions only, never with a full card number or a CVC. The buyer, the sellers
 * of its items and admins read it, so it holds only what a seller needs: the buyer's name, and the delivery
 * address (with its phone) on an order the seller delivers. The buyer's e-mail and phone, and the address of a
 * meet-up order, are in OrderBuyerContact.
 */
export interface Order {
  userId: string;
  sellerIds: string[];
  user: PersonName;
  orderItems: OrderItem[];
  /** Where the seller delivers; absent on a meet-up order, handed over on campus (isMeetupOrder). */
  shippingAddress?: ShippingAddress;
  totalPrice: number;
  tax: number;
  totalAmount: number;
  paymentDetails: {
    paymentMethod: PaymentMethod;
    paymentStatus: PaymentStatus;
    cardHolder?: string;
    cardLast4?: string;
    expiryMonth?: string;
  };
  orderStatus: OrderStatus;
  isDirect: boolean;
  deliveryMode: DeliveryMode;
  idempotencyKey: string;
  createdAt: string;
  updatedAt: string;
  cancelledAt?: string;
  /** Set with cancelledAt when the buyer or a seller cancels; the 48 h automatic cancellation sets none. */
  cancellation?: OrderCancellation;
  /** The accepted offer a direct buy was priced from: its conversation. */
  offerConversationId?: string;
  /** A direct order's campus meet-up, once one side proposes it. */
  meetup?: Meetup;
  /** When the seller entered the buyer's handover code: the order is DELIVERED and paid from then. */
  handedOverAt?: string;
}

/** reviews/{productId}_{uid} */
export interface Review {
  productId: string;
  userId: string;
  rating: number;
  comment: string;
  user: PersonName;
  product: { title: string; imageURL: string; price: number };
  createdAt: string;
  updatedAt: string;
}

export const reviewId = (productId: string, uid: string): string => `${productId}_${uid}`;

/** The admin dashboard's figures. */
export interface AdminStats {
  totalProducts: number;
  activeSellers: number;
  pendingRequests: number;
  pendingCancelRequests: number;
}

/** One week of the dashboard's charts; weeks start on Monday, 00:00 UTC. */
export interface AdminWeek {
  /** YYYY-MM-DD of the Monday. */
  weekStart: string;
  /** Listings approved into the catalogue that week. */
  listingsApproved: number;
  ordersPlaced: number;
  /** Sum of totalAmount of that week's orders, cancelled ones left out. */
  revenue: number;
}

/** What the getAdminStats callable returns: the four figures and the charts' data. */
export interface AdminDashboard extends AdminStats {
  /** How many listings are in each stored state, in LISTING_STATES order. */
  requestsByState: { state: ListingState; count: number }[];
  /** The last 12 weeks, oldest first, the current week last. */
  weeks: AdminWeek[];
}

/** A document together with its id, as the data layers hand it to callers. */
export type WithId<T> = T & { id: string };

/** A participant's side of a deal. */
export type DealSide = 'buyer' | 'seller';

export type OfferStatus = 'open' | 'accepted' | 'declined' | 'withdrawn' | 'lapsed' | 'used';

/** The price a buyer and a seller are bargaining over; one per conversation, so one open offer per buyer and item. */
export interface Offer {
  amount: number;
  /** Who named this amount last: the buyer's offer or the seller's counter. */
  by: DealSide;
  status: OfferStatus;
  updatedAt: string;
  /** Set on acceptance: the item is held for the buyer at `amount` until then. */
  reservedUntil?: string;
}

export interface LastMessage {
  text: string;
  senderId: string;
  sentAt: string;
}

/** conversations/{productId}_{buyerId}: one buyer and the seller about one item. Written by functions only. */
export interface Conversation {
  productId: string;
  product: { title: string; imageURL: string; price: number };
  buyerId: string;
  sellerId: string;
  /** [buyerId, sellerId], for the inbox query. */
  participants: string[];
  buyer: PersonName;
  seller: PersonName;
  lastMessage: LastMessage | null;
  lastMessageAt: string;
  /** Messages each participant has not read. */
  unread: Record<string, number>;
  /** The participants whose unread count is above 0, for the top bar's query. */
  unreadBy: string[];
  /** Who blocked the other, if either did: no more messages then. */
  blockedBy: string | null;
  offer: Offer | null;
  createdAt: string;
}

export type MessageKind = 'text' | 'offer' | 'notice';

/** conversations/{id}/messages/{messageId}. Written by functions only; the id is the sender's, so a retry writes once. */
export interface ChatMessage {
  senderId: string;
  kind: MessageKind;
  text: string;
  /** Photos, under chats/{buyerId}/{sellerId}/{productId}/{senderId}/. */
  images: StoredImage[];
  sentAt: string;
}

/** blocks/{uidA}_{uidB}, the pair sorted: one user blocked the other. Server-only. */
export interface Block {
  by: string;
  at: string;
}

/** meetupSpots/{id}: a safe place on campus for handovers, kept by admins. Hours are campus time, HH:MM. */
export interface MeetupSpot {
  name: string;
  description: string;
  opensAt: string;
  closesAt: string;
}

export type MeetupState = 'proposed' | 'confirmed';

export interface Meetup {
  spotId: string;
  spot: MeetupSpot;
  /** The start of a 30-minute slot. */
  startsAt: string;
  proposedBy: DealSide;
  state: MeetupState;
  updatedAt: string;
}

/** orders/{orderId}/private/buyer: the buyer's contact and address as ordered. Readable by the buyer and admins only. */
export interface OrderBuyerContact {
  email: string;
  phone: string;
  shippingAddress: ShippingAddress;
}

/** orders/{orderId}/handover/code: what the buyer shows the seller at the meet-up. Readable by the buyer only. */
export interface HandoverCode {
  code: string;
  failedAttempts: number;
  lockedUntil: string | null;
  usedAt: string | null;
}

/** dealRatings/{orderId}_{raterId}: one side's rating of the other after a handover. */
export interface DealRating {
  orderId: string;
  raterId: string;
  rateeId: string;
  /** The rater's side. */
  raterSide: DealSide;
  stars: number;
  comment: string;
  rater: PersonName;
  createdAt: string;
}

/** reputations/{uid}: what others see of a student's deals. */
export interface Reputation {
  ratingSum: number;
  ratingCount: number;
  completedSales: number;
}

export type NotificationKind =
  | 'message'
  | 'offer'
  | 'counter'
  | 'offerAccepted'
  | 'offerDeclined'
  | 'orderPlaced'
  | 'orderConfirmed'
  | 'orderShipped'
  | 'meetupProposed'
  | 'meetupConfirmed'
  | 'handedOver'
  | 'listingApproved'
  | 'listingRejected'
  | 'cancelDecided';

/** users/{uid}/notifications/{id}: written by functions with the event; the owner only marks it read. */
export interface AppNotification {
  kind: NotificationKind;
  title: string;
  text: string;
  /** Where opening it goes, an app path. */
  link: string;
  read: boolean;
  createdAt: string;
}

export type ReportKind = 'message' | 'listing' | 'user';
export type ReportState = 'open' | 'dismissed' | 'listingRemoved' | 'userSuspended';
export type ReportAction = 'dismiss' | 'removeListing' | 'suspendUser';

/** reports/{id}: a student's report, for the admins' queue. Server-only. */
export interface Report {
  kind: ReportKind;
  reporterId: string;
  reporter: PersonName;
  /** The reported user: the message's sender, the listing's seller, or the user. */
  subjectId: string;
  subject: PersonName;
  productId: string | null;
  conversationId: string | null;
  messageId: string | null;
  /** What was reported, copied: the message's text or the product's title. */
  excerpt: string;
  reason: string;
  state: ReportState;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: { uid: string; email: string } | null;
}

/** reports/{id}/audit/{id}: who decided what, and when. */
export interface ReportAudit {
  action: ReportAction;
  adminId: string;
  adminEmail: string;
  at: string;
}
