import { buildSearchKeywords, PRICE_FILTERS } from '@campus/common/catalogue';
import { CATEGORY_NAMES, isSubcategoryOf } from '@campus/common/categories';
import type { ListingState, OrderStatus } from '@campus/common/model';
import { isMeetupOrder } from '@campus/common/meetups';
import { checkoutTotals } from '@campus/common/pricing';
import { meetupSpotSchema } from '@campus/common/schemas/meetup-spot';
import { validateWith } from '@campus/common/schemas/validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, planDemoData, seedDemoData } from '../src/seed/seed-demo-data';
import { planDocuments, type SeedPlan } from '../src/seed/seed-documents';
import { seedServices, type SeedServices } from '../src/seed/seed-firebase';
import { stackEnvFromProcess } from './stack-address';

const LISTING_STATES: readonly ListingState[] = ['sellrequest', 'Request_Approved', 'Request_Rejected', 'cancelrequest', 'Cancel_Approved', 'Sold'];
const ORDER_STATUSES: readonly OrderStatus[] = ['PLACED', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'];
const DAY_MS = 86_400_000;

const env = stackEnvFromProcess();
let services: SeedServices;
let plan: SeedPlan;

async function uidOf(email: string): Promise<string> {
  return (await services.auth.getUserByEmail(email)).uid;
}

/** Update times of the planned documents and generations of the planned images: any write changes them. */
async function fingerprint(): Promise<Map<string, string>> {
  const prints = new Map<string, string>();
  const snapshots = await services.db.getAll(...planDocuments(plan).map((document) => services.db.doc(document.path)));
  for (const snapshot of snapshots) prints.set(snapshot.ref.path, snapshot.updateTime?.toDate().toISOString() ?? 'missing');
  for (const image of plan.images) {
    const [metadata] = await services.bucket.file(image.path).getMetadata();
    prints.set(image.path, `${metadata.generation ?? ''}:${metadata.updated ?? ''}:${metadata.md5Hash ?? ''}`);
  }
  return prints;
}

beforeAll(async () => {
  // Other test files may have bought or reviewed seeded products: seed once so this file starts from the demo state.
  await seedDemoData(env);
  services = seedServices(env);
  plan = await planDemoData(services);
});

describe('demo data seed', () => {
  it('stores exactly the planned documents in Firestore', async () => {
    const documents = planDocuments(plan);
    const snapshots = await services.db.getAll(...documents.map((document) => services.db.doc(document.path)));
    snapshots.forEach((snapshot, index) => {
      expect(snapshot.exists, snapshot.ref.path).toBe(true);
      expect(snapshot.data(), snapshot.ref.path).toEqual(documents[index]?.data);
    });
  });

  it('lists at least 60 products over all 9 categories, several sellers and the last 60 days', () => {
    const products = plan.products.map((document) => document.data);
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(new Set(products.map((product) => product.category.name))).toEqual(new Set(CATEGORY_NAMES));
    expect(new Set(products.map((product) => product.sellerId)).size).toBeGreaterThanOrEqual(4);
    expect(products.some((product) => product.description.length > 200)).toBe(true);
    const sold = products.filter((product) => product.status === 'sold').length;
    expect(sold).toBeGreaterThan(0);
    expect(sold).toBeLessThan(products.length / 5);
    const ages = products.map((product) => (Date.now() - Date.parse(product.createdAt)) / DAY_MS);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(45);
    for (const product of products) {
      expect(isSubcategoryOf(product.category.name, product.subcategory), `${product.title}: ${product.subcategory}`).toBe(true);
      expect(product.originalPrice).toBeGreaterThan(product.price);
      expect(product.keywords).toEqual(buildSearchKeywords(product.title, product.category.name, product.subcategory));
    }
  });

  it('puts products in every price filter range', () => {
    for (const filter of PRICE_FILTERS) {
      const inRange = plan.products.filter(({ data }) => data.price >= filter.min && data.price <= filter.max);
      expect(inRange.length, filter.label).toBeGreaterThan(1);
    }
  });

  it('makes every product come from its approved or sold listing', () => {
    for (const { id, data: product } of plan.products) {
      const listing = plan.listings.find((candidate) => candidate.id === product.listingId)?.data;
      expect(listing?.productId).toBe(id);
      expect(listing?.sellerId).toBe(product.sellerId);
      expect(listing?.state).toBe(product.status === 'sold' ? 'Sold' : 'Request_Approved');
    }
  });

  it('serves every product and listing image from Storage as SVG', async () => {
    const urls = new Set([
      ...plan.products.flatMap(({ data }) => [data.imageURL, ...data.images.map((image) => image.imageUrl)]),
      ...plan.listings.flatMap(({ data }) => data.images.map((image) => image.imageUrl)),
    ]);
    expect(urls.size).toBe(plan.images.length);
    for (const url of urls) {
      expect(url.startsWith(`http://${env.FIREBASE_STORAGE_EMULATOR_HOST}/v0/b/`), url).toBe(true);
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await response.text()).toMatch(/^<svg [^]*<\/svg>$/);
    }
  });

  it('gives the demo seller listings in every state, each with an Indian address', async () => {
    const sellerUid = await uidOf('seller@campus.ac.in');
    const listings = plan.listings.filter(({ data }) => data.sellerId === sellerUid);
    expect(new Set(listings.map(({ data }) => data.state))).toEqual(new Set(LISTING_STATES));
    for (const { id, data } of plan.listings) {
      expect(data.address[0]?.pincode).toMatch(/^\d{6}$/);
      expect(data.address[0]?.phone).toMatch(/^\d{10}$/);
      expect(data.images[0]?.path).toBe(`listings/${data.sellerId}/${id}/photo-1.svg`);
    }
  });

  it('gives the buyer orders in every status, priced from sold products', async () => {
    const buyerUid = await uidOf('buyer@campus.ac.in');
    const orders = plan.orders.map(({ data }) => data);
    expect(new Set(orders.map((order) => order.orderStatus))).toEqual(new Set(ORDER_STATUSES));
    const buyerAddresses = plan.addresses.filter(({ path }) => path.startsWith(`users/${buyerUid}/`)).map(({ data }) => data);
    for (const { path, data: order } of plan.orders) {
      expect(order.userId).toBe(buyerUid);
      const totals = checkoutTotals(order.orderItems);
      expect([order.totalPrice, order.tax, order.totalAmount]).toEqual([totals.subtotal, totals.tax, totals.total]);
      // The buyer's contact is apart from what the seller reads; the seller gets the address only to deliver to it.
      const contact = plan.buyerContacts.find((entry) => entry.path === `${path}/private/buyer`)?.data;
      expect(buyerAddresses.some((address) => address.address === contact?.shippingAddress.address)).toBe(true);
      expect(order.shippingAddress).toEqual(isMeetupOrder(order) ? undefined : contact?.shippingAddress);
      expect(JSON.stringify(order)).not.toContain(contact?.email);
      expect(Object.keys(order.paymentDetails)).not.toContain('cardNumber');
      if (order.paymentDetails.paymentMethod === 'CARD') expect(order.paymentDetails.cardLast4).toMatch(/^\d{4}$/);
      expect(order.cancelledAt !== undefined).toBe(order.orderStatus === 'CANCELLED');
      for (const item of order.orderItems) {
        const product = plan.products.find(({ id }) => id === item.productId)?.data;
        // A cancelled order released its item back to the catalogue.
        expect(product?.status).toBe(order.orderStatus === 'CANCELLED' ? 'available' : 'sold');
        expect(item.sellerId).toBe(product?.sellerId);
      }
    }
  });

  it('gives the buyer two addresses (one default, a work one open on Saturday), a cart of 2 and a wishlist of 3', async () => {
    const buyerUid = await uidOf('buyer@campus.ac.in');
    const addresses = plan.addresses.filter(({ path }) => path.startsWith(`users/${buyerUid}/`)).map(({ data }) => data);
    expect(addresses).toHaveLength(2);
    expect(addresses.filter((address) => address.isDefault)).toHaveLength(1);
    expect(addresses.some((address) => address.addressType === 'work' && address.openSaturday)).toBe(true);
    const available = new Set(plan.products.filter(({ data }) => data.status === 'available').map(({ id }) => id));
    expect(plan.cart.map(({ id }) => available.has(id))).toEqual([true, true]);
    expect(plan.wishlist.map(({ id }) => available.has(id))).toEqual([true, true, true]);
    expect(plan.cart.every(({ path }) => path.startsWith(`users/${buyerUid}/cart/`))).toBe(true);
  });

  it('offers meet-up spots that the admin form accepts', () => {
    expect(plan.meetupSpots.length).toBeGreaterThanOrEqual(3);
    for (const { path, data } of plan.meetupSpots) {
      expect(path).toMatch(/^meetupSpots\//);
      expect(validateWith(meetupSpotSchema, data)).toEqual({ ok: true, value: data });
    }
  });

  it('stores reviews under productId_uid with copies that match the product and the reviewer', () => {
    expect(new Set(plan.reviews.map(({ data }) => data.productId)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(plan.reviews.map(({ data }) => data.userId)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(plan.reviews.map(({ data }) => data.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const { id, data: review } of plan.reviews) {
      const product = plan.products.find((candidate) => candidate.id === review.productId)?.data;
      const user = plan.users.find((candidate) => candidate.id === review.userId)?.data;
      expect(id).toBe(`${review.productId}_${review.userId}`);
      expect(review.product).toEqual({ title: product?.title, imageURL: product?.imageURL, price: product?.price });
      expect(review.user).toEqual({ firstName: user?.firstName, lastName: user?.lastName });
      expect(review.userId).not.toBe(product?.sellerId);
    }
  });

  it('creates the demo accounts with their password and profile, and the admin claim on the admin only', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const response = await fetch(`http://${env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
      });
      expect(response.status, account.email).toBe(200);
      const user = await services.auth.getUserByEmail(account.email);
      expect(user.customClaims?.admin === true, account.email).toBe(account.role === 'admin');
      const profile = plan.users.find(({ id }) => id === user.uid)?.data;
      expect(profile?.email).toBe(account.email);
      expect(profile?.mobileNumber).toMatch(/^\d{10}$/);
    }
  });

  it('changes nothing and adds nothing when run again', async () => {
    const before = await fingerprint();
    expect([...before.values()]).not.toContain('missing');
    const uids = await Promise.all(DEMO_ACCOUNTS.map((account) => uidOf(account.email)));

    await seedDemoData(env);

    expect(await fingerprint()).toEqual(before);
    expect(await Promise.all(DEMO_ACCOUNTS.map((account) => uidOf(account.email)))).toEqual(uids);
    expect(await planDemoData(services)).toEqual(plan);
    const sellerIds = [...new Set(plan.products.map(({ data }) => data.sellerId))];
    const stored = await services.db.collection('products').where('sellerId', 'in', sellerIds).get();
    const titles = stored.docs.map((doc) => String(doc.get('title')));
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });
});
