// `npx tsx bench/src/lighthouse.ts`: Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the
// public pages of the production build, served by the Hosting emulator with the demo data, 3 runs per page,
// the median of each column. Builds the web app for shifted ports (STACK_PORT_OFFSET, default 23000) and
// starts its own stack; LIGHTHOUSE_URL=http://127.0.0.1:5000 measures a running `npm start` instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { asList, asRecord, asText } from '@campus/common/values';
import { stackEnvFor, startStack, type RunningStack } from '../../scripts/src/stack/start-stack';
import { runStep } from '../../scripts/src/stack/run-command';
import { buildWebFor } from '../../scripts/src/stack/web-build';

const RUNS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Column {
  title: string;
  /** Whether a median value meets the target. */
  meets: (value: number) => boolean;
  format: (value: number) => string;
}
const score = (min: number): Omit<Column, 'title'> => ({ meets: (value) => value >= min, format: (value) => value.toFixed(0) });
const COLUMNS: Record<string, Column> = {
  performance: { title: 'Perf', ...score(90) },
  accessibility: { title: 'A11y', ...score(100) },
  'best-practices': { title: 'BP', ...score(100) },
  seo: { title: 'SEO', ...score(100) },
  'first-contentful-paint': { title: 'FCP s', meets: () => true, format: (ms) => (ms / 1000).toFixed(2) },
  'largest-contentful-paint': { title: 'LCP s', meets: (ms) => ms <= 2_500, format: (ms) => (ms / 1000).toFixed(2) },
  'total-blocking-time': { title: 'TBT ms', meets: (ms) => ms <= 200, format: (ms) => ms.toFixed(0) },
  'cumulative-layout-shift': { title: 'CLS', meets: (value) => value <= 0.05, format: (value) => value.toFixed(3) },
  // The main thread's work during the load (simulated at 4x slower), and the share of it that is JavaScript.
  'mainthread-work-breakdown': { title: 'Main ms', meets: () => true, format: (ms) => ms.toFixed(0) },
  'bootup-time': { title: 'JS ms', meets: () => true, format: (ms) => ms.toFixed(0) },
};
/** Run values under this prefix: the main thread's time per kind of work (Lighthouse's groups). */
const MAIN_THREAD = 'main thread: ';

interface Run {
  values: Record<string, number>;
  /** Audits below full marks outside Performance, to say what costs the points. */
  failing: string[];
}

class LighthouseRunError extends Error {
  constructor(
    url: string,
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse on ${url}: ${message}`);
  }
}

/** Chromium now and then records a trace without its navigation start on this machine: that run is taken again. */
const TRACE_ATTEMPTS = 3;

async function measure(url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (!(error instanceof LighthouseRunError && error.code === 'NO_NAVSTART' && attempt < TRACE_ATTEMPTS)) throw error;
      console.log(`${error.message}: measuring again`);
    }
  }
}

async function runLighthouse(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError !== undefined) throw new LighthouseRunError(url, lhr.runtimeError.code, lhr.runtimeError.message);
    const values: Record<string, number> = {};
    const failing: string[] = [];
    for (const category of CATEGORIES) {
      values[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      if (category === 'performance') continue;
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1) failing.push(`${category}/${ref.id}`);
      }
    }
    for (const metric of Object.keys(COLUMNS).filter((key) => !(CATEGORIES as readonly string[]).includes(key))) {
      values[metric] = lhr.audits[metric]?.numericValue ?? Number.NaN;
    }
    for (const item of asList(asRecord(lhr.audits['mainthread-work-breakdown']?.details).items)) {
      const { groupLabel, duration } = asRecord(item);
      if (typeof duration === 'number') values[`${MAIN_THREAD}${asText(groupLabel)}`] = duration;
    }
    return { values, failing };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function firstProductId(base: string): Promise<string> {
  const response = await fetch(`${base}/api/products?pageNumber=0&pageSize=1`);
  const id = asText(asRecord(asList(asRecord(await response.json()).content)[0])._id);
  if (id === '') throw new Error(`No product from ${base}/api/products: is the demo data there?`);
  return id;
}

async function startOwnStack(): Promise<{ stack: RunningStack; dataDir: string }> {
  const portOffset = Number(process.env.STACK_PORT_OFFSET ?? 23_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const hostingDir = join(dataDir, 'web-dist');
  const shape = { portOffset, web: false, hosting: true } as const;
  // The functions with their page renderer, and the web build Hosting serves, from this checkout.
  await runStep('Functions build', 'npm', ['run', 'build', '-w', 'functions']);
  await buildWebFor(stackEnvFor(shape), hostingDir);
  // Hosting logs every request it serves: keep the table readable.
  const log = (line: string) => {
    if (!line.includes(' hosting: ')) console.log(line);
  };
  const stack = await startStack({ ...shape, hostingDir, dataDir, persist: false, seed: true, log });
  return { stack, dataDir };
}

const own = process.env.LIGHTHOUSE_URL === undefined ? await startOwnStack() : undefined;
try {
  const base = process.env.LIGHTHOUSE_URL ?? own?.stack.urls.hosting ?? '';
  const pages = ['/', '/items', '/items?category=Electronic', `/product/${await firstProductId(base)}`, '/signin', '/cart'];
  const rows: Array<{ page: string; medians: Record<string, number>; failing: Set<string> }> = [];
  for (const page of pages) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(base + page));
    const keys = new Set(runs.flatMap((run) => Object.keys(run.values)));
    const medians = Object.fromEntries([...keys].map((key) => [key, median(runs.map((run) => run.values[key] ?? 0))]));
    rows.push({ page, medians, failing: new Set(runs.flatMap((run) => run.failing)) });
    console.log(`measured ${page}`);
  }

  const header = ['page', ...Object.values(COLUMNS).map((column) => column.title)];
  const table = rows.map(({ page, medians }) => [
    page.length > 34 ? `${page.slice(0, 31)}...` : page,
    ...Object.entries(COLUMNS).map(([key, column]) => {
      const value = medians[key] ?? Number.NaN;
      return `${column.format(value)}${column.meets(value) ? '' : '!'}`;
    }),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...table].map((row) => row[column]?.length ?? 0)));
  console.log(`\nLighthouse ${RUNS} runs per page, mobile preset, medians (! = misses the target: Perf >= 90, A11y 100, BP 100, SEO 100, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.05)`);
  for (const row of [header, ...table]) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '));
  for (const { page, failing } of rows) if (failing.size > 0) console.log(`${page}: below full marks in ${[...failing].join(', ')}`);
  console.log('\nThe main thread by kind of work, ms (medians):');
  for (const { page, medians } of rows) {
    const groups = Object.entries(medians)
      .filter(([key, ms]) => key.startsWith(MAIN_THREAD) && ms >= 1)
      .sort(([, a], [, b]) => b - a)
      .map(([key, ms]) => `${key.slice(MAIN_THREAD.length)} ${ms.toFixed(0)}`);
    console.log(`${page}: ${groups.join(', ')}`);
  }
} finally {
  await own?.stack.stop();
  if (own !== undefined) rmSync(own.dataDir, { recursive: true, force: true });
}
process.exit(0);
