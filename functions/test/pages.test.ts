/**
 * The `pages` function as a chat app's link preview or a search crawler meets it: plain fetches through the
 * Hosting emulator (firebase.json's rewrites, the web build's product.html as the shell), no JavaScript run.
 * What Hosting never passes on (undecodable escapes: the Hosting emulator answers those itself) and the
 * function's own headers (firebase.json's `headers` may override them at Hosting) are checked on the function.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductStatus } from '@campus/common/model';
import { listings, products } from '../src/collections';
import { renderPage } from '../src/pages/serve';
import { FUNCTIONS_URL, HOSTING_URL } from './support/env';
import { uniqueTag } from './support/fixtures';
import { linkHrefs, metaContents, readHead, xmlProblems, xmlTexts, type Head } from './support/markup';
import { createTestProduct } from './support/products';

const COLD_START = { timeout: 90_000 };
const SITE = 'Campus Marketplace';
// A Storage download URL as the app stores them: its '&' must come out as '&amp;' in the attribute and back again.
const IMAGE_URL = 'http://127.0.0.1:9199/v0/b/demo-campus-market.appspot.com/o/listings%2Fseller%2Fphoto.jpg?alt=media&token=preview-test';

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

const countOf = (text: string, part: string) => text.split(part).length - 1;

/** The web build's product page as Hosting serves it, before any product goes in. */
let shell: { text: string; head: Head };

/** The generic product page (the shell's own title and description), kept out of search results. */
function expectNotFound(path: string, page: Pick<Fetched, 'status' | 'type' | 'text'>): void {
  expect(page.status, path).toBe(404);
  expect(page.type, path).toMatch(/^text\/html/i);
  const head = readHead(page.text);
  expect(metaContents(head, 'robots'), path).toEqual(['noindex']);
  expect(head.titles, path).toEqual(shell.head.titles);
  expect(metaContents(head, 'description'), path).toEqual(metaContents(shell.head, 'description'));
  expect(linkHrefs(head, 'canonical'), path).toEqual([]);
  expect(metaContents(head, 'og:image'), path).toEqual([]);
  expect(metaContents(head, 'product:price:amount'), path).toEqual([]);
  expect(page.text, path).toContain('<div id="root"');
}

beforeAll(async () => {
  const fetched = await get('/product.html');
  expect(fetched.status, 'the hosted web build has a product.html').toBe(200);
  shell = { text: fetched.text, head: readHead(fetched.text) };
  // The first call starts the function cold; let that happen here, under the longer hook timeout.
  await get('/sitemap.xml');
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
    // Still the web app: the same scripts, and the prerendered root it hydrates.
    expect(countOf(page.text, '<script')).toBe(countOf(shell.text, '<script'));
    expect(page.text).toContain('<div id="root"');
  });

  it('is cacheable: public, a short max-age, and longer at the CDN with stale-while-revalidate', async () => {
    const productId = await createPreviewProduct({ title: `Kettle ${uniqueTag()}`, description: 'Boils fast.' });
    const { status, cacheControl } = await get(`/pages/product/${productId}`, FUNCTIONS_URL);

    expect(status).toBe(200);
    expect(cacheControl).toMatch(/^public, max-age=\d{2,3}, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it("writes a name with quotes, <script>, & and '$&' as text, never as markup", async () => {
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
    expect(countOf(head.markup, '<script')).toBe(countOf(shell.head.markup, '<script'));
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

  it('answers 404 with the generic page and noindex for unknown, over-long, reserved, odd and hidden ids', async () => {
    const sold = await createPreviewProduct({ title: `Sold kettle ${uniqueTag()}`, description: 'Gone.', status: 'sold' });
    const withdrawn = await createPreviewProduct({ title: `Withdrawn chair ${uniqueTag()}`, description: 'Gone.', status: 'withdrawn' });
    const paths = [
      `/product/${listings.doc().id}`,
      `/product/${'a'.repeat(3000)}`,
      // A lone surrogate: fetch has to send it as U+FFFD.
      '/product/\uD800',
      '/product/__name__',
      '/product/a%2Fb',
      '/product/',
      `/product/${sold}`,
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
});

describe('/sitemap.xml', COLD_START, () => {
  it('is a sitemaps.org document of the home page, /items and the visible products, without hidden ones', async () => {
    const createdAt = '2025-03-04T05:06:07.000Z';
    const visible = await createPreviewProduct({ title: `Sitemap desk ${uniqueTag()}`, description: 'Listed.', createdAt });
    const sold = await createPreviewProduct({ title: `Sitemap shelf ${uniqueTag()}`, description: 'Sold.', status: 'sold' });
    const sitemap = await get('/sitemap.xml');

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

describe('the page shell', () => {
  const servers: Server[] = [];

  /** A stand-in for Hosting that answers every request with `respond`; its origin, and the paths asked for. */
  async function startOrigin(respond: (response: ServerResponse) => void): Promise<{ origin: string; requested: string[] }> {
    const requested: string[] = [];
    const server = createServer((request, response) => {
      requested.push(request.url ?? '');
      respond(response);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('The stand-in origin has no port');
    return { origin: `http://127.0.0.1:${address.port}`, requested };
  }

  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))));
  });

  it('is fetched from the origin it is given, at /product.html, once for many requests', async () => {
    const { origin, requested } = await startOrigin((response) => response.writeHead(200, { 'content-type': 'text/html' }).end(shell.text));
    const unknown = `/product/${listings.doc().id}`;
    expect((await renderPage('GET', unknown, origin)).status).toBe(404);
    expect((await renderPage('GET', unknown, origin)).status).toBe(404);
    expect(requested).toEqual(['/product.html']);
  });

  it('that cannot be had gives 503 with Retry-After, not a server error', async () => {
    const failing = await startOrigin((response) => response.writeHead(500).end());
    expect(await renderPage('GET', `/product/${listings.doc().id}`, failing.origin)).toMatchObject({
      status: 503,
      cacheControl: 'no-store',
      headers: { 'Retry-After': '30' },
    });
    const notHtml = await startOrigin((response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    expect((await renderPage('GET', `/product/${listings.doc().id}`, notHtml.origin)).status).toBe(503);
  });
});

describe('the pages function', () => {
  it('refuses methods other than GET and HEAD with 405', async () => {
    expect(await renderPage('POST', '/sitemap.xml', HOSTING_URL)).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } });
  });
});
