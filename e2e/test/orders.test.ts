import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newUser, signInViaUi, signUpViaUi, submitSignIn } from './support/auth';
import { describeJourney, webUrl } from './support/browser';
import { adminApp } from './support/cleanup';
import { expectUrl } from './support/page';
import { callAs, createTestProduct, idTokenOf, placeOrder } from './support/test-data';

const DEMO_SELLER = { email: 'seller@campus.ac.in', password: 'Campus@123' };

const shortId = (orderId: string) => orderId.slice(-8).toUpperCase();

/** The order cards of My Orders. */
const orderCards = (page: Page) => page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
const cardOf = (page: Page, orderId: string) => orderCards(page).filter({ has: page.getByRole('heading', { name: `Order #${shortId(orderId)}` }) });

/** The tracker step marked as the current one. */
const currentStep = (dialog: Locator) => dialog.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]');

// Order Details is a dialog at 1280 px and fills the screen at 375 px, and the toolbar folds into one column: both widths.
describeJourney('orders', (session) => {
  it('a buyer finds, opens, follows and cancels an order; the status changes show live', async () => {
    const current = session();
    const { page } = current;
    const user = newUser('orders');
    await signUpViaUi(page, user);
    const calculator = await createTestProduct({ title: 'Orderable Calculator', price: 1200 });
    const lamp = await createTestProduct({ title: 'Orderable Lamp', price: 800 });
    const buyerToken = await idTokenOf(user.email, user.password);
    // The calculator comes to the doorstep, so its details show the tracker; the lamp is a campus meet-up.
    const calculatorOrder = await placeOrder(buyerToken, calculator, 'doorstep');
    const lampOrder = await placeOrder(buyerToken, lamp, 'direct');

    await signInViaUi(page, user);
    await page.goto(webUrl('/orders'));
    await page.getByRole('heading', { name: 'My Orders', level: 1 }).waitFor();
    await expect.poll(() => orderCards(page).count(), { timeout: 20_000 }).toBe(2);
    const calculatorCard = cardOf(page, calculatorOrder);
    await calculatorCard.getByText('Placed', { exact: true }).waitFor();
    await calculatorCard.getByText(`Qty: 1 × ₹1,440`).waitFor();
    await current.screenshot('list');

    // Search by product title, then by the short order id in lower case.
    const search = page.getByPlaceholder('Search orders...');
    await search.fill(lamp.title.split(' ').at(-1) ?? lamp.title);
    await expect.poll(() => orderCards(page).count()).toBe(1);
    await cardOf(page, lampOrder).waitFor();
    await search.fill(shortId(calculatorOrder).toLowerCase());
    await expect.poll(() => orderCards(page).count()).toBe(1);
    await calculatorCard.waitFor();

    // Nothing is confirmed yet: the filtered empty state, then Clear Filters.
    await search.fill('');
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption({ label: 'Confirmed' });
    await page.getByRole('heading', { name: 'No Orders Found' }).waitFor();
    await page.getByText('Try changing your search or filter criteria').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => orderCards(page).count()).toBe(2);

    // Details of the calculator order.
    await calculatorCard.getByRole('button', { name: /View Details/ }).click();
    const details = page.getByRole('dialog', { name: 'Order Details' });
    await details.getByText(new RegExp(`Order #${shortId(calculatorOrder)} • `)).waitFor();
    await expect.poll(() => currentStep(details).innerText()).toContain('Order Placed');
    await details.getByText('Room 12, Hostel 4, North Campus, Pune, Maharashtra - 411007').waitFor();
    await details.getByText(calculator.title, { exact: true }).waitFor();
    await details.getByText('Total Paid').scrollIntoViewIfNeeded();
    await current.screenshot('details');

    // The seller confirms on the server; the open page follows without a reload.
    await callAs(await idTokenOf(DEMO_SELLER.email, DEMO_SELLER.password), 'updateOrderStatus', { orderId: calculatorOrder, status: 'CONFIRMED' });
    await details.getByText('Confirmed', { exact: true }).waitFor();
    await expect.poll(() => currentStep(details).innerText()).toContain('Order Confirmed');

    // Cancel it through the confirmation dialog.
    await details.getByRole('button', { name: 'Cancel Order' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel Order' });
    await confirm.getByText('Are you sure you want to cancel this order? This action cannot be undone.').waitFor();
    // The screenshot once its opening animation has finished.
    await expect.poll(() => confirm.evaluate((element) => element.ownerDocument.defaultView?.getComputedStyle(element).opacity)).toBe('1');
    await current.screenshot('confirm');
    await confirm.getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await details.getByText('Order Cancelled').waitFor();
    await details.getByText('This order has been cancelled and is no longer active.').waitFor();
    await details.getByText('Cancellation Date:').waitFor();
    expect(await details.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
    await current.screenshot('cancelled');
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'hidden' });
    await calculatorCard.getByText('Cancelled', { exact: true }).waitFor();
    expect(await calculatorCard.getByRole('button', { name: /Cancel Order/ }).count()).toBe(0);

    // The lamp is handed over at a campus meet-up: its details show the meet-up and the handover code, not the tracker.
    await cardOf(page, lampOrder).getByRole('button', { name: /View Details/ }).click();
    await details.getByRole('heading', { name: 'Campus meet-up' }).waitFor();
    await details.getByRole('button', { name: 'Propose a meet-up' }).waitFor();
    await expect.poll(() => details.getByTestId('handover-code').innerText()).toMatch(/^\d{6}$/);
    expect(await details.getByRole('list', { name: 'Order progress' }).count()).toBe(0);
    await current.screenshot('meetup');
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'hidden' });

    const db = getFirestore(adminApp());
    const stored = (await db.collection('orders').doc(calculatorOrder).get()).data();
    expect(stored?.orderStatus).toBe('CANCELLED');
    expect(typeof stored?.cancelledAt).toBe('string');
    expect((await db.collection('products').doc(calculator.id).get()).get('status')).toBe('available');
    expect((await db.collection('orders').doc(lampOrder).get()).get('orderStatus')).toBe('PLACED');
    expect((await db.collection('products').doc(lamp.id).get()).get('status')).toBe('sold');
  });
});

describeJourney('orders', { viewports: ['desktop'] }, (session) => {
  it('a visitor opening /orders signs in first and comes back to My Orders', async () => {
    const { page } = session();
    const user = newUser('orders-visitor');
    // Signing up does not sign in: the user is still a visitor.
    await signUpViaUi(page, user);
    await page.goto(webUrl('/orders'));
    await expectUrl(page, (url) => url.pathname === '/signin');
    await submitSignIn(page, user.email, user.password);
    await expectUrl(page, (url) => url.pathname === '/orders');
    await page.getByRole('heading', { name: 'No Orders Found' }).waitFor();
    await page.getByText("You haven't placed any orders yet").waitFor();
    await page.getByRole('link', { name: 'Start Shopping' }).waitFor();

    const uid = (await getAuth(adminApp()).getUserByEmail(user.email)).uid;
    const orders = await getFirestore(adminApp()).collection('orders').where('userId', '==', uid).get();
    expect(orders.size).toBe(0);
  });
});
