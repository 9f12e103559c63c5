import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newUser, signUpViaUi, submitSignIn } from './support/auth';
import { describeJourney, webUrl } from './support/browser';
import { expectUrl, parseRupees, readCards, settledCards } from './support/page';

/** A listing page with a distinctive URL, so returning to it after sign-in is visible. */
const LISTING_PATH = '/items?category=Toy';
const isListing = (url: URL) => url.pathname === '/items' && url.searchParams.get('category') === 'Toy';

/** The sign-in-required dialog: checks its texts and presses Sign In, which leads to /signin. */
async function signInFromDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Sign In Required' });
  await dialog.waitFor();
  await dialog.getByText('Please sign in to your account to add items to your cart or wishlist.').waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectUrl(page, (url) => url.pathname === '/signin');
}

/** The cart count badge in the top bar. */
const cartBadge = (page: Page, count: number) => page.getByRole('banner').getByText(String(count), { exact: true });

/** The card's cart button: 'Add to cart' until the product is in the cart, then the tick that goes to /cart. */
const cartButton = (card: Locator) => card.getByRole('button', { name: /cart/i });

/** The amount that follows `label` in the text of the cart's price panel. */
function amountAfter(text: string, label: RegExp): number {
  const match = new RegExp(`${label.source}[^₹]*(₹\\s?[\\d,.]+)`, label.flags).exec(text);
  return match?.[1] === undefined ? Number.NaN : parseRupees(match[1]);
}

async function expectPricePanel(page: Page, totalPrice: number): Promise<void> {
  const main = page.getByRole('main');
  const discount = totalPrice * 0.05;
  await expect.poll(async () => Math.abs(amountAfter(await main.innerText(), /Discount/) - discount), { timeout: 20_000 }).toBeLessThanOrEqual(0.5);
  const text = await main.innerText();
  expect(Math.abs(amountAfter(text, /Total/) - (totalPrice - discount))).toBeLessThanOrEqual(1);
  expect(text).toContain('Place Order');
}

// The listing, the cart and the wishlist only re-flow at 375 px, and the cart badge is in the top bar at both widths.
describeJourney('visitor-actions', { viewports: ['mobile'] }, (session) => {
  it('a visitor adds to cart, signs in, lands back with the item in the cart, and removes one on /cart', async () => {
    const current = session();
    const { page } = current;
    const user = newUser('cart');
    await signUpViaUi(page, user);

    await page.goto(webUrl(LISTING_PATH));
    const cards = await settledCards(page.getByRole('main'), 2);
    const [first, second] = await readCards(cards);
    if (!first || !second) throw new Error('Expected two product cards');
    const firstCard = cards.filter({ hasText: first.title });
    const secondCard = cards.filter({ hasText: second.title });

    await firstCard.getByRole('button', { name: /add to cart/i }).click();
    await signInFromDialog(page);
    await submitSignIn(page, user.email, user.password);
    await expectUrl(page, isListing);

    // The remembered add ran: badge 1, and the card's button became the in-cart tick.
    await cartBadge(page, 1).waitFor();
    await expect.poll(() => firstCard.getByRole('button', { name: /add to cart/i }).count(), { timeout: 20_000 }).toBe(0);
    await secondCard.getByRole('button', { name: /add to cart/i }).click();
    await cartBadge(page, 2).waitFor();
    await current.screenshot('listing');

    await cartButton(firstCard).click();
    await expectUrl(page, (url) => url.pathname === '/cart');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Your Shopping Cart' }).waitFor();
    await main.getByText(first.title).first().waitFor();
    await main.getByText(second.title).first().waitFor();
    await expectPricePanel(page, first.price + second.price);
    await current.screenshot();

    await main.getByRole('listitem').filter({ hasText: first.title }).getByRole('button', { name: /remove/i }).click();
    await expect.poll(() => main.getByText(first.title).count(), { timeout: 20_000 }).toBe(0);
    await main.getByText(second.title).first().waitFor();
    await cartBadge(page, 1).waitFor();
    await expectPricePanel(page, second.price);
  });
});

describeJourney('visitor-actions', { viewports: ['desktop'] }, (session) => {
  it('a visitor hearts a product, signs in, and finds it on the wishlist', async () => {
    const current = session();
    const { page } = current;
    const user = newUser('wish');
    await signUpViaUi(page, user);

    await page.goto(webUrl(LISTING_PATH));
    const cards = await settledCards(page.getByRole('main'));
    const [first] = await readCards(cards);
    if (!first) throw new Error('Expected a product card');
    const card = cards.filter({ hasText: first.title });
    const heart = card.getByRole('button', { name: /wishlist/i });

    await heart.click();
    await signInFromDialog(page);
    await submitSignIn(page, user.email, user.password);
    await expectUrl(page, isListing);

    await expect
      .poll(async () => (await heart.getAttribute('aria-pressed')) === 'true' || /remove/i.test((await heart.getAttribute('aria-label')) ?? ''), { timeout: 20_000 })
      .toBe(true);
    await current.screenshot('listing-heart');

    await page.goto(webUrl('/wishlist'));
    await page.getByRole('heading', { name: 'My Wishlist' }).waitFor();
    const wished = await settledCards(page.getByRole('main'));
    expect((await readCards(wished)).map((item) => item.title)).toEqual([first.title]);
    await current.screenshot('wishlist');
  });
});
