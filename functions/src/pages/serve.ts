/**
 * The `pages` function: what Hosting rewrites /product/** and /sitemap.xml to (firebase.json), so that
 * crawlers and chat apps, which run no JavaScript, find titles, previews and a sitemap. Not robots.txt:
 * Cloud Functions answer 404 to that path before any function runs (common/src/site.ts).
 */
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { SITEMAP_PATH } from '@campus/common/site';
import type { Page } from './page';
import { productPage } from './product-page';
import { ShellUnavailableError } from './shell';
import { webOrigin } from './site';
import { sitemapPage } from './sitemap';

const PRODUCT_PREFIX = '/product/';
const RETRY_AFTER_SECONDS = 30;

const textPage = (status: number, body: string, cacheControl = 'no-store', headers: Record<string, string> = {}): Page => ({
  status,
  type: 'text/plain; charset=utf-8',
  cacheControl,
  body: `${body}\n`,
  headers,
});

/** The answer to `method path` for the site at `origin`; a page shell that cannot be had gives 503, logged. */
export async function renderPage(method: string, path: string, origin: string): Promise<Page> {
  if (method !== 'GET' && method !== 'HEAD') return textPage(405, 'Method Not Allowed', 'no-store', { Allow: 'GET, HEAD' });
  try {
    if (path === SITEMAP_PATH) return await sitemapPage(origin);
    if (`${path}/`.startsWith(PRODUCT_PREFIX)) return await productPage(path.slice(PRODUCT_PREFIX.length), origin);
    return textPage(404, 'Not Found', 'public, max-age=300');
  } catch (error) {
    if (!(error instanceof ShellUnavailableError)) throw error;
    logger.error(`Page shell unavailable, answering 503 to ${method} ${path}`, { reason: error.message });
    return textPage(503, 'This page is briefly unavailable. Please try again in a moment.', 'no-store', { 'Retry-After': String(RETRY_AFTER_SECONDS) });
  }
}

/** The request handler of the `pages` trigger. Unexpected errors are logged and answered with a bare 500. */
export async function servePages(req: Request, res: Response): Promise<void> {
  let page: Page;
  try {
    page = await renderPage(req.method, req.path, webOrigin());
  } catch (error) {
    logger.error(`Unexpected error on ${req.method} ${req.path}`, error);
    page = textPage(500, 'Internal Server Error');
  }
  res
    .status(page.status)
    .set({ ...page.headers, 'Content-Type': page.type, 'Cache-Control': page.cacheControl })
    .send(page.body);
}
