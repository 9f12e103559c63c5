// `npx tsx bench/src/api-load.ts`: /api catalogue-read latency at 50 concurrent clients, after warm-up.
// Starts its own seeded stack on shifted ports (STACK_PORT_OFFSET, default 22000) and measures, with the same
// request mix:
//  - the same catalogue queries straight against the Firestore emulator with firebase-admin (no HTTP): the floor;
//  - the Express app in one Node process, as a 2nd-gen function instance serves it (concurrency 80), with its
//    in-memory catalogue cache off (every request queries Firestore) and with it on and warm;
//  - the app through the Functions emulator, which runs one request per worker process (cache on).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asList, asRecord, asText } from '@campus/common/values';
import type { createApp } from '../../functions/src/api/app';
import { startStack } from '../../scripts/src/stack/start-stack';
import { summarise, type LatencySummary } from './support/latency';

const CLIENTS = 50;
const REQUESTS = 2_000;
const WARM_UP_REQUESTS = 300;
const BUDGET_P99_MS = 150;
/** /api without its cache may cost at most this much over the bare queries it runs, at p99. */
const TARGET_OVERHEAD_RATIO = 1.3;
const TARGET_WARM_P99_MS = 100;

/** One request of the mix; true when it succeeded. */
type Call = (i: number) => Promise<boolean>;

/** A mix of the catalogue reads a browsing client makes: filtered pages, product pages, search. */
function catalogueRequests(productIds: string[]): (i: number) => string {
  const pages = [
    '/api/products?pageNumber=0&pageSize=10&sort=Date-Created',
    '/api/products?category=Electronic&sort=asc-price&pageNumber=0&pageSize=10',
    '/api/products?minPrice=1000&maxPrice=2000&sort=desc-price&pageNumber=0&pageSize=10',
    '/api/products?pageNumber=1&pageSize=10',
    '/api/products/search?q=la',
  ];
  return (i) => (i % 2 === 0 ? pages[i % pages.length] : `/api/products/id/${productIds[i % productIds.length]}`) ?? pages[0]!;
}

/** GET `base + path(i)`, reading the whole body. */
const httpCall =
  (base: string, path: (i: number) => string): Call =>
  async (i) => {
    const response = await fetch(base + path(i)).catch(() => undefined);
    await response?.arrayBuffer();
    return response?.status === 200;
  };

async function load(call: Call, total: number, clients: number): Promise<{ times: number[]; failures: number; seconds: number }> {
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const client = async () => {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      const ok = await call(i).catch(() => false);
      times.push(performance.now() - t0);
      if (!ok) failures++;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { times, failures, seconds: (performance.now() - started) / 1000 };
}

async function measure(server: string, call: Call, budgetMs: number | undefined): Promise<LatencySummary> {
  // Warm up with rising concurrency so a server that scales by processes has them started before timing.
  for (const clients of [1, 5, 10, 25, CLIENTS]) await load(call, Math.max(clients * 2, WARM_UP_REQUESTS / 5), clients);
  return summarise(server, budgetMs, await load(call, REQUESTS, CLIENTS));
}

/** Starts `app` on a free local port and returns its base URL and a way to close it. */
async function listen(app: ReturnType<typeof createApp>): Promise<{ base: string; close: () => void }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The Express app is not listening on a TCP port');
  return { base: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

async function productIdsFrom(base: string): Promise<string[]> {
  const response = await fetch(`${base}/api/products?pageNumber=0&pageSize=20`);
  const content = asList(asRecord(await response.json()).content);
  const ids = content.map((item) => asText(asRecord(item)._id)).filter((id) => id !== '');
  if (ids.length === 0) throw new Error(`No products from ${base}/api/products: is the seed there?`);
  return ids;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const stack = await startStack({ portOffset: Number(process.env.STACK_PORT_OFFSET ?? 22_000), web: false, dataDir, persist: false, seed: true });
try {
  Object.assign(process.env, stack.env);
  // Imported only now: the admin SDK reads the emulator hosts from the environment when it starts.
  const { createApp } = await import('../../functions/src/api/app');
  const { firestoreCall } = await import('./catalogue-queries');
  const uncached = await listen(createApp({ catalogueCacheTtlMs: 0 }));
  const cached = await listen(createApp());
  const path = catalogueRequests(await productIdsFrom(uncached.base));

  // The Firestore emulator (a JVM) keeps getting faster over its first thousands of queries: warm it up
  // first, then time the app before the bare queries, so whatever drift is left counts against the app.
  await load(firestoreCall(path), REQUESTS, CLIENTS);
  // No budget of its own: what it may cost is the ratio to the bare queries below.
  const noCache = await measure('Express app, cache off', httpCall(uncached.base, path), undefined);
  const bare = await measure('Firestore, firebase-admin', firestoreCall(path), undefined);
  const warm = await measure('Express app, cache warm', httpCall(cached.base, path), TARGET_WARM_P99_MS);
  const emulator = await measure('Functions emulator', httpCall(`${stack.urls.functions}/api`, path), BUDGET_P99_MS);
  uncached.close();
  cached.close();

  console.log(`\n/api catalogue reads, ${CLIENTS} concurrent clients, ${REQUESTS} requests after warm-up (budget p99 < ${BUDGET_P99_MS} ms)`);
  console.log('server                      requests  failed    req/s   p50 ms   p95 ms   p99 ms');
  for (const r of [bare, noCache, warm, emulator]) {
    const row = [r.server.padEnd(26), String(r.requests).padStart(9), String(r.failures).padStart(7), r.rps.toFixed(0).padStart(8), r.p50.toFixed(0).padStart(8), r.p95.toFixed(0).padStart(8), r.p99.toFixed(0).padStart(8)];
    const verdict = r.budgetMs === undefined ? '' : r.p99 < r.budgetMs ? `  (target < ${r.budgetMs} ms)` : `  (over the ${r.budgetMs} ms target)`;
    console.log(`${row.join(' ')}${verdict}`);
  }
  const ratio = noCache.p99 / bare.p99;
  console.log(`p99 of the app with its cache off / p99 of the bare queries: ${ratio.toFixed(2)} (target <= ${TARGET_OVERHEAD_RATIO})${ratio <= TARGET_OVERHEAD_RATIO ? '' : '  (over target)'}`);
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
