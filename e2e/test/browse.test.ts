import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeJourney, webUrl, type Session } from './support/browser';
import { expectUrl, productCards, queryValues, readCards, settledCards } from './support/page';

const POPULAR_CATEGORIES = [
  ['Books & Study Materials', 'Academic'],
  ['Electronic', 'Gadgets'],
  ['Photography & Videography', 'Equipment'],
  ['Gaming & Accessories', 'Entertainment'],
  ['Sports & Fitness', 'Fitness'],
  ['Furniture & Home Essentials', 'Home'],
] as const;

/** Price options read '0-1000' in the spec; the screen may write them as '₹0 - ₹1,000'. */
const PRICE_UP_TO_1000 = /^\s*₹?\s?0\s*-\s*₹?\s?1,?000\s*$/;
const PRICE_ABOVE_10000 = /(>|above|over)\s*₹?\s?10,?000/i;
const LISTING_PAGE_SIZE = 10;

/**
 * Picks a radio-style filter option. The lists start with 5 entries shown, so a missing option is
 * looked for behind the lists' 'show more'; styled radios hide the input, so its label takes the click.
 */
async function choose(scope: Locator, name: string | RegExp): Promise<void> {
  const exact = typeof name === 'string';
  const option = scope.getByRole('radio', { name, exact }).or(scope.getByRole('checkbox', { name, exact })).first();
  const more = scope.getByRole('button', { name: /more/i });
  for (let tries = 0; tries < 3 && (await option.count()) === 0 && (await more.count()) > 0; tries += 1) await more.first().click();
  const label = option.locator('xpath=ancestor::label[1]');
  if ((await label.count()) > 0) await label.click();
  else await option.check();
  await expect.poll(() => option.isChecked()).toBe(true);
}

/**
 * Applies a category and/or price filter: in the sidebar on desktop; at 375 px through the
 * 'Filters' drawer and 'Apply Filters'.
 */
async function applyFilters({ page, isMobile }: Session, filters: { category?: string; price?: RegExp }): Promise<void> {
  let scope = page.getByRole('main');
  if (isMobile) {
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    scope = page.getByRole('dialog');
    await scope.waitFor();
  }
  if (filters.category) await choose(scope, filters.category);
  if (filters.price) await choose(scope, filters.price);
  if (isMobile) {
    await scope.getByRole('button', { name: 'Apply Filters' }).click();
    await scope.waitFor({ state: 'hidden' });
  }
}

/** The sort dropdown: a native select or a listbox-style select. */
async function chooseSort(page: Page, label: string): Promise<void> {
  const sort = page.getByRole('main').getByRole('combobox', { name: /sort/i });
  if ((await sort.evaluate((element) => element.tagName)) === 'SELECT') {
    await sort.selectOption({ label });
    return;
  }
  await sort.click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

const pageTwo = (page: Page) => {
  const main = page.getByRole('main');
  return main.getByRole('button', { name: /^(page\s*)?2$/i }).or(main.getByRole('link', { name: /^(page\s*)?2$/i })).first();
};

const ascending = (prices: number[]) => prices.every((price, index) => index === 0 || (prices[index - 1] ?? price) <= price);

// Home's categories and products only re-flow at 375 px (information-pages.test.ts and search.test.ts visit it there).
describeJourney('browse', { viewports: ['desktop'] }, (session) => {
  it('home shows the hero, six popular categories and seven recommended products', async () => {
    const { page } = session();
    await page.goto(webUrl('/'));
    await page.getByRole('heading', { name: 'Premium Electronics' }).waitFor();
    await page.getByText('Find quality laptops and electronics at student-friendly prices').waitFor();
    await page.getByRole('link', { name: 'Shop Electronics' }).waitFor();

    const categories = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Popular Categories' }) });
    await categories.getByText('Discover and explore our most popular product categories').waitFor();
    for (const [title, label] of POPULAR_CATEGORIES) {
      const card = categories.getByRole('link', { name: title, exact: true });
      await card.waitFor();
      const target = new URL((await card.getAttribute('href')) ?? '', webUrl());
      expect(target.pathname).toBe('/items');
      expect(target.searchParams.get('Categories') ?? target.searchParams.get('category')).toBe(title);
      await categories.getByText(label, { exact: true }).waitFor();
    }
    expect(await categories.getByRole('link').count()).toBe(POPULAR_CATEGORIES.length);

    const recommended = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Recommended Products' }) });
    const cards = await settledCards(recommended, 7);
    expect(await cards.count()).toBe(7);
    const viewAll = recommended.getByRole('link', { name: 'View All Products' });
    await viewAll.waitFor();
    await session().screenshot('home');
    await viewAll.click();
    await expectUrl(page, (url) => url.pathname === '/items');
  });
});

// The filters are a sidebar at 1280 px and a drawer with Apply Filters at 375 px: both widths.
describeJourney('browse', (session) => {
  it('filters by category and price, sorts by price, pages, and shows the empty state', async () => {
    const current = session();
    const { page } = current;
    await page.goto(webUrl('/items'));
    await page.getByRole('heading', { name: 'All Products', level: 1 }).waitFor();
    await settledCards(page.getByRole('main'));
    // Three cards a row on a desktop, two on a 375 px phone.
    const firstRow = await productCards(page.getByRole('main')).evaluateAll((all) => {
      const tops = all.map((card) => Math.round(card.getBoundingClientRect().top));
      return tops.filter((top) => top === tops[0]).length;
    });
    expect(firstRow).toBe(current.isMobile ? 2 : 3);

    // Price up to ₹1,000, cheapest first: more than one page of results.
    const cards = productCards(page.getByRole('main'));
    await applyFilters(current, { price: PRICE_UP_TO_1000 });
    await expectUrl(page, (candidate) => queryValues(candidate).some((value) => value.includes('1000')));
    // Like a user, look at the filtered results before sorting them.
    await expect.poll(async () => (await readCards(cards)).every((card) => card.price <= 1000), { timeout: 20_000 }).toBe(true);
    await chooseSort(page, 'Price: Low to High');
    let url = await expectUrl(page, (candidate) => queryValues(candidate).includes('asc-price') && queryValues(candidate).some((value) => value.includes('1000')));
    await expect.poll(async () => ascending((await readCards(cards)).map((card) => card.price)), { timeout: 20_000 }).toBe(true);
    const firstPage = await readCards(cards);
    expect(firstPage).toHaveLength(LISTING_PAGE_SIZE);
    for (const card of firstPage) expect(card.price, card.title).toBeGreaterThanOrEqual(0);
    for (const card of firstPage) expect(card.price, card.title).toBeLessThanOrEqual(1000);

    await pageTwo(page).click();
    const before = url.search;
    url = await expectUrl(page, (candidate) => candidate.search !== before && /page/i.test(candidate.search));
    expect(queryValues(url)).toContain('asc-price');
    await expect
      .poll(async () => (await readCards(cards)).map((card) => card.title).some((title) => firstPage.some((card) => card.title === title)), { timeout: 20_000 })
      .toBe(false);
    const secondPage = await readCards(cards);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(ascending(secondPage.map((card) => card.price))).toBe(true);
    const lastOfFirst = firstPage.at(-1)?.price ?? 0;
    for (const card of secondPage) expect(card.price, card.title).toBeGreaterThanOrEqual(lastOfFirst);
    for (const card of secondPage) expect(card.price, card.title).toBeLessThanOrEqual(1000);
    await current.screenshot('page-2');

    // Adding a category narrows it to one page: no pagination.
    await applyFilters(current, { category: 'Books & Study Materials' });
    url = await expectUrl(page, (candidate) => queryValues(candidate).some((value) => value.includes('Books & Study Materials')));
    expect(queryValues(url)).toContain('asc-price');
    expect(queryValues(url).some((value) => value.includes('1000'))).toBe(true);
    await expect
      .poll(async () => (await readCards(cards)).every((card) => card.text.includes('Books & Study Materials')), { timeout: 20_000 })
      .toBe(true);
    const books = await readCards(cards);
    expect(books.length).toBeGreaterThan(0);
    expect(books.length).toBeLessThanOrEqual(LISTING_PAGE_SIZE);
    expect(ascending(books.map((card) => card.price))).toBe(true);
    for (const card of books) expect(card.price, card.title).toBeLessThanOrEqual(1000);
    expect(await pageTwo(page).count()).toBe(0);
    await current.screenshot();

    // Toys above ₹10,000: nothing.
    await applyFilters(current, { category: 'Toy' });
    await expect
      .poll(async () => {
        const toys = await readCards(cards);
        return toys.length > 0 && toys.every((card) => card.text.includes('Toy'));
      }, { timeout: 20_000 })
      .toBe(true);
    await applyFilters(current, { price: PRICE_ABOVE_10000 });
    await expectUrl(page, (candidate) => queryValues(candidate).some((value) => value.includes('Toy')));
    await page.getByText('No products found').waitFor();
    await page.getByText("We couldn't find any products matching your criteria. Try adjusting your filters or search terms.").waitFor();
    expect(await cards.count()).toBe(0);
    await current.screenshot('empty');
    await page.getByRole('link', { name: 'View all products' }).click();
    await expectUrl(page, (candidate) => candidate.pathname === '/items' && candidate.search === '');
  });
});
