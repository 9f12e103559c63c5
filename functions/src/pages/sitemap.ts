/** GET /sitemap.xml: the home page, the catalogue and every product a visitor can see (sitemaps.org schema). */
import { wholeCatalogue } from '@campus/common/catalogue';
import { HOME_PATH, ITEMS_PATH, productPath } from '@campus/common/site';
import { asText } from '@campus/common/values';
import { catalogueQuery } from '../services/catalogue';
import { escapeMarkup } from '@campus/common/markup';
import type { Page } from './page';

/** The protocol's limit of URLs in one sitemap file. */
const SITEMAP_URL_LIMIT = 50_000;
const STATIC_PATHS = [HOME_PATH, ITEMS_PATH];
// Crawlers fetch it rarely; an hour at Hosting's CDN keeps the product query off most fetches.
const CACHE = 'public, max-age=600, s-maxage=3600, stale-while-revalidate=3600';

interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/** The stored ISO time as the W3C datetime a sitemap takes; undefined when unreadable. */
function lastModified(value: unknown): string | undefined {
  const time = Date.parse(asText(value));
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** Available products, newest first, as far as the limit allows; only the creation time is read (products keep no update time). */
async function productEntries(limit: number): Promise<SitemapEntry[]> {
  const snapshot = await catalogueQuery(wholeCatalogue()).select('createdAt').limit(limit).get();
  return snapshot.docs.map((doc) => ({ path: productPath(doc.id), lastModified: lastModified(doc.get('createdAt')) }));
}

const urlElement = (origin: string, { path, lastModified }: SitemapEntry): string =>
  `  <url><loc>${escapeMarkup(`${origin}${path}`)}</loc>${lastModified === undefined ? '' : `<lastmod>${lastModified}</lastmod>`}</url>`;

export async function sitemapPage(origin: string): Promise<Page> {
  const entries = [...STATIC_PATHS.map((path) => ({ path })), ...(await productEntries(SITEMAP_URL_LIMIT - STATIC_PATHS.length))];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) => urlElement(origin, entry)),
    '</urlset>',
    '',
  ].join('\n');
  return { status: 200, type: 'application/xml; charset=utf-8', cacheControl: CACHE, body };
}
