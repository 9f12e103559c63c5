/**
 * First-load JavaScript of the web app's home route, in gzip, from Vite's build manifest after a fresh
 * `vite build` of web/: the entry chunk with every chunk it imports statically (the budgeted figure),
 * and the same plus the home route's lazy chunk and its static imports (everything the browser fetches
 * before the home page shows its content). Other routes' chunks are left out of both.
 * Usage: tsx bench/src/web-bundle.ts [--no-build] [--json]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { isRecord } from '@campus/common/values';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleReport {
  entry: string;
  /** The entry chunk and its static imports. */
  firstLoad: ChunkSize[];
  firstLoadGzipBytes: number;
  /** firstLoad plus the home route's chunk and its static imports. */
  withHomeRoute: ChunkSize[];
  withHomeRouteGzipBytes: number;
  lazyChunks: number;
  budgetGzipBytes: number;
}

export const FIRST_LOAD_BUDGET_BYTES = 200 * 1024;

const webDir = fileURLToPath(new URL('../../web/', import.meta.url));

type Manifest = Record<string, ManifestChunk>;

function isManifest(value: unknown): value is Manifest {
  return isRecord(value) && Object.values(value).every((chunk) => isRecord(chunk) && 'file' in chunk);
}

export const HOME_ROUTE_MODULE = 'src/features/home/routes/home-page.tsx';

/** The entry chunk and the route chunks given, with their static imports, transitively; other dynamic imports stay out. */
export function firstLoadChunks(manifest: Manifest, routeModules: readonly string[] = [HOME_ROUTE_MODULE]): { entry: string; keys: string[] } {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry === undefined) throw new Error('The manifest has no entry chunk.');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    if (manifest[key] === undefined) throw new Error(`The manifest has no chunk for ${key}.`);
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entry);
  for (const route of routeModules) visit(route);
  return { entry, keys: [...seen] };
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
  const entryOnly = firstLoadChunks(parsed, []);
  const withHome = firstLoadChunks(parsed);
  const firstLoad = entryOnly.keys.map(sizeOf);
  const withHomeRoute = withHome.keys.map(sizeOf);
  return {
    entry: entryOnly.entry,
    firstLoad,
    firstLoadGzipBytes: total(firstLoad),
    withHomeRoute,
    withHomeRouteGzipBytes: total(withHomeRoute),
    lazyChunks: Object.keys(parsed).length - withHome.keys.length,
    budgetGzipBytes: FIRST_LOAD_BUDGET_BYTES,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = measureBundle(!process.argv.includes('--no-build'));
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const entryFiles = new Set(report.firstLoad.map((chunk) => chunk.file));
    console.log(`Home route first load (entry ${report.entry}; * = home route chunk or its own imports):`);
    for (const chunk of [...report.withHomeRoute].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      const mark = entryFiles.has(chunk.file) ? ' ' : '*';
      console.log(`${mark} ${chunk.file.padEnd(48)} ${kb(chunk.bytes).padStart(10)}  gzip ${kb(chunk.gzipBytes).padStart(9)}`);
    }
    const verdict = (bytes: number) => (bytes <= report.budgetGzipBytes ? 'within' : 'OVER');
    console.log(`Entry + static imports: ${kb(report.firstLoadGzipBytes)} gzip (budget ${kb(report.budgetGzipBytes)}: ${verdict(report.firstLoadGzipBytes)})`);
    console.log(`With the home route chunk: ${kb(report.withHomeRouteGzipBytes)} gzip (${verdict(report.withHomeRouteGzipBytes)}); ${report.lazyChunks} other lazy chunks.`);
  }
}
