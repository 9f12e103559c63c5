import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Session } from './browser';

const WAIT_MS = 20_000;

/** Waits until the page URL satisfies `check`; fails with the URL it ended on. */
export async function expectUrl(page: Page, check: (url: URL) => boolean, timeout = WAIT_MS): Promise<URL> {
  await expect.poll(() => check(new URL(page.url())), { timeout, message: `unexpected URL ${page.url()}` }).toBe(true);
  return new URL(page.url());
}

/** Every value of the URL's query, decoded, e.g. ['Books & Study Materials', '0-1000', 'asc-price']. */
export const queryValues = (url: URL): string[] => [...url.searchParams.values()];

const RUPEES = /₹\s?(\d{1,3}(?:,\d{2,3})*(?:\.\d{1,2})?)/;

/** The first rupee amount in `text`: '₹1,23,456' -> 123456; NaN when there is none. */
export function parseRupees(text: string): number {
  const match = RUPEES.exec(text);
  return match?.[1] === undefined ? Number.NaN : Number(match[1].replaceAll(',', ''));
}

/** Indian digit grouping: the last three digits, then groups of two (₹1,23,456). */
export const INDIAN_RUPEES = /^₹\d{1,2}(?:,\d{2})*,\d{3}$|^₹\d{1,3}$/;

/** The product cards inside `scope`: cards link to their product page. */
export function productCards(scope: Locator): Locator {
  // A `has` locator is matched inside each card, so it must not repeat the scope.
  return scope.getByRole('article').filter({ has: scope.page().locator('a[href*="/product/"]') });
}

/**
 * The product cards in `scope` once it has finished loading: nothing in it is aria-busy (the app marks
 * skeletons and lists being fetched so) and it holds at least `minimum` cards. While a new route's code
 * loads, React keeps the previous page on screen, so first wait for something only the expected page shows.
 */
export async function settledCards(scope: Locator, minimum = 1): Promise<Locator> {
  const cards = productCards(scope);
  const busy = scope.locator('[aria-busy="true"]');
  await expect
    .poll(async () => (await busy.count()) === 0 && (await cards.count()) >= minimum, { timeout: WAIT_MS, message: `${minimum}+ product cards did not settle` })
    .toBe(true);
  return cards;
}

/**
 * The title (link text) and price of each card, in page order, read in one go: card by card, a list that changed
 * meanwhile (a filter applied) would leave the reader waiting for a card that is gone.
 */
export async function readCards(cards: Locator): Promise<{ title: string; price: number; text: string }[]> {
  const read = await cards.evaluateAll((all) =>
    all.map((card) => {
      const links = [...card.querySelectorAll('a[href*="/product/"]')];
      return { text: card.innerText, title: (links.at(-1)?.innerText ?? '').trim() };
    }),
  );
  return read.map(({ text, title }) => ({ title, price: parseRupees(text), text }));
}

/** The top-bar search box; on mobile it is opened with the search toggle first. */
export async function openSearch({ page, isMobile }: Session): Promise<Locator> {
  const header = page.getByRole('banner');
  if (isMobile) await header.getByRole('button', { name: /search/i }).click();
  // The desktop box stays in the page, hidden, below 768 px.
  const box = header.getByPlaceholder(/search/i).filter({ visible: true });
  await box.waitFor();
  return box;
}

/** Opens a product page through the top-bar search: types `term`, clicks the suggestion `title`. */
export async function openProductViaSearch(session: Session, term: string, title: string): Promise<void> {
  const box = await openSearch(session);
  await box.pressSequentially(term, { delay: 30 });
  await session.page.getByRole('option', { name: new RegExp(escapeRegExp(title)) }).click();
  await expectUrl(session.page, (url) => url.pathname.startsWith('/product/'));
  await session.page.getByRole('heading', { name: title, level: 1 }).waitFor();
}

/** How far ahead of the page's time stopClock sets its clock: enough for the call to reach a busy page. */
const CLOCK_LEAD_MS = 2_000;

/**
 * Stops the page's clock, which `page.clock.install()` gave it before the page was opened: from now on its timers
 * fire only as the test runs the clock on with `page.clock.runFor`, however long a busy machine takes over the test's
 * actions meanwhile, until `page.clock.resume()`. Axe cannot check a page whose clock stands still (it waits on timers).
 */
export async function stopClock(page: Page): Promise<void> {
  // pauseAt takes a time that must still be ahead of the page's when the call arrives; timers due before then fire first.
  await page.clock.pauseAt((await page.evaluate<number>('Date.now()')) + CLOCK_LEAD_MS);
}

/** Page code: a promise settled by a task queued after those the page has queued so far. */
const AFTER_QUEUED_TASKS = `new Promise((done) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => done();
  channel.port2.postMessage(null);
})`;

/**
 * Resolves once the page has run the tasks it had queued before (React's renders and effects), which no clock holds:
 * what a timer the test ran set off has then happened.
 */
export async function queuedTasksRun(page: Page): Promise<void> {
  await page.evaluate(AFTER_QUEUED_TASKS);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
