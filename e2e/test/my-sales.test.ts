import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newUser, signInViaUi, signUpViaUi, submitSignIn } from './support/auth';
import { describeJourney, webUrl } from './support/browser';
import { adminApp } from './support/cleanup';
import { expectUrl } from './support/page';
import { createTestProduct, idTokenOf, placeOrder } from './support/test-data';

const shortId = (orderId: string) => orderId.slice(-8).toUpperCase();

/** An order's card on My Sales. */
const saleCard = (page: Page, orderId: string) => page.getByRole('listitem', { name: `Order #${shortId(orderId)}`, exact: true });

/** The buyer's My Orders card of an order. */
const orderCard = (page: Page, orderId: string) =>
  page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Order #${shortId(orderId)}` }) });

/** The tracker step marked as the current one. */
const currentStep = (dialog: Locator) => dialog.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]');

/** Waits until a dialog's opening animation has finished, for a screenshot of it. */
const opened = (dialog: Locator) =>
  expect.poll(() => dialog.evaluate((element) => element.ownerDocument.defaultView?.getComputedStyle(element).opacity)).toBe('1');

// The sale cards only re-flow at 375 px, where sellers work from their phones (the buyer's dialog at both widths is
// orders.test.ts's).
describeJourney('my-sales', { viewports: ['mobile'] }, (session) => {
  it('a seller confirms, ships and delivers an order while the buyer watches it move, and cancels another with a reason', { timeout: 180_000 }, async () => {
    const current = session();
    const { page } = current;
    const seller = newUser('sales-seller');
    const buyer = newUser('sales-buyer');
    await signUpViaUi(page, seller);
    await signUpViaUi(page, buyer);
    const sellerUid = (await getAuth(adminApp()).getUserByEmail(seller.email)).uid;
    const kettle = await createTestProduct({ title: 'Sellable Kettle', price: 900, sellerUid });
    const lamp = await createTestProduct({ title: 'Sellable Lamp', price: 650, sellerUid });
    const buyerToken = await idTokenOf(buyer.email, buyer.password);
    // Doorstep: a direct (meet-up) order is delivered by the buyer's handover code instead (deals.test.ts).
    const kettleOrder = await placeOrder(buyerToken, kettle, 'doorstep');
    const lampOrder = await placeOrder(buyerToken, lamp, 'doorstep');

    // The buyer keeps the kettle order's details open in a second browser.
    const buyerSession = await current.openSecondSession('buyer');
    const buyerPage = buyerSession.page;
    await signInViaUi(buyerPage, buyer);
    await buyerPage.goto(webUrl('/orders'));
    await orderCard(buyerPage, kettleOrder).getByRole('button', { name: /View Details/ }).click();
    const details = buyerPage.getByRole('dialog', { name: 'Order Details' });
    await expect.poll(() => currentStep(details).innerText()).toContain('Order Placed');

    await signInViaUi(page, seller);
    await page.goto(webUrl('/my-sales'));
    await page.getByRole('heading', { name: 'My Sales', level: 1 }).waitFor();
    const kettleCard = saleCard(page, kettleOrder);
    const lampCard = saleCard(page, lampOrder);
    await kettleCard.waitFor();
    expect(await page.getByRole('list', { name: 'Sales' }).getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      `Order #${shortId(lampOrder)}`,
      `Order #${shortId(kettleOrder)}`,
    ]);
    const kettleText = await kettleCard.innerText();
    for (const text of [`${buyer.firstName} ${buyer.lastName}`, 'Pune', 'Premium delivery', kettle.title, 'Qty: 1 × ₹1,080', '₹1,134', 'Placed', 'Ordered on', 'Deliver to']) {
      expect(kettleText).toContain(text);
    }
    expect(kettleText).toMatch(/Confirm within 4[78] h \d{1,2} min or it is cancelled automatically/);
    const lampText = await lampCard.innerText();
    for (const text of ['Premium delivery', lamp.title, 'Qty: 1 × ₹780', '₹819']) expect(lampText).toContain(text);
    await current.screenshot('list');

    // Each step on My Sales moves the buyer's open tracker, without a reload.
    const steps = [
      ['Confirm order', 'Confirmed', 'Order Confirmed'],
      ['Mark as shipped', 'Shipped', 'Out For Delivery'],
      ['Mark as delivered', 'Delivered', 'Delivered'],
    ] as const;
    for (const [action, badge, trackerStep] of steps) {
      await kettleCard.getByRole('button', { name: action }).click();
      await kettleCard.getByText(badge, { exact: true }).waitFor();
      await expect.poll(() => currentStep(details).innerText()).toContain(trackerStep);
    }
    expect(await kettleCard.getByRole('button').count()).toBe(0);
    expect(await kettleCard.innerText()).not.toMatch(/Confirm within/);
    await buyerSession.screenshot('delivered');

    // The lamp order is cancelled with a reason, which the form asks for first.
    await lampCard.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Cancel order #${shortId(lampOrder)}` });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByText('Please give a reason for cancelling this order').waitFor();
    const reason = 'Sorry, the lamp broke while packing';
    await dialog.getByRole('textbox', { name: /Reason for cancelling/ }).fill(reason);
    await opened(dialog);
    await current.screenshot('cancel');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await lampCard.getByText('Cancelled', { exact: true }).waitFor();
    await lampCard.getByText(`You cancelled this order: ${reason}`).waitFor();
    expect(await lampCard.getByRole('button').count()).toBe(0);
    await current.screenshot('done');

    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'hidden' });
    await orderCard(buyerPage, lampOrder).getByText('Cancelled', { exact: true }).waitFor();
    await orderCard(buyerPage, lampOrder).getByRole('button', { name: /View Details/ }).click();
    await details.getByText('Order Cancelled').waitFor();
    await details.getByText(`Cancelled by the seller: ${reason}`).waitFor();
    await buyerSession.screenshot('cancelled');

    const db = getFirestore(adminApp());
    const stored = (await db.collection('orders').doc(lampOrder).get()).data();
    expect(stored).toMatchObject({ orderStatus: 'CANCELLED', cancellation: { by: 'seller', reason } });
    expect((await db.collection('products').doc(lamp.id).get()).get('status')).toBe('available');
    expect((await db.collection('orders').doc(kettleOrder).get()).get('orderStatus')).toBe('DELIVERED');
  });
});

// The account menu is the avatar's at 1280 px and the side menu's at 375 px: both widths.
describeJourney('my-sales', (session) => {
  it('a visitor signs in on the way to My Sales; the profile and the account menu lead there too', async () => {
    const current = session();
    const { page } = current;
    const user = newUser('sales-links');
    // Signing up does not sign in: the user is still a visitor.
    await signUpViaUi(page, user);
    await page.goto(webUrl('/my-sales'));
    await expectUrl(page, (url) => url.pathname === '/signin');
    await submitSignIn(page, user.email, user.password);
    await expectUrl(page, (url) => url.pathname === '/my-sales');
    await page.getByRole('heading', { name: 'No Sales Yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sell a Product' }).getAttribute('href')).toBe('/sell-product');
    await current.screenshot('empty');

    await page.goto(webUrl('/profile'));
    const quickAction = page.getByRole('link', { name: 'My Sales', exact: true });
    await quickAction.waitFor();
    await current.screenshot('profile');
    await quickAction.click();
    await expectUrl(page, (url) => url.pathname === '/my-sales');
    await page.getByRole('heading', { name: 'My Sales', level: 1 }).waitFor();

    // The top bar's account menu: the avatar's menu at 1280 px, the side menu at 375 px.
    await page.goto(webUrl('/'));
    if (current.isMobile) {
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'My Sales', exact: true }).click();
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'My Sales' }).click();
    }
    await expectUrl(page, (url) => url.pathname === '/my-sales');
    await page.getByRole('heading', { name: 'No Sales Yet' }).waitFor();
  });
});
