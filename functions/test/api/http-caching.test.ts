/**
 * HTTP caching of /api: the public catalogue answers are cacheable by browsers and the Hosting CDN, carry an
 * ETag and answer a matching conditional GET with 304; errors and everything behind a token are never stored.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { CATALOGUE_CACHE_TTL_MS } from '../../src/api/catalogue-cache';
import { NO_STORE, PUBLIC_CATALOGUE } from '../../src/api/middleware/cache-control';
import { api, type Query } from '../support/api-client';
import { HOSTING_URL } from '../support/env';
import { uniqueTag } from '../support/fixtures';
import { createTestProduct } from '../support/products';
import { createTestUser, type TestUser } from '../support/users';

const tag = uniqueTag();
let productId = '';
let user: TestUser;

beforeAll(async () => {
  productId = (await createTestProduct({ title: `Cached ${tag} lamp` })).productId;
  user = await createTestUser();
});

/**
 * Revalidation as a browser's reload or a CDN sends it. A Cache-Control of our own is needed: fetch adds
 * `Cache-Control: no-cache` to a request with If-None-Match otherwise, and Express (rightly) never answers
 * 304 to that.
 */
const revalidate = (etag: string) => ({ 'if-none-match': etag, 'cache-control': 'max-age=0' });

/**
 * The three catalogue reads, each asked for something that exists: this file's product. The list is searched by
 * its tag, since files running beside this one add, change and remove products on the newest page at any time,
 * and two reads of a page that changed in between have different ETags.
 */
const CATALOGUE: [string, () => string, Query][] = [
  ['GET /api/products', () => '/api/products', { pageSize: 2, sort: 'Date-Created', search: tag }],
  ['GET /api/products/search', () => '/api/products/search', { q: tag }],
  ['GET /api/products/id/{id}', () => `/api/products/id/${productId}`, {}],
];

describe('the public catalogue is cacheable', () => {
  test('browsers keep it briefly, the CDN longer than the instance cache, refreshing it in the background', () => {
    const seconds = (directive: string) => Number(new RegExp(`(?:^|, )${directive}=(\\d+)`).exec(PUBLIC_CATALOGUE)?.[1] ?? Number.NaN);
    expect(PUBLIC_CATALOGUE).toMatch(/^public, /);
    expect(seconds('max-age')).toBeGreaterThan(0);
    expect(seconds('s-maxage')).toBeGreaterThanOrEqual(seconds('max-age'));
    expect(seconds('s-maxage') * 1000).toBeGreaterThan(CATALOGUE_CACHE_TTL_MS);
    expect(seconds('stale-while-revalidate')).toBeGreaterThan(0);
  });

  test.each(CATALOGUE)('%s is public with a weak ETag', async (_route, path, query) => {
    const response = await api.get(path(), { query });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CATALOGUE);
    expect(response.headers.get('etag')).toMatch(/^W\/".+"$/);
  });

  test.each(CATALOGUE)('%s answers a matching If-None-Match with 304 and no body', async (_route, path, query) => {
    const first = await api.get(path(), { query });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await api.get(path(), { query, headers: revalidate(etag) });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(PUBLIC_CATALOGUE);
  });

  test.each(CATALOGUE)('%s answers an If-None-Match of other content with the full body', async (_route, path, query) => {
    const response = await api.get(path(), { query, headers: revalidate('W/"something-else"') });
    expect(response.status).toBe(200);
    expect(response.body).not.toBeNull();
  });
});

describe('nothing else may be stored', () => {
  test('an unknown product is a 404 that no cache keeps', async () => {
    const response = await api.get(`/api/products/id/no-such-product-${tag}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe(NO_STORE);
  });

  test('an unknown route is a 404 that no cache keeps', async () => {
    const response = await api.get(`/api/products/nothing-here-${tag}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe(NO_STORE);
  });

  test('a 401 for a missing token is not stored', async () => {
    const response = await api.get('/api/users/profile');
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe(NO_STORE);
  });

  test.each(['/api/users/profile', '/api/cart/', '/api/wishlist/', '/api/address', '/api/user/orders'])(
    "a signed-in user's GET %s is not stored",
    async (path) => {
      const response = await api.get(path, { token: user.token });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(NO_STORE);
    },
  );

  test('an admin list is not stored', async () => {
    const admin = await createTestUser({ admin: true });
    const response = await api.get('/api/admin/product_request', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(NO_STORE);
  });
});

// Hosting's own `headers` in firebase.json override what the function sets, so a broad rule there (say
// no-cache for every path without a dot) would silently undo all of the above at the CDN.
describe('through Hosting, as the CDN meets the function', () => {
  test('the catalogue keeps its public Cache-Control and its ETag', async () => {
    const response = await fetch(`${HOSTING_URL}/api/products/id/${productId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CATALOGUE);
    expect(response.headers.get('etag')).toMatch(/^W\/".+"$/);
  });

  test("a signed-in user's data stays unstorable", async () => {
    const response = await fetch(`${HOSTING_URL}/api/users/profile`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(NO_STORE);
  });
});
