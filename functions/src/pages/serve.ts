/**
 * The `pages` function: what Hosting rewrites /, /items, /product/** and /sitemap.xml to (firebase.json). The
 * home page, the listing and the product pages come with their data in the HTML, for phones (the page paints
 * before the app has loaded) and for crawlers and chat apps, which run no JavaScript. Not robots.txt: Cloud
 * Functions answer 404 to that path before any function runs (common/src/site.ts).
 */
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { LRUCache } from 'lru-cache';
import { HOME_PATH, ITEMS_PATH, SITEMAP_PATH } from '@campus/common/site';
import { homePage, itemsPage } from './catalogue-pages';
import { PAGE_CACHE_TTL_MS } from './data-page';
import type { Page } from './page';
import { productPage } from './product-page';
import { TemplateUnavailableError } from './template';
import { webOrigin } from './site';
import { sitemapPage } from './sitemap';

const PRODUCT_PREFIX = '/product/';
const RETRY_AFTER_SECONDS = 30;
/** Pages kept per instance: a few MB. */
const MAX_CACHED_PAGES = 500;

/** Answers `method url` (path and query) for the site at `origin`. */
export type PageServer = (method: string, url: string, origin: string) => Promise<Page>;

const textPage = (status: number, body: string, cacheControl = 'no-store', headers: Record<string, string> = {}): Page => ({
  status,
  type: 'text/plain; charset=utf-8',
  cacheControl,
  body: `${body}\n`,
  headers,
});

async function render(url: URL, origin: string): Promise<Page> {
  const path = url.pathname;
  if (path === SITEMAP_PATH) return sitemapPage(origin);
  if (path === HOME_PATH) return homePage(url, origin);
  if (path === ITEMS_PATH) return itemsPage(url, origin);
  if (`${path}/`.startsWith(PRODUCT_PREFIX)) return productPage(url, path.slice(PRODUCT_PREFIX.length), origin);
  return textPage(404, 'Not Found', 'public, max-age=300');
}

/**
 * A page server; with `cache`, each instance keeps a page PAGE_CACHE_TTL_MS (requests for a page that is
 * being rendered share that render), before Hosting's CDN keeps it longer (data-page.ts). A page template
 * that cannot be had gives 503, logged.
 */
export function createPageServer({ cache }: { cache: boolean }): PageServer {
  const pages = new LRUCache<string, Page, { url: URL; origin: string }>({
    max: MAX_CACHED_PAGES,
    ttl: PAGE_CACHE_TTL_MS,
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => render(context.url, context.origin),
  });
  return async (method, raw, origin) => {
    if (method !== 'GET' && method !== 'HEAD') return textPage(405, 'Method Not Allowed', 'no-store', { Allow: 'GET, HEAD' });
    const url = new URL(raw, origin);
    try {
      return cache ? await pages.forceFetch(`${origin} ${url.pathname}${url.search}`, { context: { url, origin } }) : await render(url, origin);
    } catch (error) {
      if (!(error instanceof TemplateUnavailableError)) throw error;
      logger.error(`Page template unavailable, answering 503 to ${method} ${raw}`, { reason: error.message });
      return textPage(503, 'This page is briefly unavailable. Please try again in a moment.', 'no-store', { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    }
  };
}

export const renderPage = createPageServer({ cache: true });

/** Bodies this long or longer go out gzipped to a client that accepts it (Hosting passes the encoding on). */
const GZIP_MIN_LENGTH = 1_024;
/** Each page's gzipped body, made once however often the instance serves the page from its cache. */
const gzipped = new WeakMap<Page, Buffer>();

function gzippedBody(page: Page): Buffer {
  let body = gzipped.get(page);
  if (body === undefined) {
    body = gzipSync(page.body);
    gzipped.set(page, body);
  }
  return body;
}

/** The request handler of the `pages` trigger. Unexpected errors are logged and answered with a bare 500. */
export async function servePages(req: Request, res: Response): Promise<void> {
  let page: Page;
  try {
    page = await renderPage(req.method, req.url, webOrigin());
  } catch (error) {
    logger.error(`Unexpected error on ${req.method} ${req.path}`, error);
    page = textPage(500, 'Internal Server Error');
  }
  res.status(page.status).set({ ...page.headers, 'Content-Type': page.type, 'Cache-Control': page.cacheControl, Vary: 'Accept-Encoding' });
  if (page.body.length >= GZIP_MIN_LENGTH && req.acceptsEncodings('gzip') === 'gzip') res.set('Content-Encoding', 'gzip').send(gzippedBody(page));
  else res.send(page.body);
}
