/**
 * The public site as crawlers see it: its name, its default origin, the sitemap's path and robots.txt.
 * Shared by the functions (link previews and the sitemap) and the web build, which must write robots.txt
 * as a static file: Cloud Functions, and the Functions emulator, answer 404 to /robots.txt before any
 * function runs, so a Hosting rewrite of it to a function can never work.
 */

export const SITE_NAME = 'Campus Marketplace';

export const SITEMAP_PATH = '/sitemap.xml';

/**
 * The web build's templates of the pages the `pages` function renders with their data (head, preloads,
 * empty slots: common/page-template.ts), by page (common/page-data.ts). Hosting serves them as static files
 * too, which is where the function fetches them from.
 */
export const PAGE_TEMPLATE_FILES = { home: 'home.html', items: 'items.html', product: 'product.html' } as const;

/** The public pages the sitemap and link previews point at, as the web app routes them. */
export const HOME_PATH = '/';
export const ITEMS_PATH = '/items';
export const productPath = (productId: string): string => `/product/${encodeURIComponent(productId)}`;

/** The default Hosting site of a Firebase project, e.g. https://demo-campus-market.web.app. */
export const defaultWebOrigin = (projectId: string): string => `https://${projectId}.web.app`;

/**
 * robots.txt for the site at `origin`: every page may be crawled (Lighthouse's is-crawlable audit fails a page
 * robots.txt blocks, and /cart and /signin are measured), the REST API not; the sitemap's absolute URL.
 */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}${SITEMAP_PATH}`, ''].join('\n');
}

/** Pages the server's notifications link to, as the web app routes them. */
export const MESSAGES_PATH = '/messages';
export const conversationPath = (conversationId: string): string => `${MESSAGES_PATH}/${encodeURIComponent(conversationId)}`;
export const ORDERS_PATH = '/orders';
export const MY_SALES_PATH = '/my-sales';
export const MY_PRODUCTS_PATH = '/my-products';
