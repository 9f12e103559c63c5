/**
 * Firestore reads per page of the web app on the running local stack: opens each page in headless
 * Chromium and counts the documents the Firestore REST calls return (runQuery and batchGet documents;
 * a count aggregation costs one read per 1,000 index entries, at least one). Live listeners (the full
 * SDK's WebChannel) bill one read per document of their first snapshot: the bench reads the targets each
 * listener adds from its requests and counts the documents they match on the emulator. Budgets
 * (ARCHITECTURE): home <= 9, listing page <= page size + 1, product page <= 2 + its reviews; the signed-in
 * pages of the demo buyer, seller and admin (orders, my products, profile, checkout, the admin console, also
 * with 1,000 more pending requests seeded for it) have no budget of their own.
 * Usage: WEB_URL=http://127.0.0.1:5173 FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 tsx bench/src/web-reads.ts [--json]
 * (CHROMIUM_PATH overrides /usr/bin/chromium)
 */
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page, type Request, type Response } from 'playwright-core';
import { LISTING_PAGE_SIZE } from '@campus/common/catalogue';
import { isRecord } from '@campus/common/values';
import { removePendingRequests, seedPendingRequests } from './pending-requests';

const AGGREGATION_ENTRIES_PER_READ = 1000;

export interface PageReads {
  page: string;
  url: string;
  reads: number;
  calls: { method: string; collection: string; reads: number }[];
  /** null for pages without a budget in the brief. */
  budget: number | null;
}

const METHODS = ['runQuery', 'batchGet', 'runAggregationQuery'] as const;
type Method = (typeof METHODS)[number];

function methodOf(url: string): Method | undefined {
  return METHODS.find((method) => new URL(url).pathname.endsWith(`:${method}`));
}

/** Documents a streamed REST answer (a JSON array of messages) bills as reads. */
export function readsInAnswer(method: Method, body: unknown): number {
  const messages = Array.isArray(body) ? body.filter(isRecord) : [];
  if (method === 'runQuery') return messages.filter((message) => 'document' in message).length;
  if (method === 'batchGet') return messages.filter((message) => 'found' in message || 'missing' in message).length;
  let reads = 0;
  for (const message of messages) {
    const result = message.result;
    const fields = isRecord(result) ? result.aggregateFields : undefined;
    for (const value of isRecord(fields) ? Object.values(fields) : []) {
      const count = isRecord(value) ? Number(value.integerValue ?? 0) : 0;
      reads += Math.max(1, Math.ceil(count / AGGREGATION_ENTRIES_PER_READ));
    }
  }
  return reads;
}

/** The collection a runQuery / aggregation request reads, or the collection of the documents a batchGet asks for. */
export function collectionOf(requestBody: unknown): string {
  if (!isRecord(requestBody)) return '?';
  const structured = isRecord(requestBody.structuredAggregationQuery) ? requestBody.structuredAggregationQuery.structuredQuery : requestBody.structuredQuery;
  const from = isRecord(structured) && Array.isArray(structured.from) ? structured.from[0] : undefined;
  if (isRecord(from) && typeof from.collectionId === 'string') return from.collectionId;
  const first = Array.isArray(requestBody.documents) ? requestBody.documents[0] : undefined;
  const segments = typeof first === 'string' ? first.split('/documents/')[1]?.split('/') : undefined;
  return segments && segments.length >= 2 ? (segments[segments.length - 2] ?? '?') : '?';
}

/** The targets a WebChannel Listen request adds (its form fields req<n>___data__ hold JSON with addTarget). */
export function listenTargets(form: string): unknown[] {
  const targets: unknown[] = [];
  for (const [key, value] of new URLSearchParams(form)) {
    if (!/^req\d+___data__$/.test(key)) continue;
    try {
      const message: unknown = JSON.parse(value);
      if (isRecord(message) && isRecord(message.addTarget)) targets.push(message.addTarget);
    } catch {
      // Not a JSON message: nothing to count.
    }
  }
  return targets;
}

/** The documents a listener target matches now, counted on the emulator with its owner access (rules do not apply). */
async function documentsOfTarget(target: unknown): Promise<{ collection: string; reads: number }> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('Set FIRESTORE_EMULATOR_HOST to count what the live listeners read.');
  if (!isRecord(target)) return { collection: '?', reads: 0 };
  if (isRecord(target.documents) && Array.isArray(target.documents.documents)) {
    const names = target.documents.documents.filter((name): name is string => typeof name === 'string');
    return { collection: collectionOf({ documents: names }), reads: names.length };
  }
  const query = isRecord(target.query) ? target.query : {};
  const response = await fetch(`http://${host}/v1/${String(query.parent)}:runQuery`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ structuredQuery: query.structuredQuery }),
  });
  return { collection: collectionOf(query), reads: readsInAnswer('runQuery', await response.json()) };
}

async function measurePage(page: Page, base: string, label: string, path: string, budget: number | null, ready: (page: Page) => Promise<unknown>): Promise<PageReads> {
  const calls: PageReads['calls'] = [];
  const pending: Promise<void>[] = [];
  const onRequest = (request: Request) => {
    if (!request.url().includes('/google.firestore.v1.Firestore/Listen/channel') || request.method() !== 'POST') return;
    for (const target of listenTargets(request.postData() ?? '')) {
      pending.push(documentsOfTarget(target).then(({ collection, reads }) => void calls.push({ method: 'listen', collection, reads })));
    }
  };
  const onResponse = (response: Response) => {
    const url = response.url();
    const method = methodOf(url);
    if (method === undefined || response.request().method() !== 'POST') return;
    let collection = '?';
    try {
      collection = collectionOf(response.request().postDataJSON());
    } catch {
      // A body that is not JSON names no collection; the reads still count.
    }
    pending.push(
      response.json().then(
        (body: unknown) => void calls.push({ method, collection, reads: readsInAnswer(method, body) }),
        () => void calls.push({ method, collection, reads: 0 }),
      ),
    );
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  // Not 'networkidle': a live listener's channel never goes quiet.
  await page.goto(new URL(path, base).toString());
  await ready(page);
  await page.waitForTimeout(SETTLE_MS);
  await Promise.all(pending);
  page.off('request', onRequest);
  page.off('response', onResponse);
  return { page: label, url: path, reads: calls.reduce((sum, call) => sum + call.reads, 0), calls, budget };
}

/** After a page shows its content, how long to keep counting the reads that follow it (images, a second query). */
const SETTLE_MS = 2_000;

/** Signs a demo user in through /signin in this browser context (its later pages share the session). */
async function signIn(context: BrowserContext, base: string, email: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(new URL('/signin', base).toString());
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/signin', { timeout: 60_000 });
  await page.close();
}

const DEMO_PASSWORD = 'Campus@123';
const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name, level: 1 }).waitFor({ timeout: 60_000 });
const notBusy = (page: Page) => page.locator('main [aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 60_000 });

/** The signed-in pages of issue 10, as the demo buyer (orders, profile, checkout) and seller (my products). */
const SIGNED_IN_PAGES: { email: string; label: string; path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { email: 'buyer@campus.ac.in', label: 'orders', path: '/orders', ready: (page) => page.getByText(/Qty: \d+/).first().waitFor({ timeout: 60_000 }) },
  { email: 'buyer@campus.ac.in', label: 'profile', path: '/profile', ready: async (page) => { await heading(/./)(page); await notBusy(page); } },
  { email: 'buyer@campus.ac.in', label: 'checkout', path: '/checkout?step=0', ready: (page) => page.getByText('Step 1 of 4').waitFor({ timeout: 60_000 }) },
  { email: 'seller@campus.ac.in', label: 'my products', path: '/my-products', ready: async (page) => { await heading(/./)(page); await notBusy(page); } },
  { email: 'admin@campus.ac.in', label: 'admin', path: '/admin', ready: adminQueueShown },
];

/** The admin console has shown the first page of its queue and its charts (so its figures too). */
async function adminQueueShown(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Details of/ }).first().waitFor({ timeout: 60_000 });
  await page.locator('svg.recharts-surface').first().waitFor({ timeout: 60_000 });
}

/** How many more pending requests the admin console is measured with, after the demo data alone. */
const CROWD = 1000;

/** /admin again with CROWD more pending sell requests, seeded for the measurement and removed after it. */
async function measureCrowdedAdmin(context: BrowserContext, base: string): Promise<PageReads> {
  const ids = await seedPendingRequests(CROWD);
  try {
    const page = await context.newPage();
    const result = await measurePage(page, base, `admin +${CROWD}`, '/admin', null, adminQueueShown);
    await page.close();
    return result;
  } finally {
    await removePendingRequests(ids);
  }
}

export async function measureReads(base: string): Promise<PageReads[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const results: PageReads[] = [];
    // A fresh page per measurement, so nothing read before (and cached in memory) is missing from the count.
    const fresh = () => browser.newPage({ viewport: { width: 1280, height: 900 } });
    const cards = (page: Page) => page.locator('[data-testid=product-card]').first().waitFor({ timeout: 60_000 });

    let page = await fresh();
    results.push(await measurePage(page, base, 'home', '/', 9, cards));
    await page.close();

    page = await fresh();
    results.push(await measurePage(page, base, 'listing /items', '/items', LISTING_PAGE_SIZE + 1, cards));
    const productPath = await page.locator('[data-testid=product-card] a[href^="/product/"]').first().getAttribute('href');
    await page.close();
    if (productPath === null) throw new Error('No product link on /items.');

    page = await fresh();
    const product = await measurePage(page, base, 'product page', productPath, 2, (current) =>
      current.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 }),
    );
    const reviews = product.calls.filter((call) => call.collection === 'reviews').reduce((sum, call) => sum + call.reads, 0);
    results.push({ ...product, budget: 2 + reviews });
    await page.close();

    for (const email of new Set(SIGNED_IN_PAGES.map((entry) => entry.email))) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await signIn(context, base, email);
      for (const entry of SIGNED_IN_PAGES.filter((candidate) => candidate.email === email)) {
        const signedIn = await context.newPage();
        results.push(await measurePage(signedIn, base, entry.label, entry.path, null, entry.ready));
        await signedIn.close();
      }
      if (email === 'admin@campus.ac.in') results.push(await measureCrowdedAdmin(context, base));
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.env.WEB_URL;
  if (!base) throw new Error('Set WEB_URL to the running web app, e.g. http://127.0.0.1:5173 (npm start).');
  const results = await measureReads(base);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(results, null, 2));
  } else {
    for (const result of results) {
      const detail = result.calls.map((call) => `${call.method} ${call.collection} ${call.reads}`).join(', ');
      const verdict = result.budget === null ? 'no budget' : `budget ${result.budget}: ${result.reads <= result.budget ? 'within' : 'OVER'}`;
      console.log(`${result.page.padEnd(16)} ${String(result.reads).padStart(3)} reads (${verdict})  [${detail}]  ${result.url}`);
    }
  }
}
