import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createAccount, newUser, signInViaUi, type NewUser } from './support/auth';
import { describeJourney, webUrl } from './support/browser';
import { adminApp } from './support/cleanup';
import { expectVisibleFocus, hasFocus, press, tabTo, typeInto } from './support/keyboard';
import { createTestListing, PHOTO } from './support/listings';
import { expectUrl } from './support/page';
import { createTestProduct, TEST_ADDRESS } from './support/test-data';

const WAIT_MS = 20_000;
const DEMO_ADMIN = { email: 'admin@campus.ac.in', password: 'Campus@123' };
const SUBMITTED = 'Product submitted successfully! It will be reviewed by our team.';

const main = (page: Page) => page.getByRole('main');
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });
const label = (scope: Locator, name: string) => scope.getByLabel(name, { exact: true });

/** Waits until `target` has the focus: the app moves it to a new page's or step's heading. */
const expectFocus = (target: Locator) => expect.poll(() => hasFocus(target), { timeout: WAIT_MS, message: `${target} should have the focus` }).toBe(true);

const pageHeading = (page: Page, name: string) => main(page).getByRole('heading', { name, level: 1, exact: true });
const stepHeading = (page: Page, name: string) => main(page).getByRole('heading', { name, level: 2, exact: true });

const uidOf = async (user: NewUser) => (await getAuth(adminApp()).getUserByEmail(user.email)).uid;

/** A new account (removed after the file with what it made), signed in through the sign-in form. */
async function signedInUser(page: Page, prefix: string): Promise<NewUser> {
  const user = newUser(prefix);
  await createAccount(user);
  await signInViaUi(page, user);
  return user;
}

// Keyboard use is a desktop scenario: the pages keep their tab order at 375 px, only the top bar's stops differ.
describeJourney('keyboard', { viewports: ['desktop'] }, (session) => {
  it('following a link moves the focus to the new page heading, shown as keyboard focus when it came from the keyboard', async () => {
    const { page } = session();
    await page.goto(webUrl('/faqs'));
    await pageHeading(page, 'Frequently Asked Questions').waitFor();
    const footer = page.getByRole('contentinfo');

    await footer.getByRole('link', { name: 'Help Center' }).click();
    await expectUrl(page, (url) => url.pathname === '/help');
    await expectFocus(pageHeading(page, 'Help Center'));

    await press(footer.getByRole('link', { name: 'Privacy Policy' }));
    await expectUrl(page, (url) => url.pathname === '/privacy');
    await expectVisibleFocus(pageHeading(page, 'Privacy Policy'));
    // The next Tab goes on from the heading, into the page.
    await page.keyboard.press('Tab');
    expect(await main(page).evaluate((element) => element.contains(element.ownerDocument.activeElement))).toBe(true);
  });

  it('a buyer checks out from the cart to a placed order with the keyboard alone', { timeout: 180_000 }, async () => {
    const current = session();
    const { page } = current;
    const product = await createTestProduct({ title: 'Keyboard Checkout Globe', price: 750 });
    const buyer = await signedInUser(page, 'keys-buyer');

    await page.goto(webUrl(`/product/${product.id}`));
    await pageHeading(page, product.title).waitFor();
    await press(button(page, 'Add to Cart'));
    await press(button(page, 'Go to Cart'));
    await expectUrl(page, (url) => url.pathname === '/cart');
    await expectVisibleFocus(pageHeading(page, 'Your Shopping Cart'));
    await main(page).getByText(product.title).first().waitFor();

    await press(button(page, 'Place Order'));
    await expectUrl(page, (url) => url.pathname === '/checkout');
    await expectFocus(pageHeading(page, 'Checkout'));
    await press(button(page, 'Continue'));
    // Each step's buttons go with it: its title takes the focus.
    await expectFocus(stepHeading(page, 'Delivery Address'));
    const form = page.getByRole('form', { name: 'New delivery address' });
    await typeInto([
      [label(form, 'Full Name'), TEST_ADDRESS.fullName],
      [label(form, 'Phone Number'), TEST_ADDRESS.phone],
      [label(form, 'Pincode'), TEST_ADDRESS.pincode],
      [label(form, 'Locality'), TEST_ADDRESS.locality],
      [label(form, 'Address'), TEST_ADDRESS.address],
      [label(form, 'City'), TEST_ADDRESS.city],
      [label(form, 'State'), TEST_ADDRESS.state],
    ]);
    await current.screenshot('address');
    await press(form.getByRole('button', { name: 'Save Address' }));
    await form.waitFor({ state: 'hidden' });
    await expect.poll(() => main(page).getByRole('radio', { name: new RegExp(TEST_ADDRESS.fullName) }).isChecked(), { timeout: WAIT_MS }).toBe(true);
    await press(button(page, 'Continue'));
    await expectFocus(stepHeading(page, 'Order Summary'));
    await press(button(page, 'Continue'));
    await expectFocus(stepHeading(page, 'Payment'));

    // The payment methods are one radio group: Tab enters it on the first, an arrow key picks the next.
    await tabTo(main(page).getByRole('radio', { name: 'Credit / Debit Card' }));
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => main(page).getByRole('radio', { name: 'Cash on Delivery' }).isChecked(), { timeout: WAIT_MS }).toBe(true);
    await current.screenshot('payment');
    await press(button(page, 'Place Order'));
    await main(page).getByText('Order Placed Successfully!').waitFor();
    await expectUrl(page, (url) => url.pathname === '/orders');
    await expectFocus(pageHeading(page, 'My Orders'));

    const orders = await getFirestore(adminApp()).collection('orders').where('userId', '==', await uidOf(buyer)).get();
    expect(orders.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ paymentDetails: { paymentMethod: 'COD', paymentStatus: 'PENDING' }, orderItems: [expect.objectContaining({ productId: product.id })] }),
    ]);
  });

  it('a seller lists a product with the keyboard alone: category, details, a photo from the file chooser, address', { timeout: 180_000 }, async () => {
    const current = session();
    const { page } = current;
    const seller = await signedInUser(page, 'keys-seller');
    const productName = `Keyboard Calculator ${Date.now().toString(36)}`;

    await page.goto(webUrl('/sell-product'));
    await pageHeading(page, 'What are you selling?').waitFor();
    // The categories are one radio group: Tab enters it on the first, an arrow key picks the next (Electronic).
    await tabTo(main(page).getByRole('radio', { name: 'Books & Study Materials' }));
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => main(page).getByRole('radio', { name: 'Electronic' }).isChecked(), { timeout: WAIT_MS }).toBe(true);
    const subcategory = label(main(page), 'Subcategory');
    await tabTo(subcategory);
    // A closed select picks the option whose name is typed.
    await page.keyboard.type('Calculators');
    expect(await subcategory.inputValue()).toBe('Calculators');
    await press(button(page, 'Continue'));
    await expectFocus(pageHeading(page, 'List Your Product'));

    await typeInto([
      [label(main(page), 'Product Name'), productName],
      [label(main(page), 'Product Description'), `${productName}: used for one semester, works perfectly.`],
      [label(main(page), 'Expected Price'), '640'],
    ]);
    // The photo area is a button: Enter opens the file chooser. Waiting for it starts first: Playwright
    // intercepts the chooser only once that request has reached the browser, and a key press is quicker.
    const chooser = page.waitForEvent('filechooser');
    await press(main(page).getByRole('button', { name: 'Add product photos' }));
    await (await chooser).setFiles({ name: 'keyboard-photo.png', mimeType: 'image/png', buffer: PHOTO });
    const photos = main(page).getByRole('list', { name: /Product Images/ }).getByRole('listitem');
    await expect.poll(() => photos.filter({ hasText: 'Uploaded' }).count(), { timeout: WAIT_MS }).toBe(1);

    await typeInto([
      [label(main(page), 'Full Name'), TEST_ADDRESS.fullName],
      [label(main(page), 'Mobile Number'), TEST_ADDRESS.phone],
      [label(main(page), 'Pincode'), TEST_ADDRESS.pincode],
      [label(main(page), 'Locality/Town'), TEST_ADDRESS.locality],
      [label(main(page), 'Address (House No, Building, Area, Street)'), TEST_ADDRESS.address],
      [label(main(page), 'City'), TEST_ADDRESS.city],
      [label(main(page), 'State'), TEST_ADDRESS.state],
    ]);
    await current.screenshot('details');
    await press(button(page, 'Submit Product'));
    await page.getByText(SUBMITTED).waitFor();
    await expectUrl(page, (url) => url.pathname === '/profile');
    await expectFocus(pageHeading(page, 'My Account'));

    const listings = await getFirestore(adminApp()).collection('listings').where('sellerId', '==', await uidOf(seller)).get();
    expect(listings.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ state: 'sellrequest', productName, expectedPrice: 640, category: { name: 'Electronic' }, subcategory: 'Calculators', images: [expect.anything()] }),
    ]);
  });

  it('an admin finds a sell request, opens its details and accepts it with the keyboard alone', { timeout: 180_000 }, async () => {
    const current = session();
    const { page } = current;
    const word = `zk${randomUUID().replace(/-/g, '').slice(0, 8)}`;
    const seller = newUser('keys-admin-seller');
    await createAccount(seller);
    const listing = await createTestListing(seller, `Keyboard Lamp ${word}`, 700);
    await signInViaUi(page, DEMO_ADMIN);

    await page.goto(webUrl('/admin'));
    await pageHeading(page, 'Admin Dashboard').waitFor();
    await typeInto([[page.getByRole('searchbox', { name: 'Search requests' }), word]]);
    const row = page.getByRole('listitem', { name: listing.productName });
    await expect.poll(() => page.getByRole('listitem', { name: new RegExp(word) }).count(), { timeout: WAIT_MS }).toBe(1);

    // The status filter menu opens with Enter and closes with Escape, giving the focus back to its button.
    const filter = main(page).getByRole('button', { name: /^Filter by status/ });
    await press(filter);
    await page.getByRole('menu').getByRole('menuitemradio', { name: 'Pending Sell' }).waitFor();
    await current.screenshot('filter-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await expectFocus(filter);

    await press(row.getByRole('button', { name: `Details of ${listing.productName}` }));
    const details = page.getByRole('dialog', { name: listing.productName });
    await details.getByText(listing.productName).first().waitFor();
    await current.screenshot('details');
    await press(details.getByRole('button', { name: 'Accept Request' }));
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await current.screenshot('confirm');
    await press(confirm.getByRole('button', { name: 'Accept', exact: true }));
    await confirm.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });

    const stored = await getFirestore(adminApp()).collection('listings').doc(listing.id).get();
    expect(stored.get('state')).toBe('Request_Approved');
  });
});
