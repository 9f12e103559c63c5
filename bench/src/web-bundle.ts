/**
 * First load of the web app, in gzip, counted as the browser downloads it, after a fresh build of web/ (the
 * same as `npm run build -w web`: Vite's build, then the prerender step, which writes a page per public route
 * and the shell). For every .html file in web/dist: what the page makes the browser fetch before any
 * interaction from the site itself: its scripts, <link rel="modulepreload">, stylesheets and preloads, plus
 * the static imports of the modules it names and their CSS (Vite's manifest), which the browser fetches
 * whether preloaded or not. Scripts and styles count against the budget (170 KB gzip per page); preloaded
 * images, fonts and others are reported apart. The headline figure is the largest page's.
 * Then, per page route, the shell's first load (shell.html: what every route without a page of its own
 * starts from) plus the route's chunk and its static imports: everything the browser fetches before the page
 * works (budget 250 KB each); and, beside it, that plus the chunks the page's own chunk imports on demand
 * (e.g. the live part a signed-in user gets, with the full Firestore SDK), which have no budget of their own.
 * Usage: tsx bench/src/web-bundle.ts [--no-build] [--json]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { isRecord } from '@campus/common/values';
import { staticImportClosure, type ManifestChunk } from '../../web/scripts/build-manifest';

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** What a file is fetched as: scripts and styles count against the budget, the rest is reported apart. */
export type ResourceKind = 'script' | 'style' | 'image' | 'other';

/** A file of the site that a page makes the browser fetch, as a path in the build's output directory. */
export interface PageResource {
  path: string;
  kind: ResourceKind;
  /** 'html': the page names it; 'import': a static import (or its CSS) of a module the page names. */
  via: 'html' | 'import';
}

export interface FileLoad extends PageResource {
  /** The module Vite's manifest names for the chunk (its source, else its chunk name), if it is a chunk. */
  module?: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageLoad {
  /** The HTML file, relative to the output directory. */
  page: string;
  files: FileLoad[];
  /** Scripts and stylesheets, gzip: what the budget counts. */
  gzipBytes: number;
  /** Preloaded images, fonts and others, gzip: apart from the budget. */
  otherGzipBytes: number;
}

export interface RouteLoad {
  route: string;
  gzipBytes: number;
  /** Plus what the page's own chunk imports on demand (its live part, a form), with their static imports. */
  withOnDemandGzipBytes: number;
}

export interface BundleReport {
  /** The page with the largest first load (scripts and styles), whose figure is the headline. */
  firstLoadPage: string;
  firstLoad: FileLoad[];
  firstLoadGzipBytes: number;
  /** Every .html page of the build, with what it loads before any interaction. */
  pages: PageLoad[];
  /** The page the route figures start from: shell.html, else index.html. */
  routeBase: string;
  /** The route base plus each page route's chunk and its static imports. */
  routes: RouteLoad[];
  /** The manifest's chunks outside the route base's first load. */
  lazyChunks: number;
  budgetGzipBytes: number;
  routeBudgetGzipBytes: number;
}

export const FIRST_LOAD_BUDGET_BYTES = 170 * 1024;
export const ROUTE_BUDGET_BYTES = 250 * 1024;

const rootDir = fileURLToPath(new URL('../../', import.meta.url));
const webDir = `${rootDir}web/`;
const distDir = `${webDir}dist/`;

/** Vite's manifest chunk, with the CSS it lists for a chunk (loaded with it). */
export interface BuildChunk extends ManifestChunk {
  name?: string;
  src?: string;
  css?: string[];
}
export type BuildManifest = Record<string, BuildChunk>;

function isManifest(value: unknown): value is BuildManifest {
  return isRecord(value) && Object.values(value).every((chunk) => isRecord(chunk) && typeof chunk.file === 'string');
}

const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);
/** A made-up origin for the site, to tell its own files from other origins' and resolve relative addresses. */
const SITE = 'https://site.invalid';

/** The file in the output directory that `href` names from `page`, or undefined for another origin (or a data: URL). */
function sitePath(href: string, page: string): string | undefined {
  if (href.trim() === '') return undefined;
  let url: URL;
  try {
    // Vite writes root-relative addresses (base '/'); a relative one is resolved from the page's file.
    url = new URL(href.trim(), `${SITE}/${page}`);
  } catch {
    return undefined;
  }
  if (url.origin !== SITE) return undefined;
  return decodeURIComponent(url.pathname).replace(/^\/+/, '');
}

/** What a <script> or <link> makes the browser fetch before any interaction, if anything. */
function tagResource(tag: string, attributes: Map<string, string>): { href: string; kind: ResourceKind } | undefined {
  if (tag === 'script') {
    const src = attributes.get('src');
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    // A nomodule script is for browsers without modules; an import map or JSON is no script to fetch.
    if (src === undefined || attributes.has('nomodule') || !SCRIPT_TYPES.has(type)) return undefined;
    return { href: src, kind: 'script' };
  }
  const href = attributes.get('href');
  if (href === undefined) return undefined;
  const rel = new Set((attributes.get('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean));
  if (rel.has('modulepreload')) return { href, kind: 'script' };
  if (rel.has('stylesheet')) return rel.has('alternate') || attributes.has('disabled') ? undefined : { href, kind: 'style' };
  if (rel.has('preload')) {
    const as = (attributes.get('as') ?? '').trim().toLowerCase();
    const kind: ResourceKind = as === 'script' ? 'script' : as === 'style' ? 'style' : as === 'image' ? 'image' : 'other';
    return { href, kind };
  }
  // Icons, the web manifest, prefetches: not part of the first load.
  return undefined;
}

/**
 * The elements of a parsed page, in document order. A <template>'s content is not among its child nodes (it
 * is inert), and what a script, style, title, textarea or (scripting on) noscript holds is text, not elements.
 */
function* elementsOf(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    yield child;
    yield* elementsOf(child);
  }
}

/**
 * The site's files that an HTML page makes the browser fetch before any interaction, in document order,
 * each once: <script src> (classic or module), <link rel="modulepreload">, <link rel="stylesheet">,
 * <link rel="preload"> (kind from its `as`). Addresses on other origins and data: URLs are left out.
 * `page` is the HTML file's path in the output directory, for relative addresses.
 */
export function htmlResources(html: string, page = 'index.html'): PageResource[] {
  const found = new Map<string, PageResource>();
  for (const element of elementsOf(parse(html))) {
    if (element.tagName !== 'script' && element.tagName !== 'link') continue;
    // As the browser reads them: names lowercased, values decoded, '' when valueless, the first of a repeated name.
    const resource = tagResource(element.tagName, new Map(element.attrs.map(({ name, value }) => [name, value])));
    const path = resource && sitePath(resource.href, page);
    if (resource && path !== undefined && !found.has(path)) found.set(path, { path, kind: resource.kind, via: 'html' });
  }
  return [...found.values()];
}

/**
 * What a page makes the browser fetch before any interaction: its own resources (htmlResources), then, for
 * each module it names that the manifest knows, the chunks it imports statically, transitively, and their CSS,
 * which the browser fetches too, preloaded or not. Each file once.
 */
export function pageFirstLoad(html: string, page: string, manifest: BuildManifest): PageResource[] {
  const files = new Map(htmlResources(html, page).map((resource) => [resource.path, resource]));
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const modules = [...files.values()].flatMap(({ path, kind }) => {
    const key = kind === 'script' ? keyOf.get(path) : undefined;
    return key === undefined ? [] : [key];
  });
  for (const { path, kind } of chunkFiles(manifest, staticImportClosure(manifest, modules))) {
    if (!files.has(path)) files.set(path, { path, kind, via: 'import' });
  }
  return [...files.values()];
}

/** The files of these manifest chunks: each chunk's own, then its CSS. */
function chunkFiles(manifest: BuildManifest, keys: readonly string[]): { path: string; kind: ResourceKind }[] {
  return keys.flatMap((key) => {
    const chunk = manifest[key];
    if (chunk === undefined) return [];
    return [{ path: chunk.file, kind: 'script' as const }, ...(chunk.css ?? []).map((path) => ({ path, kind: 'style' as const }))];
  });
}

/** The page routes: the lazily imported modules of src/features/<feature>/routes/ and src/app/routes/ (pages that compose features). */
const isRouteModule = (key: string) => /^src\/(features\/[^/]+|app)\/routes\//.test(key);

/** Every .html file under the output directory (not Vite's .vite/), relative to it, sorted. */
function htmlPages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.html') && !path.split('/').some((part) => part.startsWith('.')))
    .sort();
}

const budgeted = (file: { kind: ResourceKind }) => file.kind === 'script' || file.kind === 'style';

export function measureBundle(build = true): BundleReport {
  // The web workspace's build (web/scripts/build.ts): Vite's, then the prerendered pages. Its output goes to
  // stderr, so that --json prints nothing but the report.
  if (build) execFileSync('npm', ['run', 'build', '--silent', '-w', 'web', '--', '--logLevel', 'warn'], { cwd: rootDir, stdio: ['ignore', 2, 2] });
  const parsed: unknown = JSON.parse(readFileSync(`${distDir}.vite/manifest.json`, 'utf8'));
  if (!isManifest(parsed)) throw new Error('Unexpected manifest shape.');
  const moduleOf = new Map(Object.entries(parsed).map(([key, chunk]) => [chunk.file, chunk.src ?? chunk.name ?? key]));

  const sizes = new Map<string, { bytes: number; gzipBytes: number }>();
  const measure = (resource: PageResource): FileLoad => {
    let size = sizes.get(resource.path);
    if (size === undefined) {
      const file = `${distDir}${resource.path}`;
      if (!existsSync(file)) throw new Error(`${resource.path} is named by a page but not in ${distDir}.`);
      const content = readFileSync(file);
      size = { bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
      sizes.set(resource.path, size);
    }
    const module = moduleOf.get(resource.path);
    return { ...resource, ...(module === undefined ? {} : { module }), ...size };
  };
  const sum = (files: FileLoad[]) => files.reduce((total, file) => total + file.gzipBytes, 0);

  const pages: PageLoad[] = htmlPages(distDir).map((page) => {
    const files = pageFirstLoad(readFileSync(`${distDir}${page}`, 'utf8'), page, parsed).map(measure);
    return { page, files, gzipBytes: sum(files.filter(budgeted)), otherGzipBytes: sum(files.filter((file) => !budgeted(file))) };
  });
  const largest = pages.reduce<PageLoad | undefined>((top, page) => (top === undefined || page.gzipBytes > top.gzipBytes ? page : top), undefined);
  if (largest === undefined) throw new Error(`No .html page in ${distDir}.`);

  // Every route without a page of its own is served the shell; without a prerender step, index.html.
  const base = pages.find((page) => page.page === 'shell.html') ?? pages.find((page) => page.page === 'index.html') ?? largest;
  const baseFiles = base.files.filter(budgeted);
  const withChunks = (keys: readonly string[]): number => {
    const files = new Map(baseFiles.map((file) => [file.path, file]));
    for (const file of chunkFiles(parsed, staticImportClosure(parsed, keys))) {
      if (!files.has(file.path)) files.set(file.path, measure({ ...file, via: 'import' }));
    }
    return sum([...files.values()]);
  };
  const routes = Object.keys(parsed)
    .filter(isRouteModule)
    .map((route) => ({
      route,
      gzipBytes: withChunks([route]),
      withOnDemandGzipBytes: withChunks([route, ...(parsed[route]?.dynamicImports ?? [])]),
    }));
  const basePaths = new Set(base.files.map((file) => file.path));
  return {
    firstLoadPage: largest.page,
    firstLoad: largest.files,
    firstLoadGzipBytes: largest.gzipBytes,
    pages,
    routeBase: base.page,
    routes,
    lazyChunks: new Set(Object.values(parsed).map((chunk) => chunk.file).filter((file) => !basePaths.has(file))).size,
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
    const budget = report.budgetGzipBytes;
    console.log(`First load per page, as the browser downloads it before any interaction (budget ${kb(budget)} JS+CSS gzip; '!' over it):`);
    console.log(`  ${'page'.padEnd(24)} ${'files'.padStart(5)}  ${'JS+CSS gzip'.padStart(12)}    ${'images etc.'.padStart(11)}`);
    for (const page of report.pages) {
      const over = page.gzipBytes > budget ? '!' : ' ';
      console.log(`  ${page.page.padEnd(24)} ${String(page.files.length).padStart(5)}  ${kb(page.gzipBytes).padStart(12)} ${over}  ${kb(page.otherGzipBytes).padStart(11)}`);
    }
    console.log(`Files of ${report.firstLoadPage}, largest first (+: a static import the page does not name itself):`);
    for (const file of [...report.firstLoad].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      const name = `${file.via === 'import' ? '+' : ' '}${file.path}`;
      console.log(`  ${name.padEnd(36)} ${file.kind.padEnd(6)} ${kb(file.bytes).padStart(10)}  gzip ${kb(file.gzipBytes).padStart(9)}  ${file.module ?? ''}`);
    }
    console.log(`First load: ${kb(report.firstLoadGzipBytes)} gzip, ${report.firstLoadPage} (budget ${kb(budget)}: ${verdict(report.firstLoadGzipBytes, budget)})`);
    console.log(`${report.routeBase}'s first load with each page route's chunk (budget ${kb(report.routeBudgetGzipBytes)}), and with what the page loads on demand:`);
    for (const { route, gzipBytes, withOnDemandGzipBytes } of [...report.routes].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      const onDemand = withOnDemandGzipBytes > gzipBytes ? `${kb(withOnDemandGzipBytes)} with on-demand parts` : '';
      console.log(`  ${route.padEnd(60)} ${kb(gzipBytes).padStart(9)}  ${verdict(gzipBytes, report.routeBudgetGzipBytes).padEnd(6)}  ${onDemand}`);
    }
    console.log(`${report.lazyChunks} chunks are outside ${report.routeBase}'s first load: they load only when used.`);
  }
}
