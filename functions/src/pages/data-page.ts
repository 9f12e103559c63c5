/** A server-rendered page: its data rendered by the web app's renderer into its template from Hosting. */
import { fillPageTemplate } from '@campus/common/page-template';
import type { PageData } from '@campus/common/page-data';
import type { Page } from './page';
import { pageRenderer } from './renderer';

/**
 * How long Hosting's CDN keeps a data page (with the instance's own PAGE_CACHE_TTL_MS before it) and may
 * serve it stale while refreshing it: a product that is sold, reserved, approved or removed shows so on
 * every page within two minutes. The browser revalidates every time, and the app re-checks the data it
 * was given once it is a minute old (its query staleTime), as it does before any purchase.
 */
export const DATA_PAGE_CACHE = 'public, max-age=0, s-maxage=55, stale-while-revalidate=60';
export const PAGE_CACHE_TTL_MS = 5_000;

/** `url`'s page with `data`, in `template` (whose head the caller may have rewritten). */
export async function dataPage(url: URL, template: string, data: PageData, { status = 200, cacheControl = DATA_PAGE_CACHE } = {}): Promise<Page> {
  const path = url.pathname + url.search;
  const rendered = await (await pageRenderer()).renderDataPage(path, data);
  return { status, type: 'text/html; charset=utf-8', cacheControl, body: fillPageTemplate(template, { ...rendered, url: path }) };
}
