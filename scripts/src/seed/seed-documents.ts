import { listingKeywords } from '@campus/common/admin-queue';
import { isSubcategoryOf } from '@campus/common/categories';
import { productFromListing } from '@campus/common/listing-product';
import {
  COLLECTIONS,
  reviewId,
  type Address,
  type CartEntry,
  type Listing,
  type HandoverCode,
  type ListingAddress,
  type MeetupSpot,
  type Order,
  type OrderBuyerContact,
  type OrderItem,
  type Product,
  type Review,
  type ShippingAddress,
  type UserProfile,
  type WishlistEntry,
} from '@campus/common/model';
import { isMeetupOrder } from '@campus/common/meetups';
import { separateBuyerContact } from '@campus/common/order-contact';
import { canCancelOrder } from '@campus/common/order-state';
import { checkoutTotals, doorstepPrice } from '@campus/common/pricing';
import { BUYER_CARD, BUYER_CART, BUYER_ORDERS, BUYER_WISHLIST, type OrderRow } from './buyer-data';
import { CATALOGUE } from './catalogue-data';
import { MEETUP_SPOTS } from './meetup-spots-data';
import { PENDING_AND_CLOSED_LISTINGS } from './listings-data';
import { SEED_PEOPLE, seedPerson, type PersonKey, type SeedPerson } from './people-data';
import { renderProductImage } from './product-image';
import { REVIEWS } from './reviews-data';
import { seedId, seedUuid, slugify } from './seed-ids';

export interface SeedDocument<T = SeedData> {
  /** Slash-separated document path, e.g. products/{id}. */
  path: string;
  id: string;
  data: T;
}

type SeedData = UserProfile | Address | CartEntry | WishlistEntry | Listing | Product | Order | OrderBuyerContact | Review | MeetupSpot | HandoverCode;

export interface SeedImage {
  /** Storage object path. */
  path: string;
  svg: string;
  token: string;
}

export interface SeedPlan {
  users: SeedDocument<UserProfile>[];
  addresses: SeedDocument<Address>[];
  products: SeedDocument<Product>[];
  listings: SeedDocument<Listing>[];
  orders: SeedDocument<Order>[];
  reviews: SeedDocument<Review>[];
  cart: SeedDocument<CartEntry>[];
  wishlist: SeedDocument<WishlistEntry>[];
  meetupSpots: SeedDocument<MeetupSpot>[];
  /** The codes of the open meet-up orders, as placeOrder makes them. */
  handoverCodes: SeedDocument<HandoverCode>[];
  buyerContacts: SeedDocument<OrderBuyerContact>[];
  images: SeedImage[];
}

/** Every document of a plan, for writing. */
export function planDocuments(plan: SeedPlan): SeedDocument[] {
  return [...plan.users, ...plan.addresses, ...plan.products, ...plan.listings, ...plan.orders, ...plan.reviews, ...plan.cart, ...plan.wishlist, ...plan.meetupSpots, ...plan.handoverCodes, ...plan.buyerContacts];
}

function seedDocument<T>(path: string, data: T): SeedDocument<T> {
  return { path, id: path.slice(path.lastIndexOf('/') + 1), data };
}

export interface SeedContext {
  uids: ReadonlyMap<PersonKey, string>;
  /** The seed's "now" in ms: every date is this minus a fixed number of days. */
  anchor: number;
  /** Download URL of a Storage object with its token. */
  downloadUrl: (path: string, token: string) => string;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Catalogue sellers in turn, so every student seller has products. */
const SELLER_ROTATION: readonly PersonKey[] = ['seller', 'karthik', 'sneha', 'arjun'];

interface CatalogueProduct {
  id: string;
  listingId: string;
  sellerKey: PersonKey;
  product: Product;
  daysAgo: number;
}

/** Every document and Storage object of the demo data, built without touching Firebase. */
export function planSeed(context: SeedContext): SeedPlan {
  const { uids, anchor, downloadUrl } = context;
  const plan: SeedPlan = {
    users: [],
    addresses: [],
    products: [],
    listings: [],
    orders: [],
    reviews: [],
    cart: [],
    wishlist: [],
    meetupSpots: MEETUP_SPOTS.map((spot) => seedDocument(`meetupSpots/${seedId('meetupSpot', spot.name)}`, spot)),
    handoverCodes: [],
    buyerContacts: [],
    images: [],
  };
  const { images } = plan;
  const at = (daysAgo: number, hoursLater = 0): string => new Date(anchor - daysAgo * DAY_MS + hoursLater * HOUR_MS).toISOString();
  const uidOf = (key: PersonKey): string => {
    const uid = uids.get(key);
    if (!uid) throw new Error(`No account for seed person ${key}`);
    return uid;
  };
  const image = (path: string, title: string, category: string): string => {
    const token = seedUuid(path);
    images.push({ path, svg: renderProductImage(title, category), token });
    return downloadUrl(path, token);
  };
  const listingAddress = (person: SeedPerson): ListingAddress => {
    const [, home] = firstAddress(person);
    return {
      fullName: fullName(person),
      phone: person.mobileNumber,
      address: home.address,
      locality: home.locality,
      city: home.city,
      state: home.state,
      pincode: home.pincode,
      addressType: home.addressType,
    };
  };
  const sellersWithListings = new Set<string>();
  const listing = (
    id: string,
    sellerKey: PersonKey,
    fields: Pick<Listing, 'productName' | 'productDescription' | 'expectedPrice' | 'category' | 'subcategory' | 'state' | 'createdAt' | 'updatedAt'>,
  ): Listing => {
    const seller = seedPerson(sellerKey);
    const sellerId = uidOf(sellerKey);
    const path = `listings/${sellerId}/${id}/photo-1.svg`;
    const firstOfSeller = !sellersWithListings.has(sellerId);
    sellersWithListings.add(sellerId);
    return {
      sellerId,
      seller: { firstName: seller.firstName, lastName: seller.lastName, email: seller.email },
      ...fields,
      images: [{ imageUrl: image(path, fields.productName, fields.category.name), path }],
      address: [listingAddress(seller)],
      keywords: listingKeywords(fields.productName, seller),
      firstOfSeller,
    };
  };

  for (const person of SEED_PEOPLE) {
    const uid = uidOf(person.key);
    const profile: UserProfile = {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      mobileNumber: person.mobileNumber,
      gender: person.gender,
      birthDate: person.birthDate,
      createdAt: at(person.joinedDaysAgo),
    };
    plan.users.push(seedDocument(`${COLLECTIONS.users}/${uid}`, profile));
    person.addresses.forEach(([key, address], index) => {
      const data: Address = { ...address, fullName: fullName(person), phone: person.mobileNumber, isDefault: index === 0 };
      plan.addresses.push(seedDocument(addressPath(uid, person.key, key), data));
    });
  }

  const soldBy = soldTitles();
  const products = new Map<string, CatalogueProduct>();
  CATALOGUE.forEach(([title, category, subcategory, price, originalPrice, description], index) => {
    if (!isSubcategoryOf(category, subcategory)) throw new Error(`${subcategory} is not a subcategory of ${category}`);
    const id = seedId('product', slugify(title));
    const listingId = seedId('listing', slugify(title));
    const sellerKey = SELLER_ROTATION[index % SELLER_ROTATION.length] ?? 'seller';
    // A stride coprime to 57 spreads the table over 3 to 59 days before the anchor, no two neighbours alike.
    const daysAgo = 59 - ((index * 17) % 57);
    const soldOrder = soldBy.get(title);
    const requested: Listing = listing(listingId, sellerKey, {
      productName: title,
      productDescription: description,
      expectedPrice: price,
      category: { name: category },
      subcategory,
      state: soldOrder ? 'Sold' : 'Request_Approved',
      createdAt: at(daysAgo + 1),
      updatedAt: soldOrder ? at(soldOrder.daysAgo) : at(daysAgo),
    });
    plan.listings.push(seedDocument(`${COLLECTIONS.listings}/${listingId}`, { ...requested, productId: id }));
    const coverUrl = image(`products/${id}/cover.svg`, title, category);
    // The demo catalogue knows each item's price new and shows a cover picture of its own.
    const product: Product = {
      ...productFromListing(listingId, requested, at(daysAgo)),
      originalPrice,
      imageURL: coverUrl,
      images: [{ imageUrl: coverUrl }],
      status: soldOrder ? 'sold' : 'available',
    };
    products.set(title, { id, listingId, sellerKey, product, daysAgo });
    plan.products.push(seedDocument(`${COLLECTIONS.products}/${id}`, product));
  });
  const catalogueProduct = (title: string, notBefore: number): CatalogueProduct => {
    const entry = products.get(title);
    if (!entry) throw new Error(`Seed table names a product not in the catalogue: ${title}`);
    if (entry.daysAgo <= notBefore) throw new Error(`${title} is listed after it is used (${entry.daysAgo} <= ${notBefore} days ago)`);
    return entry;
  };

  for (const [productName, category, subcategory, expectedPrice, description, sellerKey, state, daysAgo] of PENDING_AND_CLOSED_LISTINGS) {
    if (!isSubcategoryOf(category, subcategory)) throw new Error(`${subcategory} is not a subcategory of ${category}`);
    const id = seedId('listing', slugify(productName));
    const data = listing(id, sellerKey, {
      productName,
      productDescription: description,
      expectedPrice,
      category: { name: category },
      subcategory,
      state,
      createdAt: at(daysAgo),
      updatedAt: state === 'sellrequest' ? at(daysAgo) : at(daysAgo, 20),
    });
    plan.listings.push(seedDocument(`${COLLECTIONS.listings}/${id}`, data));
  }

  const buyer = seedPerson('buyer');
  const buyerUid = uidOf('buyer');
  for (const row of BUYER_ORDERS) {
    const entries = row.items.map((title) => catalogueProduct(title, row.daysAgo));
    const built = buildOrder(row, entries, buyer, buyerUid, at);
    const order = seedDocument(`${COLLECTIONS.orders}/${seedId('order', row.key)}`, built.order);
    plan.orders.push(order);
    plan.buyerContacts.push(seedDocument(`${order.path}/${COLLECTIONS.private}/buyer`, built.contact));
    if (isMeetupOrder(order.data) && canCancelOrder(order.data.orderStatus)) {
      const code = String(parseInt(seedUuid(order.path).slice(0, 8), 16) % 1_000_000).padStart(6, '0');
      plan.handoverCodes.push(seedDocument(`${order.path}/${COLLECTIONS.handover}/code`, { code, failedAttempts: 0, lockedUntil: null, usedAt: null }));
    }
  }

  for (const [title, reviewer, rating, comment, daysAgo] of REVIEWS) {
    const { id, sellerKey, product } = catalogueProduct(title, daysAgo);
    if (reviewer === sellerKey) throw new Error(`${reviewer} reviews their own product ${title}`);
    const person = seedPerson(reviewer);
    const uid = uidOf(reviewer);
    const review: Review = {
      productId: id,
      userId: uid,
      rating,
      comment,
      user: { firstName: person.firstName, lastName: person.lastName },
      product: { title: product.title, imageURL: product.imageURL, price: product.price },
      createdAt: at(daysAgo),
      updatedAt: at(daysAgo),
    };
    plan.reviews.push(seedDocument(`${COLLECTIONS.reviews}/${reviewId(id, uid)}`, review));
  }

  const available = (title: string, daysAgo: number): string => {
    const entry = catalogueProduct(title, daysAgo);
    if (entry.product.status !== 'available') throw new Error(`${title} is sold and cannot be in the cart or wishlist`);
    return entry.id;
  };
  BUYER_CART.forEach(([title, quantity], index) => {
    const data: CartEntry = { quantity, addedAt: at(1, index) };
    plan.cart.push(seedDocument(`${COLLECTIONS.users}/${buyerUid}/${COLLECTIONS.cart}/${available(title, 1)}`, data));
  });
  BUYER_WISHLIST.forEach((title, index) => {
    const data: WishlistEntry = { addedAt: at(3, index) };
    plan.wishlist.push(seedDocument(`${COLLECTIONS.users}/${buyerUid}/${COLLECTIONS.wishlist}/${available(title, 3)}`, data));
  });

  return plan;
}

function fullName(person: SeedPerson): string {
  return `${person.firstName} ${person.lastName}`;
}

function firstAddress(person: SeedPerson): SeedPerson['addresses'][number] {
  const first = person.addresses[0];
  if (!first) throw new Error(`Seed person ${person.key} has no address`);
  return first;
}

function addressPath(uid: string, personKey: PersonKey, addressKey: string): string {
  return `${COLLECTIONS.users}/${uid}/${COLLECTIONS.addresses}/${seedId('address', `${personKey}:${addressKey}`)}`;
}

/** Titles of products bought in orders that still stand (a cancelled order releases its items). */
function soldTitles(): Map<string, OrderRow> {
  const sold = new Map<string, OrderRow>();
  for (const row of BUYER_ORDERS) {
    if (row.status === 'CANCELLED') continue;
    for (const title of row.items) {
      if (sold.has(title)) throw new Error(`${title} is sold twice`);
      sold.set(title, row);
    }
  }
  return sold;
}

function buildOrder(
  row: OrderRow,
  entries: readonly CatalogueProduct[],
  buyer: SeedPerson,
  buyerUid: string,
  at: (daysAgo: number, hoursLater?: number) => string,
): { order: Order; contact: OrderBuyerContact } {
  const orderItems: OrderItem[] = entries.map(({ id, product }) => ({
    productId: id,
    sellerId: product.sellerId,
    product: { title: product.title, description: product.description, imageURL: product.imageURL },
    price: row.deliveryMode === 'doorstep' ? doorstepPrice(product.price) : product.price,
    quantity: 1,
  }));
  const totals = checkoutTotals(orderItems);
  const address = buyer.addresses.find(([key]) => key === row.addressKey)?.[1];
  if (!address) throw new Error(`The buyer has no ${row.addressKey} address`);
  const placedAt = at(row.daysAgo);
  const changedAt = at(row.daysAgo - row.updatedAfterDays, row.updatedAfterDays === 0 ? 0 : 3);
  const order: Order = {
    userId: buyerUid,
    sellerIds: [...new Set(orderItems.map((item) => item.sellerId))],
    user: { firstName: buyer.firstName, lastName: buyer.lastName },
    orderItems,
    totalPrice: totals.subtotal,
    tax: totals.tax,
    totalAmount: totals.total,
    paymentDetails:
      row.payment === 'CARD'
        ? { paymentMethod: 'CARD', paymentStatus: row.paymentStatus, ...BUYER_CARD }
        : { paymentMethod: 'COD', paymentStatus: row.paymentStatus },
    orderStatus: row.status,
    isDirect: row.isDirect,
    deliveryMode: row.deliveryMode,
    idempotencyKey: `seed-${row.key}`,
    createdAt: placedAt,
    updatedAt: changedAt,
  };
  const shippingAddress: ShippingAddress = {
    fullName: fullName(buyer),
    address: address.address,
    locality: address.locality,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    phone: buyer.mobileNumber,
  };
  return separateBuyerContact(row.status === 'CANCELLED' ? { ...order, cancelledAt: changedAt } : order, buyer.email, shippingAddress);
}
