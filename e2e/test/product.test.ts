import { expect, it } from 'vitest';
import { describeJourney, webUrl } from './support/browser';
import { INDIAN_RUPEES, openProductViaSearch } from './support/page';

/** A seeded product: ₹45,000 (was ₹92,900: 52% off), one 5-star review, a 262-character description. */
const MACBOOK = {
  word: 'MacBook',
  title: 'Apple MacBook Air M1 (8GB, 256GB)',
  price: '₹45,000',
  originalPrice: '₹92,900',
  percentOff: /\b52\s?% off\b/i,
  doorstepPrice: '₹54,000',
  descriptionStart: 'Space grey MacBook Air M1 bought in my first year',
  descriptionEnd: 'long library sessions without a charger.',
};

// The product page stacks its columns at 375 px, where four tabs share the width; the purchases and review.test.ts
// visit it at 1280 px.
describeJourney('product', { viewports: ['mobile'] }, (session) => {
  it('shows the title, rupee prices, discount, purchase options, tabs and a collapsible description', async () => {
    const current = session();
    const { page } = current;
    await page.goto(webUrl('/'));
    await openProductViaSearch(current, MACBOOK.word, MACBOOK.title);
    const main = page.getByRole('main');

    const price = main.getByText(MACBOOK.price, { exact: true }).first();
    await price.waitFor();
    expect(await price.innerText()).toMatch(INDIAN_RUPEES);
    await main.getByText(MACBOOK.originalPrice, { exact: true }).waitFor();
    await main.getByText(MACBOOK.percentOff).waitFor();
    await main.getByText('Inclusive of all taxes').waitFor();

    await main.getByText('Buy Direct From Seller').waitFor();
    await main.getByText('Premium delivery').first().waitFor();
    // Doorstep costs the price plus 20 percent.
    await main.getByText(MACBOOK.doorstepPrice, { exact: true }).waitFor();

    await main.getByRole('button', { name: /add to cart/i }).waitFor();
    await main.getByRole('button', { name: /buy now/i }).waitFor();

    for (const name of ['Description', 'Specifications', 'Highlights']) await main.getByRole('tab', { name, exact: true }).waitFor();
    await main.getByRole('tab', { name: 'Reviews (1)' }).waitFor();

    // The description is longer than 200 characters: collapsed until 'Read more'.
    await main.getByText(MACBOOK.descriptionStart).waitFor();
    expect(await main.getByText(MACBOOK.descriptionEnd).count()).toBe(0);
    await current.screenshot();
    await main.getByRole('button', { name: 'Read more' }).click();
    await main.getByText(MACBOOK.descriptionEnd).waitFor();

    await main.getByRole('tab', { name: 'Specifications', exact: true }).click();
    const panel = main.getByRole('tabpanel');
    await panel.getByText('1 Year').waitFor();
    await panel.getByText(/In Box/i).first().waitFor();

    await main.getByRole('tab', { name: 'Highlights', exact: true }).click();
    await expect.poll(async () => (await panel.innerText()).trim().length).toBeGreaterThan(0);

    await main.getByRole('tab', { name: 'Reviews (1)' }).click();
    await panel.getByRole('heading', { name: 'Customer Reviews' }).waitFor();
    await panel.getByText('5.0').first().waitFor();
    await panel.getByText(/out of 5/).first().waitFor();
    await current.screenshot('reviews');
  });

  it('answers a tap on a tab that came before the app had taken over the page', async () => {
    const current = session();
    const { page } = current;
    await page.goto(webUrl('/'));
    await openProductViaSearch(current, MACBOOK.word, MACBOOK.title);
    // The app's start is held back: the page is the server's HTML, as on a slow phone.
    let start!: () => void;
    const started = new Promise<void>((resolve) => (start = resolve));
    await page.route('**/assets/start-*.js', async (route) => {
      await started;
      await route.continue();
    });
    await page.goto(page.url(), { waitUntil: 'domcontentloaded' });
    const main = page.getByRole('main');
    const tab = main.getByRole('tab', { name: 'Specifications', exact: true });
    await tab.click();
    expect(await tab.getAttribute('aria-selected')).toBe('false');

    start();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await main.getByRole('tabpanel').getByText('1 Year').waitFor();
    await page.unrouteAll();
  });
});
