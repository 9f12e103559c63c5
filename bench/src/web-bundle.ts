/**
 * First-load JavaScript of the web app, in gzip, from Vite's build manifest after a fresh `vite build` of
 * web/: the entry with the app's start module (src/start.tsx, which the entry imports once the prerendered
 * page has painted; the HTML preloads it) and every chunk they import statically: what every page loads
 * (budget 170 KB). Then, per page route, that plus the route's chunk and its static imports: everything
 * the browser fetches before the page works (budget 250 KB each); and, beside it, that plus the chunks
 * the page's own chunk imports on demand (e.g. the live part a signed-in user gets, with the full
 * Firestore SDK), which have no budget of their own.
 * Usage: tsx bench/src/web-bundle.ts [--no-build] [--json]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { isRecord } from '@campus/common/values';
import { staticImportClosure, type Manifest } from '../../web/scripts/build-manifest';
import { START_MODULE } from '../../web/src/config/prerender';

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface RouteLoad {
  route: string;
  gzipBytes: number;
  /** Plus what the page's own chunk imports on demand (its live part, a form), with their static imports. */
  withOnDemandGzipBytes: number;
}

export interface BundleReport {
  entry: string;
  /** The entry and the start module, with their static imports. */
  firstLoad: ChunkSize[];
  firstLoadGzipBytes: number;
  /** firstLoad plus each page route's chunk and its static imports. */
  routes: RouteLoad[];
  lazyChunks: number;
  budgetGzipBytes: number;
  routeBudgetGzipBytes: number;
}

export const FIRST_LOAD_BUDGET_BYTES = 170 * 1024;
export const ROUTE_BUDGET_BYTES = 250 * 1024;

const webDir = fileURLToPath(new URL('../../web/', import.meta.url));

function isManifest(value: unknown): value is Manifest {
  return isRecord(value) && Object.values(value).every((chunk) => isRecord(chunk) && 'file' in chunk);
}

/** The page routes: the lazily imported modules of src/features/<feature>/routes/. */
const isRouteModule = (key: string) => /^src\/features\/[^/]+\/routes\//.test(key);

/** The entry chunk, the start module and the given modules, with their static imports, transitively; other dynamic imports stay out. */
export function firstLoadChunks(manifest: Manifest, modules: readonly string[] = []): { entry: string; keys: string[] } {
  // The build has two entries (web/vite.config.ts): the HTML's and the start module.
  const entry = 'index.html';
  if (manifest[entry] === undefined) throw new Error('The manifest has no index.html entry.');
  return { entry, keys: staticImportClosure(manifest, [entry, START_MODULE, ...modules]) };
}

/** The first load of `route` plus the modules the route's own chunk imports dynamically, with their static imports. */
export function withOnDemandChunks(manifest: Manifest, route: string): string[] {
  return firstLoadChunks(manifest, [route, ...(manifest[route]?.dynamicImports ?? [])]).keys;
}

export function measureBundle(build = true): BundleReport {
  if (build) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
  const parsed: unknown = JSON.parse(readFileSync(`${webDir}dist/.vite/manifest.json`, 'utf8'));
  if (!isManifest(parsed)) throw new Error('Unexpected manifest shape.');
  const sizeOf = (key: string): ChunkSize => {
    const file = parsed[key]?.file ?? key;
    const content = readFileSync(`${webDir}dist/${file}`);
    return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  };
  const total = (chunks: ChunkSize[]) => chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  const first = firstLoadChunks(parsed);
  const firstLoad = first.keys.map(sizeOf);
  const routes = Object.keys(parsed)
    .filter(isRouteModule)
    .map((route) => ({
      route,
      gzipBytes: total(firstLoadChunks(parsed, [route]).keys.map(sizeOf)),
      withOnDemandGzipBytes: total(withOnDemandChunks(parsed, route).map(sizeOf)),
    }));
  return {
    entry: first.entry,
    firstLoad,
    firstLoadGzipBytes: total(firstLoad),
    routes,
    lazyChunks: Object.keys(parsed).length - first.keys.length,
    budgetGzipBytes: FIRST_LOAD_BUDGET_BYTES,
    routeBudgetGzipBytes: ROUTE_BUDGET_BYTES,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = measureBundle(!process.argv.includes('--no-build'));
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const verdict = (bytes: number, budget: number) => (bytes <= budget ? 'within' : 'OVER');
    console.log(`First load of every page (entry ${report.entry} + ${START_MODULE}):`);
    for (const chunk of [...report.firstLoad].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`  ${chunk.file.padEnd(48)} ${kb(chunk.bytes).padStart(10)}  gzip ${kb(chunk.gzipBytes).padStart(9)}`);
    }
    console.log(`First load: ${kb(report.firstLoadGzipBytes)} gzip (budget ${kb(report.budgetGzipBytes)}: ${verdict(report.firstLoadGzipBytes, report.budgetGzipBytes)})`);
    console.log(`With each page route's chunk (budget ${kb(report.routeBudgetGzipBytes)}), and with what the page loads on demand:`);
    for (const { route, gzipBytes, withOnDemandGzipBytes } of [...report.routes].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      const onDemand = withOnDemandGzipBytes > gzipBytes ? `${kb(withOnDemandGzipBytes)} with on-demand parts` : '';
      console.log(`  ${route.padEnd(60)} ${kb(gzipBytes).padStart(9)}  ${verdict(gzipBytes, report.routeBudgetGzipBytes).padEnd(6)}  ${onDemand}`);
    }
    console.log(`${report.lazyChunks} chunks load only when used.`);
  }
}
