/**
 * The `pages` function as a phone, a chat app's link preview or a search crawler meets it: plain fetches
 * through the Hosting emulator (firebase.json's rewrites, the web build's home.html, items.html and
 * product.html as the templates), no JavaScript run. The pages carry their data twice: in the markup, and as
 * the query state the app hydrates with. What Hosting never passes on (undecodable escapes: the Hosting
 * emulator answers those itself), the function's own headers (firebase.json's `headers` may override them at
 * Hosting) and the instance's own caching are checked on the function.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { HOME_FETCH, LISTING_PAGE_SIZE, MAX_PRICE } from '@campus/common/catalogue';
import { formatRupees } from '@campus/common/format';
import { PRODUCT_NOT_FOUND } from '@campus/common/messages';
import type { ProductStatus } from '@campus/common/model';
import { PAGE_HEAD_SLOT, PAGE_ROOT_SLOT } from '@campus/common/page-template';
import { PAGE_TEMPLATE_FILES } from '@campus/common/site';
import { asList, asRecord, asText } from '@campus/common/values';
import { listings, products, reputations, reviews } from '../src/collections';
import { PAGE_CACHE_TTL_MS } from '../src/pages/data-page';
import { createPageServer, renderPage } from '../src/pages/serve';
import { FUNCTIONS_URL, HOSTING_URL } from './support/env';
import { uniqueTag } from './support/fixtures';
import {
  linkHrefs,
  metaContents,
  readElements,
  readHead,
  readPageState,
  tagAttributes,
  textRuns,
  xmlProblems,
  xmlTexts,
  type DehydratedQuery,
  type Head,
  type MarkupElement,
} from './support/markup';
import { createTestProduct } from './support/products';

const COLD_START = { timeout: 90_000 };
const SITE = 'Campus Marketplace';
// A Storage download URL as the app stores them: its '&' must come out as '&amp;' in the attribute and back again.
const IMAGE_URL = 'http://127.0.0.1:9199/v0/b/demo-campus-market.appspot.com/o/listings%2Fseller%2Fphoto.jpg?alt=media&token=preview-test';
/**
 * The longest, in seconds, a data page may go on showing a product as it was (on sale, when it has been sold
 * since): the instance's own cache, then Hosting's CDN, fresh and then stale while it revalidates.
 */
const STALE_AT_MOST_S = 120;

interface Fetched {
  status: number;
  type: string;
  cacheControl: string;
  text: string;
}

async function get(path: string, base = HOSTING_URL): Promise<Fetched> {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    cacheControl: response.headers.get('cache-control') ?? '',
    text: await response.text(),
  };
}

/**
 * `path` fetched until `done` holds for it, for at most the instance's page cache time and a margin: the
 * instance may still serve a page it rendered before the change the test waits for.
 */
async function getUntil(path: string, done: (page: Fetched) => boolean): Promise<Fetched> {
  const deadline = Date.now() + PAGE_CACHE_TTL_MS + 5_000;
  for (;;) {
    const page = await get(path);
    if (done(page) || Date.now() >= deadline) return page;
    await sleep(250);
  }
}

interface PreviewFields {
  title: string;
  description: string;
  price?: number;
  status?: ProductStatus;
  createdAt?: string;
}

/** A catalogue product (removed after the file) with this description and a photo at IMAGE_URL. */
async function createPreviewProduct(fields: PreviewFields): Promise<string> {
  const { productId } = await createTestProduct({
    title: fields.title,
    ...(fields.price === undefined ? {} : { price: fields.price }),
    ...(fields.status === undefined ? {} : { status: fields.status }),
    ...(fields.createdAt === undefined ? {} : { createdAt: fields.createdAt }),
  });
  await products.doc(productId).update({ description: fields.description, images: [{ imageUrl: IMAGE_URL }], imageURL: IMAGE_URL });
  return productId;
}

const sellerOf = async (productId: string): Promise<string> => (await products.doc(productId).get()).data()?.sellerId ?? '';

const countOf = (text: string, part: string) => text.split(part).length - 1;

/** The web build's page templates as Hosting serves them, slots still empty, by path ('/product.html'). */
const templates = new Map<string, string>();
/** The product page's template, before any product goes in. */
let productTemplate: { text: string; head: Head };

/** The page's <div id="root">: the app's HTML, rendered with the page's data. */
function rootOf(html: string): MarkupElement {
  const [root] = readElements(html, 'div', ({ id }) => id === 'root');
  if (root === undefined) throw new Error('The page has no #root');
  return root;
}

/** The ids of the products `markup` links to, in order, each once. */
const linkedProducts = (markup: string): string[] => [
  ...new Set(tagAttributes(markup, 'a').flatMap(({ href = '' }) => (href.startsWith('/product/') ? [decodeURIComponent(href.slice('/product/'.length))] : []))),
];

/** Whether the button named `name` (its text) is disabled; undefined when there is no such button. */
function isDisabled(markup: string, name: string): boolean | undefined {
  const found = readElements(markup, 'button').find(({ inner }) => textRuns(inner).join(' ') === name);
  return found === undefined ? undefined : 'disabled' in found.attributes;
}

/** The page state's query under `key`, as the app looks it up. */
const stateQuery = (html: string, key: readonly unknown[]): DehydratedQuery | undefined =>
  readPageState(html).find(({ queryKey }) => isDeepStrictEqual(queryKey, key));

/** The page state's queries whose key starts with `prefix`. */
const stateQueriesUnder = (html: string, prefix: readonly unknown[]): DehydratedQuery[] =>
  readPageState(html).filter(({ queryKey }) => isDeepStrictEqual(queryKey.slice(0, prefix.length), prefix));

/** Cache-Control's directives, lower-cased: name to value ('' for a bare one). */
const cacheDirectives = (header: string): Map<string, string> =>
  new Map(
    header.split(',').map((directive): [string, string] => {
      const [name = '', value = ''] = directive.trim().toLowerCase().split('=');
      return [name, value];
    }),
  );

/**
 * A data page's caching (data-page.ts): the browser revalidates every time, Hosting's CDN keeps it a little
 * while and may serve it stale while it refreshes, all of it, with the instance's own cache, within STALE_AT_MOST_S.
 */
function expectDataPageCaching(cacheControl: string, path: string): void {
  const directives = cacheDirectives(cacheControl);
  expect([...directives.keys()].sort(), path).toEqual(['max-age', 'public', 's-maxage', 'stale-while-revalidate']);
  expect(directives.get('max-age'), path).toBe('0');
  expect(directives.get('s-maxage'), path).toMatch(/^[1-9]\d*$/);
  expect(directives.get('stale-while-revalidate'), path).toMatch(/^[1-9]\d*$/);
  const cdnSeconds = Number(directives.get('s-maxage')) + Number(directives.get('stale-while-revalidate'));
  expect(cdnSeconds + PAGE_CACHE_TTL_MS / 1000, path).toBeLessThanOrEqual(STALE_AT_MOST_S);
}

/** The generic product page (the template's own title and description), kept out of search results. */
function expectNotFound(path: string, page: Pick<Fetched, 'status' | 'type' | 'text'>): void {
  expect(page.status, path).toBe(404);
  expect(page.type, path).toMatch(/^text\/html/i);
  const head = readHead(page.text);
  expect(metaContents(head, 'robots'), path).toEqual(['noindex']);
  expect(head.titles, path).toEqual(productTemplate.head.titles);
  expect(metaContents(head, 'description'), path).toEqual(metaContents(productTemplate.head, 'description'));
  expect(linkHrefs(head, 'canonical'), path).toEqual([]);
  expect(metaContents(head, 'og:image'), path).toEqual([]);
  expect(metaContents(head, 'product:price:amount'), path).toEqual([]);
  expect(page.text, path).toContain('<div id="root"');
}

beforeAll(async () => {
  for (const file of Object.values(PAGE_TEMPLATE_FILES)) {
    const fetched = await get(`/${file}`);
    expect(fetched.status, `the hosted web build has ${file}`).toBe(200);
    expect(fetched.text, `${file} is a template`).toContain(PAGE_ROOT_SLOT);
    templates.set(`/${file}`, fetched.text);
  }
  const product = templates.get(`/${PAGE_TEMPLATE_FILES.product}`) ?? '';
  productTemplate = { text: product, head: readHead(product) };
  // The first call starts the function cold and loads its page renderer; let that happen here, under the longer
  // hook timeout. Not with a page a test reads fresh: the instance keeps a page a few seconds (PAGE_CACHE_TTL_MS).
  await get(`/product/${listings.doc().id}`);
}, 90_000);

describe('a shared /product/{id} link', COLD_START, () => {
  it('previews a visible product: its title and price, description, photo, canonical URL, Open Graph and Twitter tags', async () => {
    const title = `Study lamp ${uniqueTag()}`;
    const description = 'Warm LED desk lamp with three brightness levels, barely used.';
    const productId = await createPreviewProduct({ title, description, price: 123456 });
    const page = await get(`/product/${productId}`);

    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html; charset=utf-8$/i);
    const head = readHead(page.text);
    const url = `${HOSTING_URL}/product/${productId}`;
    expect(head.titles).toEqual([`${title} – ₹1,23,456 | ${SITE}`]);
    expect(metaContents(head, 'description')).toEqual([description]);
    expect(linkHrefs(head, 'canonical')).toEqual([url]);
    // The photo is the page's largest paint: fetched with the HTML, not after the app's code.
    expect(linkHrefs(head, 'preload')).toEqual([IMAGE_URL]);
    const expected: Record<string, string> = {
      'og:type': 'product',
      'og:site_name': SITE,
      'og:title': `${title} – ₹1,23,456`,
      'og:description': description,
      'og:url': url,
      'og:image': IMAGE_URL,
      'product:price:amount': '123456',
      'product:price:currency': 'INR',
      'twitter:card': 'summary_large_image',
      'twitter:title': `${title} – ₹1,23,456`,
      'twitter:description': description,
      'twitter:image': IMAGE_URL,
    };
    for (const [key, value] of Object.entries(expected)) expect(metaContents(head, key), key).toEqual([value]);
    expect(metaContents(head, 'robots')).toEqual([]);
    // Still the web app: the template's scripts, and the page state it hydrates with.
    expect(countOf(page.text, '<script')).toBe(countOf(productTemplate.text, '<script') + 1);
    expect(page.text).toContain('<div id="root"');
  });

  it("shows a visible product in the page itself: title, price, photo and the seller's rating, with the query state the app starts from", async () => {
    const title = `Desk fan ${uniqueTag()}`;
    const [productId, unratedId] = await Promise.all([
      createPreviewProduct({ title, description: 'Three speeds, quiet at night.', price: 123456 }),
      createPreviewProduct({ title: `Desk mat ${uniqueTag()}`, description: 'Felt, 60 by 30 cm.' }),
    ]);
    const [sellerId, unratedSellerId] = await Promise.all([sellerOf(productId), sellerOf(unratedId)]);
    await reputations.doc(sellerId).set({ ratingSum: 9, ratingCount: 2, completedSales: 3 });
    const review = reviews.doc(`${productId}_reviewer`);
    const written = '2026-11-01T10:00:00.000Z';
    await review.set({
      productId,
      userId: 'reviewer',
      rating: 4,
      comment: 'Quiet, as promised.',
      user: { firstName: 'Asha', lastName: 'Rao' },
      product: { title, imageURL: IMAGE_URL, price: 123456 },
      createdAt: written,
      updatedAt: written,
    });
    onTestFinished(() => review.delete().then(() => undefined));
    const [page, unrated] = await Promise.all([get(`/product/${productId}`), get(`/product/${unratedId}`)]);

    expect(page.status).toBe(200);
    const root = rootOf(page.text);
    expect(root.attributes['data-rendered-url']).toBe(`/product/${productId}`);
    expect(readElements(root.inner, 'h1').map(({ inner }) => textRuns(inner).join(' '))).toEqual([title]);
    expect(textRuns(root.inner)).toEqual(expect.arrayContaining(['₹1,23,456', '4.5 (2 ratings) · 3 completed sales']));
    expect(tagAttributes(root.inner, 'img')).toContainEqual(expect.objectContaining({ src: IMAGE_URL, alt: title }));
    // Buying needs the app and the session: the server's buttons are disabled until both have loaded.
    expect(isDisabled(root.inner, 'Buy Now')).toBe(true);
    expect(isDisabled(root.inner, 'Make an offer')).toBe(true);
    expect(textRuns(rootOf(unrated.text).inner)).toContain('No ratings yet · 0 completed sales');
    // The reviews too: the rating line and the tab label show them in the HTML, as the app will.
    expect(textRuns(root.inner)).toEqual(expect.arrayContaining(['Reviews (1)', '1 review', 'Quiet, as promised.']));
    expect(textRuns(rootOf(unrated.text).inner)).toContain('Reviews (0)');

    // What the app reads on this page, already answered: hydrating reads nothing again.
    expect(stateQuery(page.text, ['products', 'detail', productId])).toMatchObject({
      status: 'success',
      data: { id: productId, title, price: 123456, status: 'available', imageURL: IMAGE_URL, sellerId },
    });
    expect(stateQuery(page.text, ['reputations', sellerId])).toMatchObject({ status: 'success', data: { ratingSum: 9, ratingCount: 2, completedSales: 3 } });
    expect(stateQuery(page.text, ['reputations', sellerId])?.dataUpdatedAt).toBeGreaterThan(0);
    // The reviews are the ones the page shows, and stale: the app reads them again once hydrated (a reviewer reloading finds theirs).
    expect(stateQuery(page.text, ['reviews', 'product', productId])).toMatchObject({
      status: 'success',
      dataUpdatedAt: 0,
      data: [{ id: review.id, productId, rating: 4, comment: 'Quiet, as promised.', user: { firstName: 'Asha', lastName: 'Rao' }, createdAt: written }],
    });
    expect(stateQuery(unrated.text, ['reviews', 'product', unratedId])).toMatchObject({ status: 'success', data: [] });
    expect(stateQuery(unrated.text, ['reputations', unratedSellerId])).toMatchObject({
      status: 'success',
      data: { ratingSum: 0, ratingCount: 0, completedSales: 0 },
    });
  });

  it("writes a name with quotes, <script>, & and '$&' as text, never as markup, in the head, the page and its state", async () => {
    const title = `Lamp "<script>alert('x')</script>& $& $1' ${uniqueTag()}`;
    const description = 'Handle <b>with</b> care & "love".';
    const productId = await createPreviewProduct({ title, description, price: 999 });
    const page = await get(`/product/${productId}`);

    expect(page.status).toBe(200);
    const head = readHead(page.text);
    expect(head.titles).toEqual([`${title} – ₹999 | ${SITE}`]);
    expect(metaContents(head, 'og:title')).toEqual([`${title} – ₹999`]);
    expect(metaContents(head, 'twitter:title')).toEqual([`${title} – ₹999`]);
    expect(metaContents(head, 'description')).toEqual([description]);
    expect(metaContents(head, 'og:image:alt')).toEqual([title]);
    expect(page.text).not.toContain("<script>alert('x')");
    expect(page.text).not.toContain('<b>with</b>');
    expect(countOf(head.markup, '<script')).toBe(countOf(productTemplate.head.markup, '<script'));
    expect(readElements(rootOf(page.text).inner, 'h1').map(({ inner }) => textRuns(inner).join(' '))).toEqual([title]);
    // The '</script>' in the name must not end the state's script early: it would no longer parse.
    expect(stateQuery(page.text, ['products', 'detail', productId])?.data).toMatchObject({ title, description });
  });

  it('cuts a long description to at most 160 characters, at a word, with an ellipsis', async () => {
    const description = `${'A sturdy second-hand bicycle with new brakes and tyres, ridden to lectures for two years. '.repeat(5)}\nEnds here.`;
    const productId = await createPreviewProduct({ title: `Bicycle ${uniqueTag()}`, description });
    const [shown = ''] = metaContents(readHead((await get(`/product/${productId}`)).text), 'description');

    expect(Array.from(shown).length).toBeLessThanOrEqual(160);
    expect(Array.from(shown).length).toBeGreaterThan(100);
    expect(shown.endsWith('…')).toBe(true);
    expect(description.replace(/\s+/g, ' ').startsWith(`${shown.slice(0, -1)} `)).toBe(true);
  });

  it('answers 404 with the generic page and noindex for unknown, over-long, reserved, odd and withdrawn ids', async () => {
    const withdrawn = await createPreviewProduct({ title: `Withdrawn chair ${uniqueTag()}`, description: 'Gone.', status: 'withdrawn' });
    const paths = [
      `/product/${listings.doc().id}`,
      `/product/${'a'.repeat(3000)}`,
      // A lone surrogate: fetch has to send it as U+FFFD.
      '/product/\uD800',
      '/product/__name__',
      '/product/a%2Fb',
      '/product/',
      `/product/${withdrawn}`,
    ];
    for (const path of paths) expectNotFound(path, await get(path));
  });

  it('answers 404 and noindex, never a server error, for escapes that decode to nothing, a lone surrogate or a path', async () => {
    for (const path of ['/product/%E0%A4%A', '/product/%ED%A0%80', '/product/%', '/product/..%2Fusers', `/product/${'%41'.repeat(200)}`]) {
      const page = await renderPage('GET', path, HOSTING_URL);
      expectNotFound(path, { ...page, text: page.body });
    }
  });

  it('shows an unknown product as not found, and a sold or withdrawn one as it is, no longer buyable: the sold one found, out of search results', async () => {
    const unknownId = listings.doc().id;
    const sold = { title: `Sold kettle ${uniqueTag()}`, status: 'sold', badge: 'Sold', httpStatus: 200 } as const;
    const withdrawn = { title: `Withdrawn chair ${uniqueTag()}`, status: 'withdrawn', badge: 'No longer available', httpStatus: 404 } as const;
    const hidden = await Promise.all(
      [sold, withdrawn].map(async (product) => ({
        ...product,
        productId: await createPreviewProduct({ title: product.title, description: 'Gone.', status: product.status, price: 2499 }),
      })),
    );
    const unknown = await get(`/product/${unknownId}`);

    expect(unknown.status).toBe(404);
    expect(unknown.cacheControl).toBe('public, max-age=60, s-maxage=60');
    expect(rootOf(unknown.text).attributes['data-rendered-url']).toBe(`/product/${unknownId}`);
    expect(textRuns(rootOf(unknown.text).inner)).toContain(PRODUCT_NOT_FOUND);
    // Answered as "no such product": the app shows the same, without reading it again.
    expect(stateQuery(unknown.text, ['products', 'detail', unknownId])).toMatchObject({ status: 'success', data: null });

    // The page a buyer opens from their order: the product as it is now.
    for (const { productId, title, status, badge, httpStatus } of hidden) {
      const page = await get(`/product/${productId}`);
      expect(page.status, status).toBe(httpStatus);
      expect(metaContents(readHead(page.text), 'robots'), status).toEqual(['noindex']);
      const root = rootOf(page.text);
      expect(readElements(root.inner, 'h1').map(({ inner }) => textRuns(inner).join(' ')), status).toEqual([title]);
      expect(textRuns(root.inner), status).toEqual(expect.arrayContaining([badge, '₹2,499']));
      expect(textRuns(root.inner), status).not.toContain(PRODUCT_NOT_FOUND);
      expect(isDisabled(root.inner, 'Buy Now'), status).toBe(true);
      expect(isDisabled(root.inner, 'Make an offer'), status).toBeUndefined();
      expect(stateQuery(page.text, ['products', 'detail', productId])?.data, status).toMatchObject({ id: productId, title, status });
    }
  });
});

describe('/items', COLD_START, () => {
  const CATEGORY = 'Books & Study Materials';
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  /** The products of an /items page's state: one query, the one the app reads for that URL. */
  function pageQueryOf(html: string): DehydratedQuery {
    const queries = stateQueriesUnder(html, ['products', 'page']);
    expect(queries).toHaveLength(1);
    const [query] = queries;
    if (query === undefined) throw new Error('No page query in the page state');
    return query;
  }

  it('renders the products of a category and a search, newest first, with their count and the query state the app reads', async () => {
    const tag = uniqueTag();
    const created = await Promise.all(
      ['Physics', 'Chemistry', 'Maths'].map((subject, index) =>
        createTestProduct({ title: `${subject} notes ${tag}`, category: CATEGORY, price: 300 + index, createdAt: minutesAgo(3 - index) }),
      ),
    );
    // The same word, but in another category or sold: not listed.
    await Promise.all([
      createTestProduct({ title: `Calculator ${tag}`, category: 'Electronic' }),
      createTestProduct({ title: `Biology notes ${tag}`, category: CATEGORY, status: 'sold' }),
    ]);
    const path = `/items?${new URLSearchParams({ category: CATEGORY, search: tag })}`;
    const page = await get(path);

    expect(page.status).toBe(200);
    expectDataPageCaching(page.cacheControl, path);
    const root = rootOf(page.text);
    expect(root.attributes['data-rendered-url']).toBe(path);
    const newestFirst = created.toReversed();
    expect(linkedProducts(root.inner)).toEqual(newestFirst.map(({ productId }) => productId));
    expect(textRuns(root.inner)).toEqual(expect.arrayContaining([`Results for "${tag}"`, '3 products', ...newestFirst.map(({ title }) => title)]));
    expect(pageQueryOf(page.text)).toEqual({
      dataUpdatedAt: expect.any(Number),
      queryKey: ['products', 'page', { categories: [CATEGORY], minPrice: 0, maxPrice: MAX_PRICE, sort: 'Date-Created', search: tag }, LISTING_PAGE_SIZE, 0],
      status: 'success',
      data: expect.objectContaining({
        content: newestFirst.map(({ productId, title }) => expect.objectContaining({ id: productId, title })),
        totalElements: 3,
        totalPages: 1,
      }),
    });
  });

  it('renders a later page (1-based in the URL) of a price range, by price, low to high', async () => {
    const tag = uniqueTag();
    // Twelve in the range, made in an order that is not their price order; one just either side of it.
    const prices = [1007, 1012, 1001, 1010, 1004, 1011, 1002, 1009, 1005, 1003, 1008, 1006];
    const inRange = await Promise.all(prices.map((price, index) => createTestProduct({ title: `Lab coat ${tag} ${price}`, price, createdAt: minutesAgo(index) })));
    await Promise.all([createTestProduct({ title: `Lab coat ${tag} cheap`, price: 999 }), createTestProduct({ title: `Lab coat ${tag} dear`, price: 2001 })]);
    const path = `/items?${new URLSearchParams({ search: tag, price: '1000-2000', sort: 'asc-price', page: '2' })}`;
    const page = await get(path);

    expect(page.status).toBe(200);
    const root = rootOf(page.text);
    expect(root.attributes['data-rendered-url']).toBe(path);
    const secondPage = inRange.toSorted((a, b) => a.price - b.price).slice(LISTING_PAGE_SIZE);
    expect(secondPage.map(({ price }) => price)).toEqual([1011, 1012]);
    expect(linkedProducts(root.inner)).toEqual(secondPage.map(({ productId }) => productId));
    expect(textRuns(root.inner)).toEqual(expect.arrayContaining(['12 products', ...secondPage.flatMap(({ title, price }) => [title, formatRupees(price)])]));
    expect(pageQueryOf(page.text)).toEqual({
      dataUpdatedAt: expect.any(Number),
      queryKey: ['products', 'page', { categories: [], minPrice: 1000, maxPrice: 2000, sort: 'asc-price', search: tag }, LISTING_PAGE_SIZE, 1],
      status: 'success',
      data: expect.objectContaining({
        content: secondPage.map(({ productId, price }) => expect.objectContaining({ id: productId, price })),
        totalElements: 12,
        totalPages: 2,
      }),
    });
  });
});

describe('the home page', COLD_START, () => {
  it('shows the newest available products under Recommended Products, as its query state lists them', async () => {
    // Dated a minute ahead, so that the products other files create meanwhile cannot push it out of the newest.
    const ahead = Date.now() + 60_000;
    const fresh = await createTestProduct({ title: `Reading lamp ${uniqueTag()}`, createdAt: new Date(ahead).toISOString() });
    const sold = await createTestProduct({ title: `Sold lamp ${uniqueTag()}`, status: 'sold', createdAt: new Date(ahead + 1_000).toISOString() });
    const recommendedIn = (html: string) => asList(stateQuery(html, ['products', 'recommended'])?.data).map(asRecord);
    const page = await getUntil('/', ({ text }) => recommendedIn(text)[0]?.id === fresh.productId);

    expect(page.status).toBe(200);
    expectDataPageCaching(page.cacheControl, '/');
    const root = rootOf(page.text);
    expect(root.attributes['data-rendered-url']).toBe('/');
    const recommended = recommendedIn(page.text);
    expect(recommended[0]).toMatchObject({ id: fresh.productId, title: fresh.title });
    expect(recommended.length).toBeLessThanOrEqual(HOME_FETCH.pageSize);
    expect(recommended.map(({ id }) => id)).not.toContain(sold.productId);
    expect(recommended.map(({ status }) => status)).toEqual(recommended.map(() => 'available'));
    const dates = recommended.map(({ createdAt }) => asText(createdAt));
    expect(dates).toEqual(dates.toSorted().reverse());
    // The cards show the first few of them, in that order.
    const shown = recommended.slice(0, HOME_FETCH.shown);
    const [section] = readElements(root.inner, 'section', (attributes) => attributes['aria-label'] === 'Recommended Products');
    expect(section).toBeDefined();
    expect(linkedProducts(section?.inner ?? '')).toEqual(shown.map(({ id }) => id));
    expect(textRuns(section?.inner ?? '')).toEqual(expect.arrayContaining(['Recommended Products', ...shown.map(({ title }) => asText(title))]));
  });
});

describe('/sitemap.xml', COLD_START, () => {
  it('is a sitemaps.org document of the home page, /items and the visible products, without hidden ones', async () => {
    const createdAt = '2025-03-04T05:06:07.000Z';
    // The sold one first: a sitemap that lists the visible one was made after both existed.
    const sold = await createPreviewProduct({ title: `Sitemap shelf ${uniqueTag()}`, description: 'Sold.', status: 'sold' });
    const visible = await createPreviewProduct({ title: `Sitemap desk ${uniqueTag()}`, description: 'Listed.', createdAt });
    // The instance keeps a page PAGE_CACHE_TTL_MS, and another test may have asked for the sitemap just before.
    let sitemap = await get('/sitemap.xml');
    await expect
      .poll(
        async () => {
          sitemap = await get('/sitemap.xml');
          return sitemap.text.includes(`/product/${visible}</loc>`);
        },
        { timeout: 3 * PAGE_CACHE_TTL_MS },
      )
      .toBe(true);

    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toMatch(/^application\/xml; charset=utf-8$/i);
    expect(sitemap.cacheControl).toMatch(/\bpublic\b.*\bmax-age=\d+/);
    expect(xmlProblems(sitemap.text)).toEqual([]);
    expect(sitemap.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(sitemap.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const entries = [...sitemap.text.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
      loc: xmlTexts(body, 'loc'),
      lastmod: xmlTexts(body, 'lastmod'),
    }));
    const locs = entries.flatMap(({ loc }) => loc);
    expect(locs.length).toBeLessThanOrEqual(50_000);
    expect(locs).toEqual(expect.arrayContaining([`${HOSTING_URL}/`, `${HOSTING_URL}/items`]));
    expect(entries.find(({ loc }) => loc[0] === `${HOSTING_URL}/product/${visible}`)).toEqual({
      loc: [`${HOSTING_URL}/product/${visible}`],
      lastmod: [createdAt],
    });
    expect(locs).not.toContain(`${HOSTING_URL}/product/${sold}`);
    expect(locs.filter((loc) => !loc.startsWith(`${HOSTING_URL}/`))).toEqual([]);
  });
});

describe('the page templates', () => {
  const servers: Server[] = [];

  /** A stand-in for Hosting that answers every request with `respond`; its origin, and the paths asked for. */
  async function startOrigin(respond: (path: string, response: ServerResponse) => void): Promise<{ origin: string; requested: string[] }> {
    const requested: string[] = [];
    const server = createServer((request, response) => {
      const path = request.url ?? '';
      requested.push(path);
      respond(path, response);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('The stand-in origin has no port');
    return { origin: `http://127.0.0.1:${address.port}`, requested };
  }

  const html = (response: ServerResponse, text: string) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(text);

  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))));
  });

  it('are fetched from the origin they are given, each once for many pages', COLD_START, async () => {
    const { origin, requested } = await startOrigin((path, response) => {
      const template = templates.get(path);
      if (template === undefined) response.writeHead(404).end();
      else html(response, template);
    });
    const pages = [`/product/${listings.doc().id}`, `/product/${listings.doc().id}`, '/', `/items?search=${uniqueTag()}`, `/items?search=${uniqueTag()}&page=2`];
    for (const path of pages) expect((await renderPage('GET', path, origin)).status, path).toBe(path.startsWith('/product/') ? 404 : 200);
    expect(requested).toEqual(['/product.html', '/home.html', '/items.html']);
  });

  it('that cannot be had, or have no slots, give 503 with Retry-After, not a server error', async () => {
    const failing = await startOrigin((_path, response) => response.writeHead(500).end());
    for (const path of ['/', '/items', `/product/${listings.doc().id}`]) {
      expect(await renderPage('GET', path, failing.origin), path).toMatchObject({ status: 503, cacheControl: 'no-store', headers: { 'Retry-After': '30' } });
    }
    const notHtml = await startOrigin((_path, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    expect((await renderPage('GET', `/product/${listings.doc().id}`, notHtml.origin)).status).toBe(503);
    // A page with a head but nowhere for the data to go, such as a prerendered one.
    const slotless = productTemplate.text.replace(PAGE_HEAD_SLOT, '').replace(PAGE_ROOT_SLOT, '<div id="root"></div>');
    const prerendered = await startOrigin((_path, response) => html(response, slotless));
    expect((await renderPage('GET', `/product/${listings.doc().id}`, prerendered.origin)).status).toBe(503);
  });
});

describe('the pages function', COLD_START, () => {
  it('keeps data pages from the browser and briefly at the CDN, so a product sold shows as sold within 2 minutes', async () => {
    const productId = await createPreviewProduct({ title: `Kettle ${uniqueTag()}`, description: 'Boils fast.' });
    for (const path of [`/product/${productId}`, '/', `/items?search=${uniqueTag()}`]) {
      const { status, cacheControl } = await get(`/pages${path}`, FUNCTIONS_URL);
      expect(status, path).toBe(200);
      expectDataPageCaching(cacheControl, path);
    }
  });

  it('serves the requests for one page within PAGE_CACHE_TTL_MS from one render, even after the product changed', async () => {
    const { productId } = await createTestProduct({ title: `Office chair ${uniqueTag()}`, price: 700 });
    const path = `/product/${productId}`;
    const cached = createPageServer({ cache: true });
    const [first, second] = await Promise.all([cached('GET', path, HOSTING_URL), cached('GET', path, HOSTING_URL)]);

    expect(first.status).toBe(200);
    expect(second).toBe(first);
    await products.doc(productId).update({ price: 800 });
    const [again, uncached] = await Promise.all([cached('GET', path, HOSTING_URL), createPageServer({ cache: false })('GET', path, HOSTING_URL)]);
    expect(again).toBe(first);
    expect(textRuns(rootOf(first.body).inner)).toContain('₹700');
    expect(textRuns(rootOf(uncached.body).inner)).toContain('₹800');
  });

  it('refuses methods other than GET and HEAD with 405', async () => {
    expect(await renderPage('POST', '/sitemap.xml', HOSTING_URL)).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } });
  });
});
