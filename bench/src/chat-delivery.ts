// `npx tsx bench/src/chat-delivery.ts`: how fast a chat message reaches the other side, and what opening a
// conversation reads.
//  - A buyer and a seller, each signed in with the web SDK (firebase/auth, firebase/firestore, as the app),
//    listen to their conversation's newest messages as the chat page does (orderBy sentAt desc, limit 30).
//    They take turns sending MESSAGES messages through the sendMessage callable, one at a time; a message's
//    delivery time runs from the call's start to the other side's listener seeing it.
//  - A fresh client then opens the conversation, as the chat page does (the conversation and its newest 30
//    messages, live), and loads one earlier page: the documents each snapshot delivered are its reads.
// It starts its own stack on ports shifted by STACK_PORT_OFFSET (default 24000), without demo data; the
// Functions emulator serves functions/lib, so run `npm run build -w functions` after changing the functions.
// It removes every account, document and Storage object it made.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getApps, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth as getClientAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDocs,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { CHAT_PAGE_SIZE } from '@campus/common/limits';
import { COLLECTIONS, type Product, type UserProfile } from '@campus/common/model';
import { asText } from '@campus/common/values';
import { startStack } from '../../scripts/src/stack/start-stack';
import { percentile, range, stackClient, type Account } from './support/callables';

const MESSAGES = 100;
const WARM_UP = 5;
const PASSWORD = 'Chat@1234';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-chat-'));
const stack = await startStack({ portOffset: Number(process.env.STACK_PORT_OFFSET ?? 24_000), web: false, dataDir, persist: false, seed: false });
Object.assign(process.env, stack.env);
const admin = getApps()[0] ?? initializeAdmin({ projectId: stack.env.GCLOUD_PROJECT });
const adminDb = getAdminFirestore(admin);
const adminAuth = getAuth(admin);
const { succeeded, signUpAccount } = stackClient(stack.env, PASSWORD);
const [firestoreHost = '', firestorePort = ''] = stack.env.FIRESTORE_EMULATOR_HOST.split(':');

/** A web-SDK client signed in as `account`, with its own app, so its cache and connection are its own. */
async function clientOf(account: Account): Promise<{ app: FirebaseApp; db: Firestore }> {
  const app = initializeApp({ projectId: stack.env.GCLOUD_PROJECT, apiKey: 'fake-key' }, `bench-${randomUUID()}`);
  const auth = getClientAuth(app);
  connectAuthEmulator(auth, `http://${stack.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, account.email, PASSWORD);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, firestoreHost, Number(firestorePort));
  return { app, db };
}

const newestMessages = (db: Firestore, conversationId: string) =>
  query(collection(db, COLLECTIONS.conversations, conversationId, COLLECTIONS.messages), orderBy('sentAt', 'desc'), limit(CHAT_PAGE_SIZE));

/** Resolves each expected message id when the client's listener first sees it, at that moment. */
function watchArrivals(db: Firestore, conversationId: string) {
  const waiting = new Map<string, (at: number) => void>();
  const seen = new Map<string, number>();
  const stop = onSnapshot(newestMessages(db, conversationId), (snapshot) => {
    const at = performance.now();
    for (const change of snapshot.docChanges()) {
      if (change.type !== 'added' || seen.has(change.doc.id)) continue;
      seen.set(change.doc.id, at);
      waiting.get(change.doc.id)?.(at);
    }
  });
  const arrival = (id: string) => new Promise<number>((resolve) => (seen.has(id) ? resolve(seen.get(id) ?? 0) : waiting.set(id, resolve)));
  return { arrival, stop };
}

const made: { uids: string[]; productId: string; conversationId: string } = { uids: [], productId: '', conversationId: '' };
const apps: FirebaseApp[] = [];

/** Sends `count` messages taking turns, one at a time; returns each one's delivery time to the other side, in ms. */
async function deliver(count: number, sides: { account: Account; watch: ReturnType<typeof watchArrivals> }[]): Promise<number[]> {
  const times: number[] = [];
  for (const index of range(count)) {
    const from = sides[index % 2];
    const to = sides[(index + 1) % 2];
    if (!from || !to) throw new Error('Two sides are needed');
    const messageId = randomUUID();
    const started = performance.now();
    const arrived = to.watch.arrival(messageId);
    await succeeded('sendMessage', from.account.token, { conversationId: made.conversationId, messageId, text: `Message ${index + 1}: is it still available?` });
    times.push((await arrived) - started);
  }
  return times;
}

/** What a fresh client reads to open the conversation, and to load one earlier page. */
async function readsToOpen(account: Account): Promise<{ opening: number; earlierPage: number }> {
  const client = await clientOf(account);
  apps.push(client.app);
  const conversationRef = doc(client.db, COLLECTIONS.conversations, made.conversationId);
  let opening = 0;
  let oldest: QueryDocumentSnapshot | undefined;
  await new Promise<void>((resolve) => {
    let pending = 2;
    const settle = () => (pending -= 1) === 0 && resolve();
    const stopConversation = onSnapshot(conversationRef, () => {
      opening += 1;
      stopConversation();
      settle();
    });
    const stopMessages = onSnapshot(newestMessages(client.db, made.conversationId), (snapshot) => {
      opening += snapshot.size;
      oldest = snapshot.docs.at(-1);
      stopMessages();
      settle();
    });
  });
  const earlier = await getDocs(query(collection(client.db, COLLECTIONS.conversations, made.conversationId, COLLECTIONS.messages), orderBy('sentAt', 'desc'), startAfter(oldest), limit(CHAT_PAGE_SIZE)));
  return { opening, earlierPage: earlier.size };
}

async function removeEverything(): Promise<void> {
  await Promise.all(apps.map((app) => deleteApp(app)));
  const writer = adminDb.bulkWriter();
  if (made.conversationId) await adminDb.recursiveDelete(adminDb.collection(COLLECTIONS.conversations).doc(made.conversationId), writer);
  if (made.productId) void writer.delete(adminDb.collection(COLLECTIONS.products).doc(made.productId));
  for (const uid of made.uids) await adminDb.recursiveDelete(adminDb.collection(COLLECTIONS.users).doc(uid), writer);
  await writer.close();
  if (made.uids.length > 0) await adminAuth.deleteUsers(made.uids);
}

async function signUpWithProfile(email: string, firstName: string): Promise<Account> {
  const account = await signUpAccount(email);
  made.uids.push(account.uid);
  const profile: UserProfile = { firstName, lastName: 'Bench', email, mobileNumber: '', gender: '', birthDate: '', createdAt: new Date().toISOString() };
  await adminDb.collection(COLLECTIONS.users).doc(account.uid).set(profile);
  return account;
}

try {
  const run = randomUUID().slice(0, 8);
  const buyer = await signUpWithProfile(`chat-${run}-buyer@campus.ac.in`, 'Asha');
  const seller = await signUpWithProfile(`chat-${run}-seller@campus.ac.in`, 'Ravi');
  const product: Product = {
    title: `Bench Kettle ${run}`,
    price: 900,
    originalPrice: 1200,
    imageURL: '',
    images: [],
    description: 'For the chat bench.',
    category: { name: 'Electronic' },
    subcategory: 'Kitchen Appliances',
    sellerId: seller.uid,
    listingId: `bench-${run}`,
    status: 'available',
    createdAt: new Date().toISOString(),
    keywords: ['bench'],
  };
  made.productId = `bench-chat-${run}`;
  await adminDb.collection(COLLECTIONS.products).doc(made.productId).set(product);
  made.conversationId = asText((await succeeded('openConversation', buyer.token, { productId: made.productId }))._id);

  const [buyerClient, sellerClient] = await Promise.all([clientOf(buyer), clientOf(seller)]);
  apps.push(buyerClient.app, sellerClient.app);
  const sides = [
    { account: buyer, watch: watchArrivals(buyerClient.db, made.conversationId) },
    { account: seller, watch: watchArrivals(sellerClient.db, made.conversationId) },
  ];
  await deliver(WARM_UP, sides);
  const times = (await deliver(MESSAGES, sides)).sort((a, b) => a - b);
  for (const side of sides) side.watch.stop();
  const reads = await readsToOpen(buyer);

  console.log(`\nChat on the local stack: ${MESSAGES} messages, buyer and seller taking turns, after ${WARM_UP} to warm up`);
  console.log('delivery (sendMessage call start -> the other side\'s listener)   p50 ms   p99 ms   max ms');
  console.log(`${''.padEnd(63)} ${[50, 99].map((p) => percentile(times, p).toFixed(0).padStart(8)).join(' ')} ${(times.at(-1) ?? Number.NaN).toFixed(0).padStart(8)}`);
  console.log(`\nOpening the conversation (${MESSAGES + WARM_UP} messages) in a fresh client: ${reads.opening} reads (the conversation and the newest ${CHAT_PAGE_SIZE} messages)`);
  console.log(`Loading earlier messages: ${reads.earlierPage} reads a page`);
} finally {
  await removeEverything();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
