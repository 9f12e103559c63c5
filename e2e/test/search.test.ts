import { expect, it } from 'vitest';
import { submitSignIn } from './support/auth';
import { describeJourney, webUrl } from './support/browser';
import { escapeRegExp, expectUrl, openSearch, readCards, settledCards, stopClock } from './support/page';

/** A seeded product and a word of its title. */
const PRODUCT = { title: 'Nintendo Switch Lite - Turquoise', word: 'Nintendo' };
/** Catalogue lookups the suggestions may make: Firestore queries or the REST search endpoint. */
const CATALOGUE_LOOKUP = /:runQuery\b|\/api\/products\/search\b/;

// The search box is in the top bar at 1280 px; at 375 px a toggle opens it below the bar, and it closes itself on
// Enter: both widths.
describeJourney('search', (session) => {
  it('suggests products as the user types and opens the chosen one', async () => {
    const current = session();
    const { page } = current;
    // The page's own clock, to hold it while the word is typed.
    await page.clock.install();
    await page.goto(webUrl('/'));
    await settledCards(page.getByRole('main'));
    const box = await openSearch(current);
    let lookups = 0;
    page.on('request', (request) => {
      if (CATALOGUE_LOOKUP.test(request.url())) lookups += 1;
    });

    // One character is not enough for suggestions: no list opens and nothing is looked up.
    await box.pressSequentially(PRODUCT.word.charAt(0));
    await expect.poll(() => box.inputValue()).toBe(PRODUCT.word.charAt(0));
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('option').count()).toBe(0);
    expect(lookups).toBe(0);

    // Typed quickly, the rest of the word makes one lookup (300 ms debounce), not one per key. The page's clock stands
    // still while the keys arrive, so a busy machine's pause between two of them cannot pass for the user's.
    await stopClock(page);
    await box.pressSequentially(PRODUCT.word.slice(1), { delay: 40 });
    await page.clock.resume();
    const suggestion = page.getByRole('option', { name: new RegExp(escapeRegExp(PRODUCT.title)) });
    await suggestion.waitFor();
    expect(lookups).toBeGreaterThan(0);
    expect(lookups).toBeLessThanOrEqual(2);
    await current.screenshot('suggestions');

    await suggestion.click();
    await expectUrl(page, (url) => /^\/product\/[^/]+$/.test(url.pathname));
    await page.getByRole('heading', { name: PRODUCT.title, level: 1 }).waitFor();
  });

  it('goes to /items?search=... on Enter and lists the matches', async () => {
    const current = session();
    const { page } = current;
    await page.goto(webUrl('/'));
    const box = await openSearch(current);
    await box.fill(PRODUCT.word);
    await box.press('Enter');
    await expectUrl(page, (url) => url.pathname === '/items' && url.searchParams.get('search') === PRODUCT.word);
    // The home page stays on screen while the listing's code loads: wait for the listing itself.
    await page.getByRole('heading', { name: `Results for "${PRODUCT.word}"`, level: 1 }).waitFor();
    const cards = await settledCards(page.getByRole('main'));
    const titles = (await readCards(cards)).map((card) => card.title);
    expect(titles).toContain(PRODUCT.title);
    await current.screenshot();
  });

  it('keeps what the user types in the search box while sign-in moves on to the next page', async () => {
    const current = session();
    const { page } = current;
    await page.goto(webUrl('/signin'));
    await submitSignIn(page, 'buyer@campus.ac.in', 'Campus@123');
    await expectUrl(page, (url) => url.pathname !== '/signin');
    const box = await openSearch(current);
    await box.pressSequentially('laptop', { delay: 50 });
    // Once the signed-in top bar has settled (the avatar or, on mobile, the cart icon's live count), the text is still there.
    await page.getByRole('banner').getByRole('link', { name: /cart/i }).first().waitFor();
    await expect.poll(() => box.inputValue()).toBe('laptop');
  });
});

// The same box and list as above, opened at both widths there.
describeJourney('search', { viewports: ['mobile'] }, (session) => {
  it('says "No products found" for nonsense', async () => {
    const current = session();
    const { page } = current;
    await page.goto(webUrl('/'));
    const box = await openSearch(current);
    await box.pressSequentially('zqxjvw', { delay: 40 });
    await page.getByText('No products found').waitFor();
    expect(await page.getByRole('option').count()).toBe(0);
    await current.screenshot('nothing');
  });
});
