import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeJourney, webUrl } from './support/browser';
import { expectUrl, queuedTasksRun, settledCards, stopClock } from './support/page';

const WAIT_MS = 20_000;
/** Spec section 9: the contact form's simulated send, how long its banner shows, the scroll-to-top threshold. */
const CONTACT_SEND_MS = 1_500;
const CONTACT_BANNER_MS = 5_000;
const SCROLL_TOP_THRESHOLD_PX = 300;
/** Where the policy pages put the top of a section they scroll to: below the sticky top bar (its scroll-margin-top). */
const SECTION_TOP_PX = 96;
const CONTACT_SENT = "Your message has been sent successfully! We'll get back to you soon.";

const FOOTER_LINKS = [
  ['Help', 'Contact', '/contact', 'Contact Us'],
  ['Help', 'FAQs', '/faqs', 'Frequently Asked Questions'],
  ['Help', 'Help Center', '/help', 'Help Center'],
  ['Legal', 'Terms of Service', '/terms', 'Terms of Service'],
  ['Legal', 'Privacy Policy', '/privacy', 'Privacy Policy'],
  ['Legal', 'Refund Policy', '/refunds', 'Refund Policy'],
] as const;

const footerColumn = (page: Page, column: string) => page.getByRole('contentinfo').getByRole('navigation', { name: column });
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Fails when the page is wider than the window (something sticks out sideways at 375 px). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
  expect(overflow, `${page.url()} scrolls sideways by this many px`).toBe(0);
}

/** Waits for two frames: whatever a scroll or click set off has been rendered. */
const nextFrames = (page: Page) => page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');

const CONTACT_FIELDS = ['Name', 'Email', 'Subject', 'Message'] as const;
const CONTACT_MESSAGE = { Name: 'Asha Rao', Email: 'asha@campus.ac.in', Subject: 'Listing review', Message: 'When will my calculator listing be approved?' };

/** The contact form's fields, by label. */
const contactField = (form: Locator, label: (typeof CONTACT_FIELDS)[number]) => form.getByLabel(label, { exact: true });

async function expectContactFormEmpty(form: Locator): Promise<void> {
  for (const label of CONTACT_FIELDS) expect(await contactField(form, label).inputValue(), label).toBe('');
}

/** The FAQ question buttons (each inside an h3). */
const faqQuestions = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('button');

const tocEntry = (page: Page, name: string) => page.getByRole('navigation', { name: 'Table of Contents' }).getByRole('link', { name, exact: true });
const currentTocEntry = (page: Page) => page.getByRole('navigation', { name: 'Table of Contents' }).locator('a[aria-current="true"]');

/** Where the top of `section` is in the window, in px. */
const topOf = (section: Locator) => section.evaluate((element) => element.getBoundingClientRect().top);

// The footer, FAQs and Help only re-flow at 375 px, where sideways scrolling would show; keyboard.test.ts visits
// FAQs, Help and Privacy at 1280 px.
describeJourney('information-pages', { viewports: ['mobile'] }, (session) => {
  it('the footer reaches the Help and Legal pages and the quick links, without sideways scrolling', async () => {
    const current = session();
    const { page } = current;
    await page.goto(webUrl('/'));
    // The recommended products arrive after the page: once they have, nothing above the footer moves it.
    const recommended = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Recommended Products' }) });
    await settledCards(recommended, 7);
    await expectNoSidewaysScroll(page);

    for (const [column, label, path, title] of FOOTER_LINKS) {
      await footerColumn(page, column).getByRole('link', { name: label, exact: true }).click();
      await expectUrl(page, (url) => url.pathname === path);
      await h1(page, title).waitFor();
      await expectNoSidewaysScroll(page);
    }
    await current.screenshot('footer');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate('window.scrollY'), { timeout: WAIT_MS }).toBe(0);

    const quickLinks = footerColumn(page, 'Quick Links').getByRole('link');
    expect(await quickLinks.allTextContents()).toEqual(['Home', 'Collections', 'Categories']);
    expect(await Promise.all((await quickLinks.all()).map((link) => link.getAttribute('href')))).toEqual(['/', '/items', '/categories']);
    // /categories is a link target of the spec without a page of its own: it leads to the catalogue.
    await footerColumn(page, 'Quick Links').getByRole('link', { name: 'Categories', exact: true }).click();
    await expectUrl(page, (url) => url.pathname === '/items');
    await h1(page, 'All Products').waitFor();
  });

  it('FAQs: a chip and the search narrow the questions, one answer opens at a time, Clear filters undoes a search that found nothing', async () => {
    const current = session();
    const { page } = current;
    await page.goto(webUrl('/faqs'));
    await h1(page, 'Frequently Asked Questions').waitFor();
    const questions = faqQuestions(page);
    await expect.poll(() => questions.count()).toBe(10);
    const chips = page.getByRole('group', { name: 'FAQ categories' });

    await chips.getByRole('button', { name: 'Payments & Refunds' }).click();
    await expect.poll(() => questions.allTextContents()).toEqual(['How can I pay?', 'How long does a refund take?']);
    expect(await chips.getByRole('button', { name: 'Payments & Refunds' }).getAttribute('aria-pressed')).toBe('true');

    const pay = page.getByRole('button', { name: 'How can I pay?' });
    const refund = page.getByRole('button', { name: 'How long does a refund take?' });
    await pay.click();
    await page.getByText(/Cash on Delivery/).waitFor();
    await refund.click();
    await page.getByText(/5-10 business days/).waitFor();
    await expect.poll(() => pay.getAttribute('aria-expanded')).toBe('false');
    await page.getByText(/Cash on Delivery/).waitFor({ state: 'hidden' });
    await current.screenshot('faqs-open');

    const search = page.getByRole('searchbox', { name: 'Search FAQs' });
    await search.fill('bank');
    await expect.poll(() => questions.allTextContents()).toEqual(['How long does a refund take?']);
    await search.fill('hostel parking');
    await page.getByRole('heading', { level: 2, name: 'No questions found' }).waitFor();
    expect(await questions.count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await current.screenshot('faqs-no-results');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => questions.count()).toBe(10);
    expect(await search.inputValue()).toBe('');
    expect(await chips.getByRole('button', { name: 'All FAQs' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('link', { name: 'Visit Help Center' }).click();
    await expectUrl(page, (url) => url.pathname === '/help');
    await h1(page, 'Help Center').waitFor();
  });

  it('Help: searching hides Popular Help Articles, finds nothing for unknown words, and an article opens its policy section', async () => {
    const current = session();
    const { page } = current;
    await page.goto(webUrl('/help'));
    await h1(page, 'Help Center').waitFor();
    const popular = page.getByRole('heading', { level: 2, name: 'Popular Help Articles' });
    await popular.waitFor();
    const cards = page.getByRole('main').getByRole('article');
    await expect.poll(() => cards.count()).toBe(6);
    await expectNoSidewaysScroll(page);
    await current.screenshot('help');

    const search = page.getByRole('searchbox', { name: 'Search help articles' });
    await search.fill('refund');
    await popular.waitFor({ state: 'detached' });
    await expect.poll(() => cards.count()).toBe(3);
    await page.getByRole('article', { name: 'Selling' }).getByRole('link', { name: 'Answering a refund request as a seller' }).waitFor();
    await current.screenshot('help-search');

    await search.fill('bicycle insurance');
    await page.getByRole('heading', { level: 2, name: 'No results found' }).waitFor();
    expect(await cards.count()).toBe(0);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await popular.waitFor();

    await page.getByRole('article', { name: 'Payments & Refunds' }).getByRole('link', { name: 'How to request a refund' }).click();
    await expectUrl(page, (url) => url.pathname === '/refunds' && url.hash === '#request-refund');
    const section = page.locator('#request-refund');
    await section.getByRole('heading', { level: 2, name: 'How to Request a Refund' }).waitFor();
    // Scrolled to it: just under the sticky top bar.
    await expect.poll(async () => Math.round(await topOf(section)), { timeout: WAIT_MS }).toBe(SECTION_TOP_PX);
    await expect.poll(() => currentTocEntry(page).textContent(), { timeout: WAIT_MS }).toBe('How to Request a Refund');
  });
});

// The contact form's fields sit side by side at 1280 px and under each other at 375 px, beside the contact
// details or below them; the policy pages' table of contents is beside the text at 1280 px and above it at 375 px.
describeJourney('information-pages', (session) => {
  it('Contact: checks every field, sends for ~1.5 s, clears the form and shows the banner for ~5 s', async () => {
    const current = session();
    const { page } = current;
    // The page's own clock, to time the send and the banner by it.
    await page.clock.install();
    await page.goto(webUrl('/contact'));
    await h1(page, 'Contact Us').waitFor();
    await page.getByRole('region', { name: 'Get in Touch' }).getByText('Monday - Friday').waitFor();
    await page.getByRole('region', { name: 'Find Us' }).getByRole('img', { name: /Campus map/ }).waitFor();
    await expectNoSidewaysScroll(page);
    await current.screenshot('contact');

    const form = page.getByRole('form', { name: 'Send Us a Message' });
    const send = form.getByRole('button', { name: 'Send Message' });
    await send.click();
    for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) await form.getByText(message).waitFor();

    for (const label of CONTACT_FIELDS) await contactField(form, label).fill(label === 'Email' ? 'asha@' : CONTACT_MESSAGE[label]);
    await send.click();
    await form.getByText('Please enter a valid email').waitFor();
    await contactField(form, 'Email').fill(CONTACT_MESSAGE.Email);
    await form.getByText('Please enter a valid email').waitFor({ state: 'detached' });

    // Sent: the form clears and the banner shows.
    await send.click();
    const banner = form.getByRole('status').filter({ hasText: CONTACT_SENT });
    await banner.waitFor({ timeout: WAIT_MS });
    await expectContactFormEmpty(form);
    await current.screenshot('contact-sent');

    // Once more, timed by the page's clock, which stands still but for what the test runs of it: the send takes
    // 1.5 s and the banner shows for 5 s, to the millisecond, however late a busy machine runs the page's timers.
    for (const label of CONTACT_FIELDS) await contactField(form, label).fill(CONTACT_MESSAGE[label]);
    await stopClock(page);
    await send.click();
    const sending = form.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    await page.clock.runFor(CONTACT_SEND_MS - 1);
    await queuedTasksRun(page);
    expect(await sending.isVisible()).toBe(true);
    expect(await banner.count()).toBe(0);
    await page.clock.runFor(1);
    await banner.waitFor();
    await expectContactFormEmpty(form);
    // The banner's own timer is set once it has rendered.
    await queuedTasksRun(page);
    await page.clock.runFor(CONTACT_BANNER_MS - 1);
    await queuedTasksRun(page);
    expect(await banner.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await banner.waitFor({ state: 'detached' });
    await page.clock.resume();
  });

  it('Terms: the table of contents scrolls to a section and follows the reading; Scroll to top shows past 300 px', async () => {
    const current = session();
    const { page } = current;
    await page.goto(webUrl('/terms'));
    await h1(page, 'Terms of Service').waitFor();
    await page.getByText('Last updated: April 6, 2024').waitFor();
    await expect.poll(() => currentTocEntry(page).textContent()).toBe('Acceptance of Terms');
    const scrollTop = page.getByRole('button', { name: 'Scroll to top' });
    expect(await scrollTop.count()).toBe(0);
    await expectNoSidewaysScroll(page);

    await tocEntry(page, 'Fees and Payments').click();
    await expectUrl(page, (url) => url.hash === '#fees-and-payments');
    const fees = page.locator('#fees-and-payments');
    // The smooth scroll ends with the section under the top bar, and its entry highlighted.
    await expect.poll(async () => Math.round(await topOf(fees)), { timeout: WAIT_MS }).toBe(SECTION_TOP_PX);
    await expect.poll(() => currentTocEntry(page).textContent(), { timeout: WAIT_MS }).toBe('Fees and Payments');
    await current.screenshot('terms-toc');

    // Reading on: the highlight follows the section at the top of the window.
    await page.locator('#returns').evaluate((element) => element.scrollIntoView({ behavior: 'instant' }));
    await expect.poll(() => currentTocEntry(page).textContent(), { timeout: WAIT_MS }).toBe('Returns and Refunds');

    // The last section cannot reach the top of a tall window: asked for, it is still the one highlighted.
    await tocEntry(page, 'Contact Us').click();
    await expect.poll(() => currentTocEntry(page).textContent(), { timeout: WAIT_MS }).toBe('Contact Us');

    await scrollTop.click();
    await expect.poll(() => page.evaluate('window.scrollY'), { timeout: WAIT_MS }).toBe(0);
    await scrollTop.waitFor({ state: 'detached' });
    expect(await page.evaluate('document.activeElement?.tagName')).toBe('H1');
    await expect.poll(() => currentTocEntry(page).textContent(), { timeout: WAIT_MS }).toBe('Acceptance of Terms');

    await page.evaluate(`window.scrollTo({ top: ${SCROLL_TOP_THRESHOLD_PX - 50}, behavior: 'instant' })`);
    await nextFrames(page);
    expect(await scrollTop.count()).toBe(0);
    await page.evaluate(`window.scrollTo({ top: ${SCROLL_TOP_THRESHOLD_PX + 50}, behavior: 'instant' })`);
    await scrollTop.waitFor();
    await current.screenshot('terms-scrolled');
  });
});

// Copying and printing do not depend on the width; the footer journey visits Refunds at 375 px.
describeJourney('information-pages', { viewports: ['desktop'] }, (session) => {
  it('Refunds: Copy link puts the address on the clipboard and says so; Print opens the print dialog', async () => {
    const current = session();
    const { page, context } = current;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(webUrl()).origin });
    await page.goto(webUrl('/refunds'));
    await h1(page, 'Refund Policy').waitFor();
    await page.getByText('Last updated: April 6, 2024').waitFor();

    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(page.url());
    await current.screenshot('refunds');

    // The print dialog would stop the page: count the calls instead.
    await page.evaluate(`window.print = () => {
      document.documentElement.dataset.printed = String(Number(document.documentElement.dataset.printed ?? '0') + 1);
    }`);
    await page.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => page.evaluate('document.documentElement.dataset.printed')).toBe('1');
  });
});
