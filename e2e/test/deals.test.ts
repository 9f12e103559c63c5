import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { addCheckoutAddress, createAccount, newUser, signInViaUi, type NewUser } from './support/auth';
import { describeJourney, webUrl } from './support/browser';
import { adminApp } from './support/cleanup';
import { PHOTO } from './support/listings';
import { hasFocus } from './support/keyboard';
import { readQrCode } from './support/qr';
import { expectUrl, parseRupees } from './support/page';
import { callAs, createTestProduct, idTokenOf, placeOrder, type TestProduct } from './support/test-data';

/** A student of the journey, registered on the server side (the sign-up form is another journey's). */
interface Student {
  user: NewUser;
  uid: string;
  name: string;
}

async function student(prefix: string): Promise<Student> {
  const user = newUser(prefix);
  const uid = await createAccount(user);
  return { user, uid, name: `${user.firstName} ${user.lastName}` };
}

/** 5% tax of the subtotal, rounded. */
const withTax = (subtotal: number) => subtotal + Math.round(subtotal * 0.05);
const shortId = (orderId: string) => orderId.slice(-8).toUpperCase();
const conversationOf = (product: TestProduct, buyer: Student) => `${product.id}_${buyer.uid}`;

const main = (page: Page) => page.getByRole('main');
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });
/** The top bar's inbox link: 'Messages', or 'Messages, N unread'. */
const messagesLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });
const chatLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => main(page).getByPlaceholder('Write a message...');
const offerGroup = (page: Page) => main(page).getByRole('group', { name: 'Offer' });

async function openProduct(page: Page, product: TestProduct): Promise<void> {
  await page.goto(webUrl(`/product/${product.id}`));
  await main(page).getByRole('heading', { name: product.title, level: 1 }).waitFor();
}

async function openConversation(page: Page, conversationId: string, other: Student): Promise<void> {
  await page.goto(webUrl(`/messages/${conversationId}`));
  await main(page).getByText(other.name, { exact: true }).first().waitFor();
}

/** A product of `seller` and the buyer's conversation about it, opened on the server with a first message of the buyer. */
async function conversationWithMessage(seller: Student, buyer: Student, title: string, text: string): Promise<{ product: TestProduct; conversationId: string }> {
  const product = await createTestProduct({ title, price: 2400, sellerUid: seller.uid });
  const token = await idTokenOf(buyer.user.email, buyer.user.password);
  const conversation = await callAs<{ _id: string }>(token, 'openConversation', { productId: product.id });
  expect(conversation._id).toBe(conversationOf(product, buyer));
  await callAs(token, 'sendMessage', { conversationId: conversation._id, text });
  return { product, conversationId: conversation._id };
}

async function expectStep(page: Page, step: number, title: string): Promise<void> {
  await expectUrl(page, (url) => url.pathname === '/checkout' && url.searchParams.get('step') === String(step));
  await main(page).getByRole('heading', { name: title, level: 2 }).waitFor();
}

/** The 'Campus meet-up' panel's propose form: the named spot, the second day it offers (well inside the 7 days), its first slot. */
async function proposeMeetup(scope: Locator, spotName: string): Promise<void> {
  await scope.getByRole('button', { name: 'Propose a meet-up' }).click();
  const spot = scope.getByLabel('Spot', { exact: true });
  const option = spot.locator('option', { hasText: spotName });
  await option.waitFor({ state: 'attached' });
  await spot.selectOption({ label: (await option.innerText()).trim() });
  const day = scope.getByLabel('Day', { exact: true });
  await expect.poll(() => day.locator('option').count()).toBeGreaterThan(2);
  await day.selectOption({ index: 2 });
  const time = scope.getByLabel('Time', { exact: true });
  await expect.poll(() => time.locator('option').count()).toBeGreaterThan(1);
  await time.selectOption({ index: 1 });
  await scope.getByRole('button', { name: 'Propose', exact: true }).click();
}

/** The message box and its row (the photo button, the box, Send), measured in the page. */
const composerLayout = (page: Page) =>
  composer(page).evaluate((box) => {
    const row = box.parentElement;
    const form = box.closest('form');
    if (!row || !form) throw new Error('The message box is not in a row of a form');
    const widths = [...row.children].map((child) => child.getBoundingClientRect().width).filter((width) => width > 0);
    const gap = Number.parseFloat(box.ownerDocument.defaultView?.getComputedStyle(row).columnGap ?? '0') || 0;
    return {
      box: box.getBoundingClientRect().width,
      row: row.getBoundingClientRect().width,
      form: form.getBoundingClientRect().width,
      filled: widths.reduce((sum, width) => sum + width, 0) + gap * (widths.length - 1),
      height: box.getBoundingClientRect().height,
      scrolls: box.scrollHeight > box.clientHeight,
    };
  });

/** Rates the other side of a handed-over order with `stars` and a comment, and waits for the thanks. */
async function rate(scope: Locator, stars: number, comment: string, other: 'buyer' | 'seller'): Promise<void> {
  await scope.getByRole('radiogroup', { name: 'Rating' }).getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars`, exact: true }).click();
  await scope.getByLabel('Comment (optional)').fill(comment);
  await scope.getByRole('button', { name: 'Send rating' }).click();
  await scope.getByText(`You rated the ${other} ${stars} of 5. Thank you.`).waitFor();
}

/** Waits until the dialog's opening animation has finished, for a screenshot of it. */
const opened = (dialog: Locator) =>
  expect.poll(() => dialog.evaluate((element) => element.ownerDocument.defaultView?.getComputedStyle(element).opacity)).toBe('1');

// Messages, the product page, My Sales and the dialogs keep their layout at 375 px: the chat (its message box
// measured at a phone's width) and the meet-up (phone to phone) run at 375 px, the other deals at 1280 px.
describeJourney('deals', { viewports: ['mobile'] }, (session) => {
  it('a buyer and a seller chat live in two browsers: text, the unread count in the top bar, and a photo', { timeout: 180_000 }, async () => {
    const current = session();
    const { page } = current;
    const seller = await student('deals-chat-seller');
    const buyer = await student('deals-chat-buyer');
    const product = await createTestProduct({ title: 'Chat Desk Lamp', price: 1200, sellerUid: seller.uid });
    const conversationId = conversationOf(product, buyer);

    // The buyer asks from the product page, which shows the seller's standing.
    await signInViaUi(page, buyer.user);
    await openProduct(page, product);
    await main(page).getByText('No ratings yet · 0 completed sales').waitFor();
    await button(page, 'Make an offer').waitFor();
    await current.screenshot('product');
    await button(page, 'Message seller').click();
    await expectUrl(page, (url) => url.pathname === `/messages/${conversationId}`);
    await main(page).getByText(seller.name, { exact: true }).waitFor();
    await main(page).getByRole('link', { name: new RegExp(product.title) }).waitFor();
    await main(page).getByText('No ratings yet · 0 completed sales').waitFor();

    // The seller waits on the inbox in a second browser.
    const sellerSession = await current.openSecondSession('seller');
    const sellerPage = sellerSession.page;
    await signInViaUi(sellerPage, seller.user);
    await sellerPage.goto(webUrl('/messages'));
    await main(sellerPage).getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    const row = main(sellerPage).getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: product.title });
    await row.getByText('No messages yet').waitFor();
    await messagesLink(sellerPage, 'Messages').waitFor();

    // The box takes its row's whole width, the row the form's, and it grows with the text up to a few lines.
    const empty = await composerLayout(page);
    expect(empty.row).toBeGreaterThanOrEqual(empty.form - 1);
    expect(Math.abs(empty.row - empty.filled)).toBeLessThanOrEqual(1);
    expect(empty.box).toBeGreaterThan(empty.row / 2);
    await composer(page).fill('One\ntwo\nthree\nfour');
    await expect.poll(async () => (await composerLayout(page)).height).toBeGreaterThan(empty.height * 2);
    await composer(page).fill(Array.from({ length: 20 }, (_, line) => `Line ${line + 1}`).join('\n'));
    await expect.poll(async () => (await composerLayout(page)).scrolls).toBe(true);
    const tall = await composerLayout(page);
    expect(tall.height).toBeLessThan(empty.height * 8);
    await current.screenshot('composer');

    // Too long: the text stays, the box says so, and nothing is sent until it is shortened.
    const tooLong = 'x'.repeat(1005);
    await composer(page).fill(tooLong);
    await main(page).getByText('A message can be at most 1000 characters: remove 5 characters to send it', { exact: true }).waitFor();
    await composer(page).press('Enter');
    expect(await composer(page).inputValue()).toBe(tooLong);
    await current.screenshot('too-long');

    const question = 'Hello! Is the lamp still available?';
    await composer(page).fill(question);
    await composer(page).press('Enter');
    await chatLog(page).getByText(question).waitFor();
    await expect.poll(() => composer(page).inputValue()).toBe('');

    // The seller's top bar and inbox follow without a reload.
    await messagesLink(sellerPage, 'Messages, 1 unread').waitFor();
    await sellerPage.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    await row.getByText(question).waitFor();
    await row.getByText(buyer.name).waitFor();
    await row.getByLabel('1 unread').waitFor();
    await sellerSession.screenshot('inbox');
    await row.click();
    await expectUrl(sellerPage, (url) => url.pathname === `/messages/${conversationId}`);
    await chatLog(sellerPage).getByText(question).waitFor();
    // Opening the conversation reads it: the count and the bell clear.
    await messagesLink(sellerPage, 'Messages').waitFor();
    await sellerPage.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    const answer = 'Yes, it is. It works perfectly.';
    await composer(sellerPage).fill(answer);
    await button(sellerPage, 'Send message').click();
    await chatLog(sellerPage).getByText(answer).waitFor();
    await chatLog(page).getByText(answer).waitFor();

    // A photo, chosen with the hidden file input.
    await main(page).getByLabel('Choose photos').setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PHOTO });
    await main(page).getByRole('img', { name: 'Photo 1 to send' }).waitFor();
    await button(page, 'Send message').click();
    const photoLink = (scope: Page) => chatLog(scope).getByRole('link', { name: `Photo 1 from ${buyer.name}` });
    await photoLink(page).waitFor();
    await main(page).getByRole('img', { name: 'Photo 1 to send' }).waitFor({ state: 'detached' });
    await photoLink(sellerPage).waitFor();
    for (const scope of [page, sellerPage]) {
      const image = photoLink(scope).locator('img');
      await expect.poll(() => image.evaluate((element) => (element as unknown as { complete: boolean; naturalWidth: number }).complete && (element as unknown as { naturalWidth: number }).naturalWidth > 0)).toBe(true);
    }
    await current.screenshot('chat');
    await sellerSession.screenshot('chat');

    // A third student with the link gets 'not found', as for an unknown id: no error, no Retry.
    const stranger = await student('deals-chat-stranger');
    const strangerSession = await current.openSecondSession('stranger');
    await signInViaUi(strangerSession.page, stranger.user);
    await strangerSession.page.goto(webUrl(`/messages/${conversationId}`));
    await main(strangerSession.page).getByRole('heading', { name: 'Conversation not found' }).waitFor();
    expect(await main(strangerSession.page).getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(await main(strangerSession.page).getByText(question).count()).toBe(0);
    await strangerSession.screenshot('not-found');

    const db = getFirestore(adminApp());
    const messages = await db.collection(`conversations/${conversationId}/messages`).orderBy('sentAt').get();
    expect(messages.docs.map((doc) => [doc.get('senderId'), doc.get('text'), (doc.get('images') as unknown[]).length])).toEqual([
      [buyer.uid, question, 0],
      [seller.uid, answer, 0],
      [buyer.uid, '', 1],
    ]);
  });

  it("a meet-up proposed by the buyer and confirmed by the seller; a wrong code is refused, the seller's phone scans the buyer's QR code to hand the item over, and both rate", { timeout: 240_000 }, async () => {
    const current = session();
    const { page } = current;
    const seller = await student('deals-meet-seller');
    const buyer = await student('deals-meet-buyer');
    const product = await createTestProduct({ title: 'Meetup Graphing Calculator', price: 1500, sellerUid: seller.uid });
    const orderId = await placeOrder(await idTokenOf(buyer.user.email, buyer.user.password), product, 'direct');

    // The buyer proposes a meet-up from the order's details.
    await signInViaUi(page, buyer.user);
    await page.goto(webUrl('/orders'));
    const card = main(page).getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Order #${shortId(orderId)}` }) });
    await card.getByRole('button', { name: /View Details/ }).click();
    const details = page.getByRole('dialog', { name: 'Order Details' });
    await details.getByRole('heading', { name: 'Campus meet-up' }).waitFor();
    expect(await details.getByRole('list', { name: 'Order progress' }).count()).toBe(0);
    const buyerMeetup = details.getByRole('group', { name: 'Meet-up' });
    await proposeMeetup(buyerMeetup, 'Central Library entrance');
    await buyerMeetup.getByText('Proposed by you: waiting for the seller').waitFor();
    await buyerMeetup.getByText(/^Central Library entrance, /).waitFor();
    const handover = details.getByRole('group', { name: 'Handover code' });
    const qrCode = handover.getByRole('img', { name: 'QR code of the handover link' });
    await qrCode.waitFor();
    await expect.poll(() => handover.getByTestId('handover-code').innerText()).toMatch(/^\d{6}$/);
    const code = (await handover.getByTestId('handover-code').innerText()).trim();
    await opened(details);
    await current.screenshot('proposed');

    // The seller confirms the meet-up and the order; there is no shipping step for a meet-up order.
    const sellerSession = await current.openSecondSession('seller');
    const sellerPage = sellerSession.page;
    // The wrong code below is refused with a 400 from the callable, which the browser logs.
    sellerSession.allowConsoleError(/status of 400 .*\/confirmHandover\b/);
    await signInViaUi(sellerPage, seller.user);
    await sellerPage.goto(webUrl('/my-sales'));
    const sale = sellerPage.getByRole('listitem', { name: `Order #${shortId(orderId)}`, exact: true });
    await sale.getByText('Buy Direct From Seller').waitFor();
    const sellerMeetup = sale.getByRole('group', { name: 'Meet-up' });
    await sellerMeetup.getByText('Proposed by the buyer: confirm it or propose another').waitFor();
    await sale.getByText(/^Agree a meet-up within \d+ h \d+ min or it is cancelled automatically$/).waitFor();
    // One next step at a time: agreeing the meet-up is the only 'Confirm …' on the card.
    const confirmButtons = async () => Promise.all((await sale.getByRole('button', { name: /^Confirm/ }).all()).map((control) => control.innerText()));
    expect(await confirmButtons()).toEqual(['Confirm meet-up']);
    await sellerSession.screenshot('meetup-proposed');
    await sellerMeetup.getByRole('button', { name: 'Confirm meet-up' }).click();
    await sellerMeetup.getByText('Confirmed by both of you').waitFor();
    await buyerMeetup.getByText('Confirmed by both of you').waitFor();
    // The seller's agreement confirms the order: no 48 h countdown, and the handover code is the next step.
    await sale.getByText('Confirmed', { exact: true }).waitFor();
    await details.getByText('Confirmed', { exact: true }).waitFor();
    expect(await sale.getByText(/within .* cancelled automatically/).count()).toBe(0);
    expect(await confirmButtons()).toEqual(['Confirm handover']);
    expect(await sale.getByRole('button', { name: /Mark as/ }).count()).toBe(0);
    await sellerSession.screenshot('meetup-confirmed');

    // A wrong code typed, then the seller's phone scans the buyer's QR code: My Sales opens with the code filled in.
    await sale.getByLabel("Buyer's handover code").fill(code === '000000' ? '111111' : '000000');
    await sale.getByRole('button', { name: 'Confirm handover' }).click();
    await sale.getByRole('alert').getByText('Wrong code. 4 tries left before the code locks for 15 minutes.', { exact: true }).waitFor();
    await sellerSession.screenshot('wrong-code');
    const link = await readQrCode(qrCode);
    expect(link).toBe(webUrl(`/my-sales?handover=${orderId}#${code}`));
    await sellerPage.goto(link);
    const confirmHandover = sale.getByRole('button', { name: 'Confirm handover' });
    await expect.poll(() => hasFocus(confirmHandover)).toBe(true);
    expect(await sale.getByLabel("Buyer's handover code").inputValue()).toBe(code);
    await sale.getByText("Filled in from the buyer's QR code: confirm once the item is in their hands.").waitFor();
    await sellerSession.screenshot('scanned');
    await confirmHandover.click();
    await sale.getByText(/^Handed over on /).waitFor();
    await sale.getByText('Delivered', { exact: true }).waitFor();
    await details.getByText(/^Handed over on /).waitFor();
    expect(await details.getByRole('group', { name: 'Handover code' }).count()).toBe(0);
    // Delivered: the meet-up shows what was agreed, and invites nothing more.
    for (const scope of [sale, details]) {
      await scope.getByRole('group', { name: 'Meet-up' }).getByText('Agreed by both of you').waitFor();
      expect(await scope.getByText(/No meet-up yet/).count()).toBe(0);
      expect(await scope.getByRole('button', { name: /^Propose/ }).count()).toBe(0);
    }

    // Each rates the other.
    await rate(sale, 5, 'On time and friendly.', 'buyer');
    await sellerSession.screenshot('rated');
    await rate(details, 4, 'Works as described.', 'seller');
    await current.screenshot('rated');

    const db = getFirestore(adminApp());
    const order = (await db.collection('orders').doc(orderId).get()).data();
    expect(order?.orderStatus).toBe('DELIVERED');
    expect(order?.paymentDetails?.paymentStatus).toBe('PAID');
    expect(typeof order?.handedOverAt).toBe('string');
    expect((await db.collection('reputations').doc(seller.uid).get()).data()).toMatchObject({ completedSales: 1, ratingSum: 4, ratingCount: 1 });
    expect((await db.collection('reputations').doc(buyer.uid).get()).data()).toMatchObject({ ratingSum: 5, ratingCount: 1 });

    // The seller's standing on the item's page counts the deal.
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'hidden' });
    await openProduct(page, product);
    await main(page).getByText('4.0 (1 rating) · 1 completed sale', { exact: true }).waitFor();
  });
});

describeJourney('deals', { viewports: ['desktop'] }, (session) => {
  it('an offer below half is refused, the seller counters, the buyer accepts and buys at the agreed price; the item shows reserved to others', { timeout: 240_000 }, async () => {
    const current = session();
    const { page } = current;
    const seller = await student('deals-offer-seller');
    const buyer = await student('deals-offer-buyer');
    const other = await student('deals-offer-other');
    const product = await createTestProduct({ title: 'Offer Road Bicycle', price: 8000, sellerUid: seller.uid });
    const conversationId = conversationOf(product, buyer);

    await signInViaUi(page, buyer.user);
    await openProduct(page, product);
    await button(page, 'Make an offer').click();
    const dialog = page.getByRole('dialog', { name: 'Make an offer' });
    const amount = dialog.getByLabel(`Your offer for ${product.title}`);
    await amount.fill('3999');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await dialog.getByText('The lowest offer is ₹4,000 (half the asking price)', { exact: true }).waitFor();
    await opened(dialog);
    await current.screenshot('offer-too-low');
    await amount.fill('6000');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expectUrl(page, (url) => url.pathname === `/messages/${conversationId}`);
    await offerGroup(page).getByText('You offered ₹6,000').waitFor();
    await offerGroup(page).getByRole('button', { name: 'Withdraw offer' }).waitFor();
    await chatLog(page).getByText('Offered ₹6,000', { exact: true }).waitFor();

    // The seller counters in a second browser.
    const sellerSession = await current.openSecondSession('seller');
    const sellerPage = sellerSession.page;
    await signInViaUi(sellerPage, seller.user);
    await openConversation(sellerPage, conversationId, buyer);
    await offerGroup(sellerPage).getByText(`${buyer.name} offered ₹6,000`).waitFor();
    await offerGroup(sellerPage).getByRole('button', { name: 'Accept' }).waitFor();
    await sellerSession.screenshot('offer');
    await offerGroup(sellerPage).getByRole('button', { name: 'Counter' }).click();
    await offerGroup(sellerPage).getByLabel('Your counter-offer').fill('7000');
    await offerGroup(sellerPage).getByRole('button', { name: 'Send counter' }).click();
    await chatLog(sellerPage).getByText('Countered with ₹7,000', { exact: true }).waitFor();
    await offerGroup(sellerPage).getByText('You countered with ₹7,000').waitFor();

    // The buyer's page follows live and accepts.
    await offerGroup(page).getByText(`${seller.name} countered with ₹7,000`).waitFor();
    await chatLog(page).getByText('Countered with ₹7,000', { exact: true }).waitFor();
    await current.screenshot('counter');
    await offerGroup(page).getByRole('button', { name: 'Accept' }).click();
    await main(page).getByText('Deal at ₹7,000').waitFor();
    await main(page).getByText(new RegExp(`^Reserved for ${buyer.name} until `)).waitFor();
    await chatLog(page).getByText(`Accepted ₹7,000. The item is reserved for ${buyer.user.firstName} for 24 hours.`, { exact: true }).waitFor();
    await main(sellerPage).getByText('Deal at ₹7,000').waitFor();
    expect(await button(sellerPage, 'Buy now at ₹7,000').count()).toBe(0);

    // Anyone else sees the item reserved and cannot order it.
    const otherSession = await current.openSecondSession('other');
    const otherPage = otherSession.page;
    await signInViaUi(otherPage, other.user);
    await openProduct(otherPage, product);
    await main(otherPage).getByText('Reserved', { exact: true }).waitFor();
    await main(otherPage).getByText(/^For another buyer until /).waitFor();
    expect(await button(otherPage, 'Buy Now').isDisabled()).toBe(true);
    expect(await button(otherPage, 'Add to Cart').isDisabled()).toBe(true);
    expect(await button(otherPage, 'Make an offer').count()).toBe(0);
    await otherSession.screenshot('reserved');

    // The buyer's product page leads back to the deal, which buys at the agreed price.
    await openProduct(page, product);
    await main(page).getByText('Reserved', { exact: true }).waitFor();
    expect(await button(page, 'Buy Now').isDisabled()).toBe(true);
    await main(page).getByRole('link', { name: 'Open your deal' }).click();
    await expectUrl(page, (url) => url.pathname === `/messages/${conversationId}`);
    await button(page, 'Buy now at ₹7,000').click();
    await expectStep(page, 0, 'Your Details');
    await button(page, 'Continue').click();
    await expectStep(page, 1, 'Delivery Address');
    await addCheckoutAddress(page);
    await button(page, 'Continue').click();
    await expectStep(page, 2, 'Order Summary');
    await main(page).getByText(product.title).waitFor();
    expect(parseRupees(await main(page).getByTestId('checkout-total').innerText())).toBe(withTax(7000));
    await current.screenshot('summary');
    await button(page, 'Continue').click();
    await expectStep(page, 3, 'Payment');
    await main(page).getByText('Cash on Delivery').click();
    const place = button(page, 'Place Order');
    await expect.poll(() => place.isEnabled()).toBe(true);
    await place.click();
    await main(page).getByText('Order Placed Successfully!').waitFor();
    await expectUrl(page, (url) => url.pathname === '/orders');

    const db = getFirestore(adminApp());
    const orders = await db.collection('orders').where('userId', '==', buyer.uid).get();
    expect(orders.docs).toHaveLength(1);
    const order = orders.docs[0]?.data();
    expect(order).toMatchObject({ totalPrice: 7000, tax: 350, totalAmount: withTax(7000), deliveryMode: 'direct', paymentDetails: { paymentMethod: 'COD', paymentStatus: 'PENDING' } });
    expect(order?.orderItems).toMatchObject([{ productId: product.id, price: 7000, quantity: 1 }]);
    expect((await db.collection('products').doc(product.id).get()).get('status')).toBe('sold');
    expect((await db.collection('conversations').doc(conversationId).get()).get('offer.status')).toBe('used');
  });

  it('a seller blocks the buyer: the buyer can no longer write or offer; unblocking gives the box back', { timeout: 180_000 }, async () => {
    const current = session();
    const { page } = current;
    const seller = await student('deals-block-seller');
    const buyer = await student('deals-block-buyer');
    const { conversationId } = await conversationWithMessage(seller, buyer, 'Blocked Study Chair', 'Can you give it to me for free?');

    await signInViaUi(page, seller.user);
    await openConversation(page, conversationId, buyer);
    await chatLog(page).getByText('Can you give it to me for free?').waitFor();

    const buyerSession = await current.openSecondSession('buyer');
    const buyerPage = buyerSession.page;
    await signInViaUi(buyerPage, buyer.user);
    await openConversation(buyerPage, conversationId, seller);
    await composer(buyerPage).waitFor();
    await main(buyerPage).getByLabel('Make an offer (asking ₹2,400)').waitFor();

    await main(page).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: `Block ${buyer.name}` }).click();
    const blocked = main(page).getByText(`You blocked ${buyer.name}`, { exact: true });
    await blocked.waitFor();
    expect(await composer(page).count()).toBe(0);
    await current.screenshot('blocked');

    // The buyer's page follows: a notice, no box and no offer form.
    await main(buyerPage).getByText(`${seller.name} blocked this conversation`, { exact: true }).waitFor();
    await chatLog(buyerPage).getByText(`${seller.user.firstName} blocked this conversation. No more messages can be sent.`).waitFor();
    await composer(buyerPage).waitFor({ state: 'detached' });
    expect(await main(buyerPage).getByRole('button', { name: 'Send message' }).count()).toBe(0);
    expect(await main(buyerPage).getByLabel('Make an offer (asking ₹2,400)').count()).toBe(0);
    await main(buyerPage).getByRole('button', { name: 'More actions' }).click();
    expect(await buyerPage.getByRole('menuitem', { name: /block/i }).count()).toBe(0);
    await buyerPage.keyboard.press('Escape');
    await buyerSession.screenshot('blocked');

    await main(page).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: `Unblock ${buyer.name}` }).click();
    await blocked.waitFor({ state: 'detached' });
    await composer(page).waitFor();
    await composer(buyerPage).waitFor();
    const thanks = 'Thank you for unblocking me.';
    await composer(buyerPage).fill(thanks);
    await composer(buyerPage).press('Enter');
    await chatLog(page).getByText(thanks).waitFor();
    expect(await getFirestore(adminApp()).collection('blocks').where('by', '==', seller.uid).count().get().then((snapshot) => snapshot.data().count)).toBe(0);
  });

  it('a buyer reports a message and a listing; an admin dismisses one report and suspends the seller on the other', { timeout: 180_000 }, async () => {
    const current = session();
    const { page } = current;
    const seller = await student('deals-report-seller');
    const buyer = await student('deals-report-buyer');
    const admin = await student('deals-report-admin');
    await getAuth(adminApp()).setCustomUserClaims(admin.uid, { admin: true });
    const product = await createTestProduct({ title: 'Reported Headphones', price: 2400, sellerUid: seller.uid });
    const buyerToken = await idTokenOf(buyer.user.email, buyer.user.password);
    const conversation = await callAs<{ _id: string }>(buyerToken, 'openConversation', { productId: product.id });
    const scam = 'Pay me outside the app first, by bank transfer.';
    await callAs(await idTokenOf(seller.user.email, seller.user.password), 'sendMessage', { conversationId: conversation._id, text: scam });
    const listingReason = 'The photos are of another item.';
    await callAs(buyerToken, 'report', { kind: 'listing', productId: product.id, reason: listingReason });

    // The buyer reports the seller's message from the conversation.
    const buyerSession = await current.openSecondSession('buyer');
    const buyerPage = buyerSession.page;
    await signInViaUi(buyerPage, buyer.user);
    await openConversation(buyerPage, conversation._id, seller);
    await chatLog(buyerPage).getByText(scam).waitFor();
    await chatLog(buyerPage).getByRole('button', { name: 'Report', exact: true }).click();
    const reportDialog = buyerPage.getByRole('dialog', { name: 'Report this message' });
    const reason = 'Asks for payment outside the marketplace.';
    await reportDialog.getByLabel('What is wrong?').fill(reason);
    await reportDialog.getByRole('button', { name: 'Send report' }).click();
    await reportDialog.getByText('Thank you. The admins will look at your report.').waitFor();
    await opened(reportDialog);
    await buyerSession.screenshot('reported');
    await reportDialog.getByRole('button', { name: 'Close', exact: true }).click();
    await reportDialog.waitFor({ state: 'hidden' });

    // The admin decides both in the Reports tab.
    await signInViaUi(page, admin.user);
    await page.goto(webUrl('/admin'));
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    await page.getByRole('tab', { name: /^Reports/ }).click();
    await page.getByRole('heading', { name: 'Reports', level: 2 }).waitFor();
    const messageRow = page.getByRole('listitem', { name: `Message report about ${seller.name}`, exact: true });
    const listingRow = page.getByRole('listitem', { name: `Listing report about ${seller.name}`, exact: true });
    await messageRow.getByText(scam).waitFor();
    await messageRow.getByText(reason).waitFor();
    await messageRow.getByText(`Reported by ${buyer.name}`).waitFor();
    await listingRow.getByText(listingReason).waitFor();
    await current.screenshot('reports');

    await listingRow.getByRole('button', { name: 'Dismiss', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Dismiss this report about ${seller.name}?`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await listingRow.waitFor({ state: 'detached' });

    await messageRow.getByRole('button', { name: 'Suspend user', exact: true }).click();
    await confirm.getByText(`Suspend ${seller.name}?`, { exact: false }).waitFor();
    await opened(confirm);
    await current.screenshot('suspend');
    await confirm.getByRole('button', { name: 'Suspend user', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await messageRow.waitFor({ state: 'detached' });

    const db = getFirestore(adminApp());
    const reports = await db.collection('reports').where('reporterId', '==', buyer.uid).get();
    const states = Object.fromEntries(reports.docs.map((doc) => [doc.get('kind') as string, doc.get('state') as string]));
    expect(states).toEqual({ listing: 'dismissed', message: 'userSuspended' });
    for (const doc of reports.docs) expect(doc.get('decidedBy.email')).toBe(admin.user.email);
    expect((await getAuth(adminApp()).getUser(seller.uid)).disabled).toBe(true);
    expect((await db.collection('products').doc(product.id).get()).get('status')).toBe('withdrawn');
  });
});
