import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { field, fillAddress, newUser, signInViaUi, signUpViaUi, submitSignIn, type NewUser } from './support/auth';
import { describeJourney, webUrl } from './support/browser';
import { adminApp, listingPhotoBucket } from './support/cleanup';
import { TEST_ADDRESS } from './support/test-data';
import { expectUrl } from './support/page';

const WAIT_MS = 20_000;
const LISTING_REDIRECT_MS = 2_000;
const SUBMITTED = 'Product submitted successfully! It will be reviewed by our team.';

/**
 * Page code (a string: the journeys are compiled without the DOM library). Makes a DataTransfer holding a
 * PNG per name, each of one colour, drawn in the page: what a drag from the desktop carries.
 */
const PNG_TRANSFER = `async (names) => {
  const transfer = new DataTransfer();
  for (const [index, name] of names.entries()) {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    context.fillStyle = ['#0f766e', '#b45309', '#7c3aed'][index % 3];
    context.fillRect(0, 0, canvas.width, canvas.height);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
    transfer.items.add(new File([blob], name, { type: 'image/png' }));
  }
  return transfer;
}`;

/** Drops PNG files on the photo area the way a browser does: dragenter, dragover, drop. */
async function dropPhotos(page: Page, names: readonly string[]): Promise<void> {
  const transfer = await page.evaluateHandle(`(${PNG_TRANSFER})(${JSON.stringify(names)})`);
  const zone = page.getByRole('button', { name: 'Add product photos' });
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer: transfer });
}

/** Page code: marks <html data-saw-upload-progress> once an upload progress bar shows (small photos upload fast). */
const WATCH_UPLOAD_PROGRESS = `(() => {
  const shown = () => document.querySelector('[role="progressbar"][aria-label^="Uploading "]') !== null;
  new MutationObserver((_, observer) => {
    if (!shown()) return;
    document.documentElement.dataset.sawUploadProgress = 'true';
    observer.disconnect();
  }).observe(document.body, { childList: true, subtree: true, attributes: true });
})()`;

/**
 * Page code: stamps (performance.now()) when the success text appears and when the app next navigates, as
 * they happen in the page. Timed from the test, the gap would include how late Playwright noticed each.
 */
const WATCH_REDIRECT = `(() => {
  const stamps = document.documentElement.dataset;
  new MutationObserver((_, observer) => {
    if (!document.body.textContent.includes(${JSON.stringify(SUBMITTED)})) return;
    stamps.submittedAt = String(performance.now());
    observer.disconnect();
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
  navigation.addEventListener('navigate', () => {
    if (stamps.submittedAt !== undefined && stamps.leftAt === undefined) stamps.leftAt = String(performance.now());
  });
})()`;

async function chooseCategory(page: Page, category: string, subcategory: string): Promise<void> {
  await page.getByRole('heading', { name: 'What are you selling?', level: 1 }).waitFor();
  await page.locator('label').filter({ hasText: new RegExp(`^${category}$`) }).click();
  await field(page, 'Subcategory').selectOption(subcategory);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'List Your Product', level: 1 }).waitFor();
}

async function fillDetails(page: Page, name: string, price: string): Promise<void> {
  await field(page, 'Product Name').fill(name);
  await field(page, 'Product Description').fill(`${name}: used for one semester, works perfectly.`);
  await field(page, 'Expected Price').fill(price);
}

const uidOf = async (user: NewUser) => (await getAuth(adminApp()).getUserByEmail(user.email)).uid;

async function listingsOf(uid: string): Promise<Record<string, unknown>[]> {
  const snapshot = await getFirestore(adminApp()).collection('listings').where('sellerId', '==', uid).get();
  return snapshot.docs.map((doc) => doc.data());
}

const uniqueName = (base: string) => `${base} ${Date.now().toString(36)}`;

// The sell form keeps its order at 375 px, in one column: photos dropped from the desktop at 1280 px, the visitor's
// form at 375 px.
describeJourney('selling', { viewports: ['desktop'] }, (session) => {
  it('a new seller lists a product with two dropped photos, then asks to cancel the request', async () => {
    const current = session();
    const { page } = current;
    const user = newUser('sell');
    await signUpViaUi(page, user);
    await signInViaUi(page, user);

    await page.goto(webUrl('/sell-product'));
    await current.screenshot('category');
    await chooseCategory(page, 'Electronic', 'Calculators');
    const productName = uniqueName('Casio fx-991EX calculator');
    await fillDetails(page, productName, '850.50');

    await page.evaluate(WATCH_UPLOAD_PROGRESS);
    await dropPhotos(page, ['calculator-front.png', 'calculator-back.png']);
    const photos = page.getByRole('list', { name: /Product Images/ }).getByRole('listitem');
    await expect.poll(() => photos.count(), { timeout: WAIT_MS }).toBe(2);
    await page.getByRole('img', { name: 'Preview of calculator-front.png' }).waitFor();
    await page.getByRole('img', { name: 'Preview of calculator-back.png' }).waitFor();
    await expect.poll(() => photos.filter({ hasText: 'Uploaded' }).count(), { timeout: WAIT_MS }).toBe(2);
    expect(await page.locator('html').getAttribute('data-saw-upload-progress')).toBe('true');

    await fillAddress(page, TEST_ADDRESS);
    await current.screenshot('details');
    await page.evaluate(WATCH_REDIRECT);
    await page.getByRole('button', { name: 'Submit Product' }).click();
    await page.getByText(SUBMITTED).waitFor();
    await expectUrl(page, (url) => url.pathname === '/profile');
    const shownFor = Number(await page.evaluate(`document.documentElement.dataset.leftAt - document.documentElement.dataset.submittedAt`));
    expect(shownFor).toBeGreaterThanOrEqual(LISTING_REDIRECT_MS - 20);

    await page.goto(webUrl('/my-products'));
    const card = page.getByRole('article', { name: productName });
    await card.getByText('Pending', { exact: true }).waitFor({ timeout: WAIT_MS });
    await card.getByText('Calculator', { exact: false }).first().waitFor();
    await card.getByText('Pune, Maharashtra - 411007').waitFor();
    await current.screenshot('my-products');
    await card.getByRole('button', { name: 'Cancel Request' }).click();
    await card.getByText('Cancel Requested', { exact: true }).waitFor({ timeout: WAIT_MS });
    expect(await card.getByRole('button', { name: 'Cancel Request' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Pending' }).click();
    await page.getByText("You don't have any pending products.").waitFor();
    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await page.getByRole('article', { name: productName }).waitFor();

    const uid = await uidOf(user);
    const [listing, ...others] = await listingsOf(uid);
    expect(others).toEqual([]);
    expect(listing).toMatchObject({
      state: 'cancelrequest',
      productName,
      productDescription: `${productName}: used for one semester, works perfectly.`,
      expectedPrice: 850.5,
      category: { name: 'Electronic' },
      subcategory: 'Calculators',
      address: [{ ...TEST_ADDRESS, addressType: 'home' }],
      seller: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    });
    const images: unknown = listing?.images;
    if (!Array.isArray(images)) throw new Error('The listing has no images');
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image).toMatchObject({ path: expect.stringMatching(new RegExp(`^listings/${uid}/`)), imageUrl: expect.stringContaining('token='), cardUrl: expect.stringContaining('token=') });
    }
    // Each photo, and beside it in a card/ folder its card-sized copy for the product grids.
    const cardPathOf = (path: string) => path.replace(/\/([^/]+)$/, '/card/$1');
    const [stored] = await listingPhotoBucket().getFiles({ prefix: `listings/${uid}/` });
    expect(stored.map((file) => file.name).sort()).toEqual(images.flatMap((image: { path: string }) => [image.path, cardPathOf(image.path)]).sort());
  });
});

describeJourney('selling', { viewports: ['mobile'] }, (session) => {
  it("a visitor's sell form is kept while they sign in, then submitted once by itself", async () => {
    const current = session();
    const { page } = current;
    const user = newUser('sell-visitor');
    await signUpViaUi(page, user);
    // Signed up, not signed in: a visitor.
    await page.goto(webUrl('/sell-product'));
    await chooseCategory(page, 'Books & Study Materials', 'Fiction');
    const productName = uniqueName('The Guide by R K Narayan');
    await fillDetails(page, productName, '120');
    await dropPhotos(page, ['book-cover.png']);
    await page.getByRole('img', { name: 'Preview of book-cover.png' }).waitFor();
    await fillAddress(page, TEST_ADDRESS);
    await page.getByRole('button', { name: 'Submit Product' }).click();

    const prompt = page.getByRole('alertdialog').filter({ hasText: 'Please sign in to list your products for sale.' });
    await prompt.waitFor();
    await current.screenshot('sign-in-prompt');
    await prompt.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectUrl(page, (url) => url.pathname === '/signin');
    await submitSignIn(page, user.email, user.password);

    await expectUrl(page, (url) => url.pathname === '/sell-product');
    await page.getByText(SUBMITTED).waitFor({ timeout: WAIT_MS });
    await expectUrl(page, (url) => url.pathname === '/profile');

    const uid = await uidOf(user);
    const listings = await listingsOf(uid);
    expect(listings).toHaveLength(1);
    expect(listings[0]).toMatchObject({ state: 'sellrequest', productName, expectedPrice: 120, category: { name: 'Books & Study Materials' }, subcategory: 'Fiction' });
    const images: unknown = listings[0]?.images;
    expect(Array.isArray(images) ? images : []).toEqual([expect.objectContaining({ path: expect.stringMatching(new RegExp(`^listings/${uid}/.*book-cover\\.png$`)) })]);

    // The draft is gone: coming back shows a fresh form, and nothing more is submitted.
    await page.goto(webUrl('/sell-product'));
    await page.getByRole('heading', { name: 'What are you selling?', level: 1 }).waitFor();
    expect(await listingsOf(uid)).toHaveLength(1);
  });
});
