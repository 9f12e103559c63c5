/**
 * The app as Hosting serves it, with firebase.json's Content-Security-Policy and rewrites (the other journeys use
 * `vite preview`, which sends neither): an admin browses, opens a product page rendered by the `pages` function,
 * the cart, checkout, selling and the admin console. A blocked script, style, image or connection is a console
 * error, which fails the journey.
 */
import { expect, it } from 'vitest';
import { describeJourney } from './support/browser';
import { submitSignIn } from './support/auth';
import { expectUrl, settledCards } from './support/page';

function hostingUrl(path: string): string {
  const base = process.env.HOSTING_URL;
  if (!base) throw new Error('HOSTING_URL is not set: run the journeys through `npm run test:e2e`.');
  return new URL(path, base).toString();
}

/**
 * A category of seeded products only: no journey creates or sells a Toy (their products are Electronic), so the
 * product page opened is still for sale while journeys running alongside buy and remove their own.
 */
const SEEDED_ONLY = '/items?category=Toy';

// What the policy allows does not depend on the width.
describeJourney('hosting', { viewports: ['desktop'] }, (session) => {
  it('runs every page under the deployed headers without a policy violation', async () => {
    const { page } = session();
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript({
      content: "document.addEventListener('securitypolicyviolation', (event) => reportViolation(`${event.violatedDirective} ${event.blockedURI}`));",
    });

    const response = await page.goto(hostingUrl('/'));
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await settledCards(page.getByRole('main'));
    await page.goto(hostingUrl(SEEDED_ONLY));
    const cards = await settledCards(page.getByRole('main'));
    const productPath = new URL((await cards.first().locator('a[href*="/product/"]').first().getAttribute('href')) ?? '', hostingUrl('/')).pathname;

    await page.goto(hostingUrl('/signin'));
    await submitSignIn(page, 'admin@campus.ac.in', 'Campus@123');
    await expectUrl(page, (url) => url.pathname !== '/signin');

    for (const [path, heading] of [
      [productPath, null],
      ['/items', null],
      ['/cart', /cart/i],
      ['/checkout', /checkout/i],
      ['/sell-product', /sell/i],
      ['/admin', /admin/i],
      ['/orders', /orders/i],
    ] as const) {
      await page.goto(hostingUrl(path));
      await page.getByRole('heading', { level: 1, ...(heading === null ? {} : { name: heading }) }).first().waitFor();
      await expect.poll(async () => page.locator('[aria-busy="true"]').count(), { timeout: 20_000, message: `${path} kept loading` }).toBe(0);
    }
    await session().screenshot('admin');
    expect(violations).toEqual([]);
  });
});
