import { text as readAll } from 'node:stream/consumers';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createAccount,
  DEMO_BUYER_EMAIL,
  addCheckoutAddress,
  expectSignedIn,
  newUser,
  openVerificationLink,
  signInViaUi,
  signUpViaUi,
  submitSignIn,
  type NewUser,
} from './support/auth';
import { describeJourney, webUrl } from './support/browser';
import { adminApp, trackDeletedAccount } from './support/cleanup';
import { expectUrl } from './support/page';
import { signInOnProviderPage } from './support/provider-sign-in';
import { callAs, createTestProduct, idTokenOf, placeOrder, type TestProduct } from './support/test-data';

// The texts the app shows, as the user reads them.
const VERIFY_TITLE = 'Verify your campus e-mail address';
const EMAIL_NOT_VERIFIED = 'Verify your campus e-mail address first: open the link we sent to it. Until then you can browse and keep a cart and a wishlist.';
const CAMPUS_EMAIL_REFUSAL = 'Please sign up with your campus e-mail address (ending in @campus.ac.in).';
const ONE_OPEN_ORDER = 'You have 1 open order. Finish or cancel it before deleting your account.';
const FORMER_STUDENT = 'Former student';
const DELETED_ACCOUNT = 'Deleted account';

/** Every part of 'Download my data', in the file's order. */
const EXPORT_KEYS = [
  'exportedAt',
  'account',
  'profile',
  'addresses',
  'cart',
  'wishlist',
  'notifications',
  'ordersBought',
  'ordersSold',
  'listings',
  'products',
  'reviews',
  'conversations',
  'offers',
  'messagesSent',
  'ratingsGiven',
  'ratingsReceived',
  'reputation',
  'reportsFiled',
  'blocked',
];

/** What the browser logs when the server refuses a request the journey provokes on purpose. */
const refusedPlaceOrder = /status of 403 .*\/placeOrder\b/;
const refusedProviderSignIn = /status of 400 .*accounts:signInWithIdp\b/;
const providerSignInFailedLog = /^Sign-in with Google failed\b/;
const refusedDeletion = /status of 400 .*\/deleteMyAccount\b/;
const deletionFailedLog = /^Deleting the account failed\b/;
const refusedPasswordSignIn = /status of 400 \(Bad Request\) \(http:[^)]*accounts:signInWithPassword[^)]*\)$/;

/** A student of the journey, registered on the server side (verified, as after opening the link). */
interface Student {
  user: NewUser;
  uid: string;
  token: () => Promise<string>;
}

async function student(prefix: string): Promise<Student> {
  const user = newUser(prefix);
  const uid = await createAccount(user);
  return { user, uid, token: () => idTokenOf(user.email, user.password) };
}

const main = (page: Page) => page.getByRole('main');
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });
const shortId = (orderId: string) => orderId.slice(-8).toUpperCase();
const orderCard = (page: Page, orderId: string) =>
  page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Order #${shortId(orderId)}` }) });
const yourData = (page: Page) => main(page).getByRole('region', { name: 'Your Data and Account' });

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The product's page, its heading shown. */
async function openProduct(page: Page, product: TestProduct): Promise<void> {
  await page.goto(webUrl(`/product/${product.id}`));
  await main(page).getByRole('heading', { name: product.title, level: 1 }).waitFor();
}

/** From the product page to the last step of checkout, cash on delivery: cart, details, a new address, summary, payment. */
async function checkoutToPayment(page: Page, product: TestProduct): Promise<void> {
  await openProduct(page, product);
  await button(page, 'Add to Cart').click();
  await button(page, 'Go to Cart').click();
  await expectUrl(page, (url) => url.pathname === '/cart');
  await button(page, 'Place Order').click();
  await main(page).getByRole('heading', { name: 'Your Details', level: 2 }).waitFor();
  await button(page, 'Continue').click();
  await addCheckoutAddress(page);
  await button(page, 'Continue').click();
  await main(page).getByRole('heading', { name: 'Order Summary', level: 2 }).waitFor();
  await button(page, 'Continue').click();
  await main(page).getByRole('heading', { name: 'Payment', level: 2 }).waitFor();
  await main(page).getByText('Cash on Delivery').click();
  await expect.poll(() => button(page, 'Place Order').isEnabled()).toBe(true);
}

/** The orders stored for `uid`, straight from Firestore. */
async function ordersOf(uid: string): Promise<FirebaseFirestore.DocumentData[]> {
  const snapshot = await getFirestore(adminApp()).collection('orders').where('userId', '==', uid).get();
  return snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
}

/** Moves a doorstep order through to DELIVERED as its seller does on My Sales. */
async function deliver(sellerToken: string, orderId: string): Promise<void> {
  for (const status of ['CONFIRMED', 'SHIPPED', 'DELIVERED']) await callAs(sellerToken, 'updateOrderStatus', { orderId, status });
}

/** The seller of a meet-up order enters the buyer's handover code (read here from where the functions keep it). */
async function handOver(sellerToken: string, orderId: string): Promise<void> {
  const code = (await getFirestore(adminApp()).doc(`orders/${orderId}/handover/code`).get()).get('code');
  if (typeof code !== 'string') throw new Error(`No handover code for order ${orderId}`);
  await callAs(sellerToken, 'confirmHandover', { orderId, code });
}

/** A product review as the user, through POST /api/reviews/create. */
async function reviewAs(token: string, productId: string, rating: number, comment: string): Promise<void> {
  const response = await fetch(`${process.env.FUNCTIONS_URL}/api/api/reviews/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ productId, rating, comment }),
  });
  if (!response.ok) throw new Error(`reviewing ${productId} answered ${response.status}: ${await response.text()}`);
}

/** /account's 'Delete my account' dialog, with the password typed and sent. */
async function confirmDeletion(page: Page, password: string): Promise<Locator> {
  await yourData(page).getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  return dialog;
}

/** Top-level keys of the export, each with its count (entries of a list, 'object' or null otherwise). */
function exportFigures(data: Record<string, unknown>): string {
  return Object.entries(data)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.length : value === null ? 'null' : typeof value}`)
    .join(', ');
}

// The verification banner, checkout, the sign-up page and /account only re-flow at 375 px: these run at the
// phone's width, where a student opens the mail link. The deletion below checks /account at 1280 px.
describeJourney('account-life', { viewports: ['mobile'] }, (session) => {
  it('a new student is refused a purchase until the campus e-mail is verified; the open tab notices the link, and the purchase goes through', async () => {
    const current = session();
    const { page } = current;
    current.allowConsoleError(refusedPlaceOrder);
    const product = await createTestProduct({ title: 'Verified Buy Headphones', price: 1500 });
    const user = newUser('verify');
    await signUpViaUi(page, user, { verified: false });
    await signInViaUi(page, user);

    const banner = page.getByRole('region', { name: VERIFY_TITLE });
    await banner.getByText(user.email).waitFor();
    await current.screenshot('banner');

    // A cart is allowed before verifying; buying is not.
    await checkoutToPayment(page, product);
    await button(page, 'Place Order').click();
    await main(page).getByRole('alert').filter({ hasText: EMAIL_NOT_VERIFIED }).waitFor();
    await banner.waitFor();
    await current.screenshot('refused');
    const uid = (await getAuth(adminApp()).getUserByEmail(user.email)).uid;
    expect(await ordersOf(uid)).toEqual([]);
    expect((await getFirestore(adminApp()).collection('products').doc(product.id).get()).get('status')).toBe('available');

    // Sign-up sent the link a moment ago: no other for a minute.
    await banner.getByText(/^You can ask again in \d+ s$/).waitFor();
    expect(await banner.getByRole('button', { name: 'Resend e-mail' }).isDisabled()).toBe(true);

    // The student opens the link from their mail in another tab, then comes back: no new sign-in.
    await openVerificationLink(page, user.email);
    expect((await getAuth(adminApp()).getUserByEmail(user.email)).emailVerified).toBe(true);
    await page.bringToFront();
    await banner.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/checkout');

    await button(page, 'Place Order').click();
    await main(page).getByText('Order Placed Successfully!').waitFor();
    await expectUrl(page, (url) => url.pathname === '/orders');
    const [order, ...others] = await ordersOf(uid);
    expect(others).toEqual([]);
    expect(order).toMatchObject({ orderStatus: 'PLACED', orderItems: [{ productId: product.id, product: { title: product.title } }] });
    expect((await getFirestore(adminApp()).collection('products').doc(product.id).get()).get('status')).toBe('sold');
    await current.screenshot('bought');
  });

  it('a Google account outside the campus domains is refused with the sign-up page’s message', async () => {
    const current = session();
    const { page } = current;
    current.allowConsoleError(refusedProviderSignIn);
    current.allowConsoleError(providerSignInFailedLog);
    const email = `outsider-${Date.now().toString(36)}-${current.viewport}@gmail.com`;
    await page.goto(webUrl('/signup'));
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();

    await signInOnProviderPage(page, 'Continue with Google', { email, displayName: 'Rohan Outsider' });
    await main(page).getByRole('alert').filter({ hasText: CAMPUS_EMAIL_REFUSAL }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
    await current.screenshot('non-campus');
    await expect(getAuth(adminApp()).getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('a student downloads their data and finds their order and wishlist in the file', async () => {
    const current = session();
    const { page } = current;
    const me = await student('export');
    const fan = await createTestProduct({ title: 'Exported Desk Fan', price: 1100 });
    const shelf = await createTestProduct({ title: 'Wished Bookshelf', price: 2100 });
    const orderId = await placeOrder(await me.token(), fan, 'doorstep');

    await signInViaUi(page, me.user);
    await openProduct(page, shelf);
    const heart = main(page).getByRole('button', { name: 'Add to wishlist' }).first();
    await heart.click();
    await main(page).getByRole('button', { name: 'Remove from wishlist' }).first().waitFor();
    // The heart turns at once; the write lands a moment later, and leaving the page by its address would drop it.
    const wishlistEntry = getFirestore(adminApp()).doc(`users/${me.uid}/wishlist/${shelf.id}`);
    await expect.poll(async () => (await wishlistEntry.get()).exists).toBe(true);

    await page.goto(webUrl('/account'));
    await page.getByRole('heading', { name: 'Account Settings', level: 1 }).waitFor();
    const section = yourData(page);
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    const fileName = download.suggestedFilename();
    expect(fileName).toMatch(/^campus-marketplace-data-\d{4}-\d{2}-\d{2}\.json$/);
    await section.getByRole('status').filter({ hasText: `Saved as ${fileName}.` }).waitFor();
    await current.screenshot('downloaded');

    // Read through Playwright: the browser is the run's shared one (a remote connection), so the file is not on a local path.
    const text = await readAll(await download.createReadStream());
    const data: unknown = JSON.parse(text);
    if (!isObject(data)) throw new Error(`${fileName} does not hold an object`);
    console.info(`account-life (${current.viewport}): ${fileName} is ${Buffer.byteLength(text)} bytes; ${exportFigures(data)}`);
    expect(Object.keys(data)).toEqual(EXPORT_KEYS);
    expect(data).toMatchObject({
      account: { uid: me.uid, email: me.user.email, emailVerified: true, providers: ['password'] },
      profile: { firstName: me.user.firstName, lastName: me.user.lastName, email: me.user.email },
      wishlist: [{ id: shelf.id }],
      ordersBought: [{ id: orderId, orderStatus: 'PLACED', orderItems: [{ productId: fan.id, product: { title: fan.title } }] }],
      ordersSold: [],
      cart: [],
    });
  });
});

// Google's sign-in ends in the top bar sign-up.test.ts checks at both widths; the deletion checks /account at 1280 px.
describeJourney('account-life', { viewports: ['desktop'] }, (session) => {
  it("a student signs in with Google on the Auth emulator's page, and the profile shows the provider's names", async () => {
    const current = session();
    const { page } = current;
    const user = newUser('google');
    await page.goto(webUrl('/signin'));
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByRole('button', { name: 'Continue with Microsoft', exact: true }).waitFor();
    await current.screenshot('signin');

    await signInOnProviderPage(page, 'Continue with Google', { email: user.email, displayName: `${user.firstName} ${user.lastName}` });
    await expectUrl(page, (url) => url.pathname !== '/signin');
    await expectSignedIn(current, user);
    // The provider vouches for the address: no banner.
    expect(await page.getByRole('region', { name: VERIFY_TITLE }).count()).toBe(0);

    await page.goto(webUrl('/profile'));
    await page.getByRole('heading', { name: `${user.firstName} ${user.lastName}`, level: 2 }).waitFor();
    await main(page).getByText(user.email).waitFor();
    await current.screenshot('profile');

    const record = await getAuth(adminApp()).getUserByEmail(user.email);
    expect(record.emailVerified).toBe(true);
    expect(record.providerData.map((provider) => provider.providerId)).toEqual(['google.com']);
    const profile = (await getFirestore(adminApp()).collection('users').doc(record.uid).get()).data();
    expect(profile).toMatchObject({ firstName: user.firstName, lastName: user.lastName, email: user.email });
  });

  it('a student who sold and bought deletes the account; the buyer still has the order, and the seller is no longer named', { timeout: 240_000 }, async () => {
    const current = session();
    const { page } = current;
    current.allowConsoleError(refusedDeletion);
    current.allowConsoleError(deletionFailedLog);
    current.allowConsoleError(refusedPasswordSignIn);
    const leaving = await student('leaving');
    const buyer = await student('leaving-buyer');
    const otherSeller = await student('leaving-other');
    trackDeletedAccount(leaving.uid);

    // The leaving student sells a lamp to the buyer, after a word in the chat; handed over at a campus meet-up.
    const lamp = await createTestProduct({ title: 'Leaving Desk Lamp', price: 900, sellerUid: leaving.uid });
    const buyerToken = await buyer.token();
    const conversation = await callAs<{ _id: string }>(buyerToken, 'openConversation', { productId: lamp.id });
    await callAs(buyerToken, 'sendMessage', { conversationId: conversation._id, text: 'Is the lamp still available?' });
    await callAs(await leaving.token(), 'sendMessage', { conversationId: conversation._id, text: 'Yes, meet me at the library.' });
    const lampOrder = await placeOrder(buyerToken, lamp, 'direct');

    // ... and bought a textbook from another student, delivered to the door, and reviewed it.
    const book = await createTestProduct({ title: 'Leaving Physics Textbook', price: 450, sellerUid: otherSeller.uid });
    const bookOrder = await placeOrder(await leaving.token(), book, 'doorstep');
    await deliver(await otherSeller.token(), bookOrder);
    const comment = `Clean pages, as described (${current.viewport})`;
    await reviewAs(await leaving.token(), book.id, 5, comment);

    // While the lamp is not handed over yet, the account stays.
    await signInViaUi(page, leaving.user);
    await page.goto(webUrl('/account'));
    await page.getByRole('heading', { name: 'Account Settings', level: 1 }).waitFor();
    const dialog = await confirmDeletion(page, leaving.user.password);
    await dialog.getByRole('alert').filter({ hasText: ONE_OPEN_ORDER }).waitFor();
    await current.screenshot('delete-refused');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await getAuth(adminApp()).getUser(leaving.uid)).uid).toBe(leaving.uid);

    // Handed over; each rates the other.
    await handOver(await leaving.token(), lampOrder);
    await callAs(await leaving.token(), 'rateDeal', { orderId: lampOrder, stars: 5, comment: 'Quick and friendly.' });
    await callAs(buyerToken, 'rateDeal', { orderId: lampOrder, stars: 4, comment: 'Works as described.' });

    // Now the account goes, and the tab is signed out.
    await confirmDeletion(page, leaving.user.password);
    await page.getByText('Your account was deleted.').waitFor();
    await expectUrl(page, (url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    await expect(getAuth(adminApp()).getUser(leaving.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await getFirestore(adminApp()).collection('users').doc(leaving.uid).get()).exists).toBe(false);

    // Its password no longer signs in.
    await page.goto(webUrl('/signin'));
    await submitSignIn(page, leaving.user.email, leaving.user.password);
    await expect.poll(() => page.getByText('Invalid email or password').count()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/signin');

    // The buyer still has the order: the item, its price, handed over and rated.
    await signInViaUi(page, buyer.user);
    await page.goto(webUrl('/orders'));
    await page.getByRole('heading', { name: 'My Orders', level: 1 }).waitFor();
    const card = orderCard(page, lampOrder);
    await card.getByText(lamp.title).waitFor();
    await card.getByText('Qty: 1 × ₹900').waitFor();
    await card.getByText('Delivered', { exact: true }).waitFor();
    await card.getByRole('button', { name: /View Details/ }).click();
    const details = page.getByRole('dialog', { name: 'Order Details' });
    await details.getByText(lamp.title, { exact: true }).waitFor();
    await details.getByText(/^Handed over on /).waitFor();
    await details.getByText('You rated the seller 4 of 5. Thank you.').waitFor();
    await expect.poll(() => details.evaluate((element) => element.ownerDocument.defaultView?.getComputedStyle(element).opacity)).toBe('1');
    await current.screenshot('deleted-seller-as-seen-by-buyer');
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'hidden' });

    // Where the seller was named, in the chat: 'Deleted account', their message kept.
    await page.goto(webUrl('/messages'));
    await main(page).getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    const row = main(page).getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: lamp.title });
    await row.getByText(DELETED_ACCOUNT).waitFor();
    await row.click();
    await expectUrl(page, (url) => url.pathname === `/messages/${conversation._id}`);
    await page.getByRole('log', { name: 'Messages' }).getByText('Yes, meet me at the library.').waitFor();
    await main(page).getByText(DELETED_ACCOUNT).first().waitFor();
    await main(page).getByRole('status').getByText('This account was deleted').waitFor();
    expect(await main(page).getByText(`${leaving.user.firstName} ${leaving.user.lastName}`).count()).toBe(0);
    await current.screenshot('deleted-seller-in-chat');

    // The review stays on the textbook's page, by 'Former student'.
    await openProduct(page, book);
    await main(page).getByRole('tab', { name: /^Reviews/ }).click();
    await main(page).getByRole('listitem', { name: `Review by ${FORMER_STUDENT}` }).filter({ hasText: comment }).waitFor();

    const db = getFirestore(adminApp());
    const kept = (await db.collection('orders').doc(lampOrder).get()).data();
    expect(kept).toMatchObject({ orderStatus: 'DELIVERED', userId: buyer.uid, sellerIds: [leaving.uid], orderItems: [{ price: 900, product: { title: lamp.title } }] });
    const bought = (await db.collection('orders').doc(bookOrder).get()).data();
    expect(bought).toMatchObject({ orderStatus: 'DELIVERED', user: { firstName: FORMER_STUDENT, lastName: '' } });
    expect(bought?.shippingAddress).toBeUndefined();
    expect((await db.doc(`reviews/${book.id}_${leaving.uid}`).get()).get('user')).toEqual({ firstName: FORMER_STUDENT, lastName: '' });
    const rating = await db.collection('dealRatings').where('raterId', '==', leaving.uid).get();
    expect(rating.docs.map((doc) => doc.get('rater'))).toEqual([{ firstName: FORMER_STUDENT, lastName: '' }]);
    expect((await db.collection('conversations').doc(conversation._id).get()).get('seller')).toEqual({ firstName: DELETED_ACCOUNT, lastName: '' });
  });
});

describe('account-life: the demo buyer’s export', () => {
  it('exportMyData as the demo buyer: its size, its keys and how many of each (read only)', async () => {
    const data = await callAs<unknown>(await idTokenOf(DEMO_BUYER_EMAIL, 'Campus@123'), 'exportMyData', null);
    if (!isObject(data)) throw new Error('exportMyData did not answer an object');
    // The file 'Download my data' saves: the same object, pretty-printed.
    const bytes = Buffer.byteLength(JSON.stringify(data, null, 2));
    console.info(`account-life: the demo buyer's export (${DEMO_BUYER_EMAIL}) is ${bytes} bytes; ${exportFigures(data)}`);
    expect(Object.keys(data)).toEqual(EXPORT_KEYS);
    expect(data.account).toMatchObject({ email: DEMO_BUYER_EMAIL, emailVerified: true });
  });
});
