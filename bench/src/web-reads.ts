/**
 * Firestore reads per page of the web app on the running local stack: opens each page in headless
 * Chromium and counts the documents the Firestore REST calls return (runQuery and batchGet documents;
 * a count aggregation costs one read per 1,000 index entries, at least one). Budgets (ARCHITECTURE):
 * home <= 9, listing page <= page size + 1, product page <= 2 + its reviews.
 * Usage: WEB_URL=http://127.0.0.1:5173 tsx bench/src/web-reads.ts [--json]   (CHROMIUM_PATH overrides /usr/bin/chromium)
 */
import { fileURLToPath } from 'node:url';
import { chromium, type Page, type Response } from 'playwright-core';
import { LISTING_PAGE_SIZE } from '@campus/common/catalogue';
import { isRecord } from '@campus/common/values';

const AGGREGATION_ENTRIES_PER_READ = 1000;

export interface PageReads {
  page: string;
  url: string;
  reads: number;
  calls: { method: string; collection: string; reads: number }[];
  budget: number;
  /** Live listeners (full SDK, WebChannel) are billed per document too but cannot be counted from here. */
  liveListeners: number;
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

async function measurePage(page: Page, base: string, label: string, path: string, budget: number, ready: (page: Page) => Promise<unknown>): Promise<PageReads> {
  const calls: PageReads['calls'] = [];
  let liveListeners = 0;
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const url = response.url();
    if (url.includes('/google.firestore.v1.Firestore/Listen/channel')) liveListeners += 1;
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
  page.on('response', onResponse);
  await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  return { page: label, url: path, reads: calls.reduce((sum, call) => sum + call.reads, 0), calls, budget, liveListeners };
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
      const verdict = result.reads <= result.budget ? 'within' : 'OVER';
      console.log(`${result.page.padEnd(16)} ${String(result.reads).padStart(3)} reads (budget ${result.budget}: ${verdict})  [${detail}]  ${result.url}`);
      if (result.liveListeners > 0) console.log(`${''.padEnd(16)} plus ${result.liveListeners} live listener request(s), not counted`);
    }
  }
}
