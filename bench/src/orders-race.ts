// `npx tsx bench/src/orders-race.ts`: two races on the real callables, through the Functions emulator,
// checked afterwards with firebase-admin:
//  - 100 signed-in students call placeOrder for one item at once: exactly one order, complete (the line
//    re-priced, the totals, the buyer), the item and its listing sold once, and 99 answers
//    failed-precondition 'This item has just been sold';
//  - 20 decisions on one pending sell request at once, 10 acceptListing from one admin and 10 rejectListing
//    from another: exactly one wins, the other 19 get failed-precondition (a conflict, 409 on /api).
// It starts its own stack on ports shifted by STACK_PORT_OFFSET (default 23000), without demo data; the
// Functions emulator serves functions/lib, so run `npm run build -w functions` after changing the functions.
// Accounts sign up through the Auth emulator's REST API and call the callables over their HTTP protocol.
// The Functions emulator runs one request per worker process; the bench caps it at 10 processes
// (FUNCTIONS_EMULATOR_PARALLEL), which a 2-core machine can carry: every call of a race is in flight at
// once and they reach Firestore 10 at a time. Each race follows a warm-up of as many calls that fail fast
// (an unknown id), so the workers are running and cold starts do not spread the race out. It prints the
// counts and the latency of the calls, removes every account, document and Storage object it made, and
// exits 1 when a check fails.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { ITEM_SOLD, LISTING_ACTION_NOT_ALLOWED } from '@campus/common/messages';
import type { ShippingAddress, UserProfile } from '@campus/common/model';
import { checkoutTotals } from '@campus/common/pricing';
import { asList, asRecord, asText } from '@campus/common/values';
import { startStack } from '../../scripts/src/stack/start-stack';
import { chunks, percentile, range, stackClient, type Account, type Outcome } from './support/callables';

const STUDENTS = 100;
const DECISIONS = 20;
const PRICE = 1499;
const PASSWORD = 'Race@1234';
const SIGN_UPS_AT_ONCE = 20;
/** Worker processes of the Functions emulator: one runs one request at a time. */
const WORKERS = 10;
/** Firestore's limit on the values of an 'in' filter. */
const IN_LIMIT = 30;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const SHIPPING_ADDRESS: ShippingAddress = {
  fullName: 'Race Student',
  phone: '9876543210',
  pincode: '560001',
  locality: 'Koramangala',
  address: '12 Hostel Road',
  city: 'Bengaluru',
  state: 'Karnataka',
};

interface Check {
  label: string;
  pass: boolean;
  detail: string;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-race-'));
// The stack's processes inherit the bench's environment. firebase-tools caps its workers with the first (default
// 50) and gives a new worker the second, in seconds (default 30), to load the functions: on a busy machine a
// slower start fails the request and the next one starts yet another worker.
process.env.FUNCTIONS_EMULATOR_PARALLEL ??= String(WORKERS);
process.env.FUNCTIONS_DISCOVERY_TIMEOUT ??= '120';
const stack = await startStack({ portOffset: Number(process.env.STACK_PORT_OFFSET ?? 23_000), web: false, dataDir, persist: false, seed: false });
// The admin SDK reads the emulator hosts from the environment when each service starts.
Object.assign(process.env, stack.env);
const app = getApps()[0] ?? initializeApp({ projectId: stack.env.GCLOUD_PROJECT, storageBucket: `${stack.env.GCLOUD_PROJECT}.appspot.com` });
const db: Firestore = getFirestore(app);
const auth = getAuth(app);
const bucket = getStorage(app).bucket();

const { call, succeeded, signIn, signUpAccount } = stackClient(stack.env, PASSWORD);

/** Everything the bench makes, for the clean-up. */
const made: { uids: string[]; sellerUid: string } = { uids: [], sellerUid: '' };

async function signUpAll(emails: readonly string[]): Promise<Account[]> {
  const accounts: Account[] = [];
  for (const batch of chunks(emails, SIGN_UPS_AT_ONCE)) {
    const signedUp = await Promise.all(batch.map(signUpAccount));
    made.uids.push(...signedUp.map((account) => account.uid));
    accounts.push(...signedUp);
  }
  const profiles = db.batch();
  for (const account of accounts) {
    const profile: UserProfile = { firstName: 'Race', lastName: 'Student', email: account.email, mobileNumber: '', gender: '', birthDate: '', createdAt: new Date().toISOString() };
    profiles.set(db.collection('users').doc(account.uid), profile);
  }
  await profiles.commit();
  return accounts;
}

async function makeAdmin(account: Account): Promise<Account> {
  await auth.setCustomUserClaims(account.uid, { admin: true });
  return { ...account, token: await signIn(account.email) };
}

const listingForm = (run: string, photo: string) => ({
  productName: `Race Item ${run}`,
  productDescription: 'One of a kind: a hundred students want it at once.',
  expectedPrice: PRICE,
  mainCategory: 'Electronic',
  subcategory: 'Mobile Phones & Tablets',
  address: { ...SHIPPING_ADDRESS, addressType: 'home', isDefault: true },
  images: [photo],
});

const directOrder = (productId: string, idempotencyKey: string) => ({
  isDirect: true,
  products: [{ productId, quantity: 1 }],
  shippingAddress: SHIPPING_ADDRESS,
  paymentMethod: 'COD',
  idempotencyKey,
});

/** Fires every call at once and waits for all of them. */
const race = (calls: readonly (() => Promise<Outcome>)[]) => Promise.all(calls.map((start) => start()));

/** The orders placed by any of these users, as stored. */
async function ordersOf(uids: readonly string[]): Promise<{ id: string; order: Record<string, unknown> }[]> {
  const snapshots = await Promise.all(chunks(uids, IN_LIMIT).map((batch) => db.collection('orders').where('userId', 'in', batch).get()));
  return snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => ({ id: doc.id, order: doc.data() })));
}

/** The buyer's contact placeOrder keeps apart from the order (orders/{id}/private/buyer). */
async function buyerContactOf(orderId: string | undefined): Promise<Record<string, unknown>> {
  return orderId === undefined ? {} : ((await db.doc(`orders/${orderId}/private/buyer`).get()).data() ?? {});
}

/**
 * The winner's order holds everything placeOrder writes: buyer, one re-priced line, totals, key, status, and
 * the buyer's e-mail and address in its private part.
 */
function isWholeOrder(order: Record<string, unknown>, contact: Record<string, unknown>, winner: Account | undefined, key: string | undefined, productId: string): boolean {
  const totals = checkoutTotals([{ price: PRICE, quantity: 1 }]);
  const lines = asList(order.orderItems).map(asRecord);
  const line = lines[0] ?? {};
  return (
    order.userId === winner?.uid &&
    contact.email === winner?.email &&
    lines.length === 1 &&
    line.productId === productId &&
    line.price === PRICE &&
    line.quantity === 1 &&
    asText(asRecord(line.product).title) !== '' &&
    order.totalPrice === totals.subtotal &&
    order.tax === totals.tax &&
    order.totalAmount === totals.total &&
    order.orderStatus === 'PLACED' &&
    order.idempotencyKey === key &&
    isDeepStrictEqual(contact.shippingAddress, SHIPPING_ADDRESS)
  );
}

async function removeEverything(): Promise<void> {
  const owned = made.sellerUid
    ? await Promise.all([
        db.collection('orders').where('sellerIds', 'array-contains', made.sellerUid).get(),
        db.collection('products').where('sellerId', '==', made.sellerUid).get(),
        db.collection('listings').where('sellerId', '==', made.sellerUid).get(),
      ])
    : [];
  const writer = db.bulkWriter();
  for (const doc of owned.flatMap((snapshot) => snapshot.docs)) void writer.delete(doc.ref);
  for (const uid of made.uids) await db.recursiveDelete(db.collection('users').doc(uid), writer);
  await writer.close();
  if (made.sellerUid) await bucket.deleteFiles({ prefix: `listings/${made.sellerUid}/` });
  for (const batch of chunks(made.uids, 1000)) await auth.deleteUsers(batch);
}

interface Tally {
  won: number;
  refused: number;
  others: string[];
  p50: number;
  p99: number;
  max: number;
}

/** Successes, refusals with `expectedMessage` (failed-precondition), anything else, and the latencies. */
function tally(outcomes: readonly Outcome[], expectedMessage: string): Tally {
  const isRefusal = (outcome: Outcome) => outcome.code === 'failed-precondition' && outcome.message === expectedMessage;
  const sorted = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  return {
    won: outcomes.filter((outcome) => outcome.code === 'ok').length,
    refused: outcomes.filter(isRefusal).length,
    others: outcomes.filter((outcome) => outcome.code !== 'ok' && !isRefusal(outcome)).map((outcome) => `${outcome.code}: ${outcome.message}`),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

const countChecks = (what: string, result: Tally, calls: number, message: string): Check[] => [
  { label: `${what}: exactly 1 succeeded`, pass: result.won === 1, detail: String(result.won) },
  { label: `${what}: ${calls - 1} answered '${message}'`, pass: result.refused === calls - 1, detail: String(result.refused) },
  { label: `${what}: no other answer`, pass: result.others.length === 0, detail: result.others.join('; ') },
];

interface Cast {
  students: Account[];
  seller: Account;
  admins: [Account, Account];
}

/** The students, a seller and two admins, signed up with their profiles. */
async function signUpCast(run: string): Promise<Cast> {
  const students = await signUpAll(range(STUDENTS).map((index) => `race-${run}-student-${index}@campus.ac.in`));
  const [seller, firstAdmin, secondAdmin] = await signUpAll(['seller', 'admin-1', 'admin-2'].map((name) => `race-${run}-${name}@campus.ac.in`));
  if (!seller || !firstAdmin || !secondAdmin) throw new Error('The seller and admin accounts were not made');
  made.sellerUid = seller.uid;
  return { students, seller, admins: [await makeAdmin(firstAdmin), await makeAdmin(secondAdmin)] };
}

/** A pending sell request of the seller's, with a photo uploaded to their Storage folder. */
async function submitListing(seller: Account, run: string): Promise<string> {
  const photo = `listings/${seller.uid}/race/photo.png`;
  await bucket.file(photo).save(PNG, { contentType: 'image/png' });
  return asText((await succeeded('submitListing', seller.token, listingForm(run, photo)))._id);
}

/** Race 1: every student orders the one item at once. */
async function raceForTheItem({ students, seller }: Cast, listingId: string, productId: string): Promise<{ result: Tally; checks: Check[] }> {
  await race(students.map((student) => () => call('placeOrder', student.token, directOrder('no-such-product', randomUUID()))));
  const keys = students.map(() => randomUUID());
  const outcomes = await race(students.map((student, index) => () => call('placeOrder', student.token, directOrder(productId, keys[index] ?? ''))));
  const result = tally(outcomes, ITEM_SOLD);
  const winner = outcomes.findIndex((outcome) => outcome.code === 'ok');
  const placed = await ordersOf(students.map((student) => student.uid));
  const contact = await buyerContactOf(placed[0]?.id);
  const forItem = await db.collection('orders').where('sellerIds', 'array-contains', seller.uid).get();
  const [product, listing] = await Promise.all([db.collection('products').doc(productId).get(), db.collection('listings').doc(listingId).get()]);
  const checks: Check[] = [
    ...countChecks('placeOrder', result, STUDENTS, ITEM_SOLD),
    {
      label: "one order among all the students, and it is the winner's",
      pass: placed.length === 1 && placed[0]?.id === asText(asRecord(outcomes[winner]?.result)._id),
      detail: placed.map(({ id }) => id).join(', '),
    },
    { label: 'one order for the item', pass: forItem.size === 1, detail: String(forItem.size) },
    {
      label: 'the order is whole: buyer, one re-priced line, totals, address, key, status',
      pass: isWholeOrder(placed[0]?.order ?? {}, contact, students[winner], keys[winner], productId),
      detail: JSON.stringify(placed[0]?.order),
    },
    {
      label: "the product is 'sold', its listing 'Sold'",
      pass: product.get('status') === 'sold' && listing.get('state') === 'Sold',
      detail: `${String(product.get('status'))}, ${String(listing.get('state'))}`,
    },
  ];
  return { result, checks };
}

/** Race 2: two admins decide the one pending request at once, one accepting and the other rejecting. */
async function raceForTheDecision({ admins: [accepting, rejecting] }: Cast, listingId: string): Promise<{ result: Tally; checks: Check[] }> {
  const decide = (index: number, id: string) => () =>
    index % 2 === 0 ? call('acceptListing', accepting.token, { listingId: id }) : call('rejectListing', rejecting.token, { listingId: id });
  await race(range(DECISIONS).map((index) => decide(index, 'no-such-listing')));
  const outcomes = await race(range(DECISIONS).map((index) => decide(index, listingId)));
  const result = tally(outcomes, LISTING_ACTION_NOT_ALLOWED);
  const acceptWon = outcomes.findIndex((outcome) => outcome.code === 'ok') % 2 === 0;
  const [listing, product] = await Promise.all([db.collection('listings').doc(listingId).get(), db.collection('products').doc(listingId).get()]);
  const checks: Check[] = [
    ...countChecks('decisions', result, DECISIONS, LISTING_ACTION_NOT_ALLOWED),
    {
      label: 'the request holds the one decision that won (approved with an available product, or rejected without one)',
      pass: acceptWon
        ? listing.get('state') === 'Request_Approved' && product.get('status') === 'available'
        : listing.get('state') === 'Request_Rejected' && !product.exists,
      detail: `${acceptWon ? 'accept' : 'reject'} won; state ${String(listing.get('state'))}, product ${product.exists ? String(product.get('status')) : 'none'}`,
    },
  ];
  return { result, checks };
}

function printReport(rows: readonly [string, number, Tally][], checks: readonly Check[]): void {
  console.log('\nRaces on the callables through the Functions emulator, each after a warm-up of as many calls');
  console.log('race                                    calls  succeeded  refused  other   p50 ms   p99 ms   max ms');
  for (const [label, calls, result] of rows) {
    const counts = [String(calls).padStart(5), String(result.won).padStart(10), String(result.refused).padStart(8), String(result.others.length).padStart(6)];
    const latencies = [result.p50, result.p99, result.max].map((ms) => ms.toFixed(0).padStart(8));
    console.log(`${label.padEnd(38)} ${counts.join(' ')} ${latencies.join(' ')}`);
  }
  console.log('');
  for (const check of checks) console.log(`${check.pass ? 'ok  ' : 'FAIL'} ${check.label}${check.pass ? '' : `: ${check.detail}`}`);
}

let failed = true;
try {
  const run = randomUUID().slice(0, 8);
  const cast = await signUpCast(run);
  const itemListingId = await submitListing(cast.seller, run);
  const decidedListingId = await submitListing(cast.seller, run);
  const productId = asText((await succeeded('acceptListing', cast.admins[0].token, { listingId: itemListingId })).productId);
  const orders = await raceForTheItem(cast, itemListingId, productId);
  const decisions = await raceForTheDecision(cast, decidedListingId);
  const checks = [...orders.checks, ...decisions.checks];
  printReport(
    [
      [`placeOrder, ${STUDENTS} students, one item`, STUDENTS, orders.result],
      [`${DECISIONS / 2} accept + ${DECISIONS / 2} reject, 2 admins`, DECISIONS, decisions.result],
    ],
    checks,
  );
  failed = checks.some((check) => !check.pass);
} finally {
  await removeEverything();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
