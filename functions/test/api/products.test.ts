/** GET /api/products (filters, sort, paging), GET /api/products/id/{id}, GET /api/products/search. */
import { beforeAll, describe, expect, test } from 'vitest';
import { api, idsAt, pickArray } from '../support/api-client';
import { uniqueTag } from '../support/fixtures';
import { createTestProduct } from '../support/products';

// A narrow price band of our own (far above the demo catalogue) isolates these products from everything
// else on the stack; the categories are the fixed ones, so the band does the isolating. The products are
// removed again afterwards, so reruns on the same stack do not meet them.
const BASE = 100_000 + Math.floor(Math.random() * 890_000);
const band = { minPrice: BASE, maxPrice: BASE + 6 };

interface Seeded {
  id: string;
  price: number;
  category: string;
  createdAt: string;
}

const seeded: Seeded[] = [];
let soldId = '';
const tag = uniqueTag();

const byPriceAsc = () => [...seeded].sort((a, b) => a.price - b.price).map((product) => product.id);
const byNewest = () => [...seeded].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((product) => product.id);
const idsIn = (categories: string[]) => byPriceAsc().filter((id) => categories.includes(seeded.find((product) => product.id === id)?.category ?? ''));

beforeAll(async () => {
  // The first call may start the function cold; let it happen here, under the longer hook timeout.
  await api.get('/api/products', { query: { pageSize: 1 } });
  const plan: [number, string][] = [
    [5, 'Electronic'],
    [1, 'Toy'],
    [4, 'Electronic'],
    [2, 'Books & Study Materials'],
    [3, 'Toy'],
  ];
  // createdAt order differs from price order, so the sorts are told apart.
  for (const [index, [offset, category]] of plan.entries()) {
    const createdAt = new Date(Date.UTC(2024, 0, 1 + index)).toISOString();
    const price = BASE + offset;
    const { productId: id } = await createTestProduct({ title: `Band ${tag} item ${offset}`, price, category, createdAt });
    seeded.push({ id, price, category, createdAt });
  }
  soldId = (await createTestProduct({ title: `Band ${tag} sold`, price: BASE + 6, category: 'Electronic', status: 'sold' })).productId;
});

describe('GET /api/products', () => {
  test('a price band returns exactly the available products in it, with totalPages', async () => {
    const response = await api.get('/api/products', { query: { ...band, sort: 'asc-price', pageSize: 50 } });
    expect(response.status).toBe(200);
    expect(idsAt(response.body, 'content')).toEqual(byPriceAsc());
    expect(response.body).toMatchObject({ totalPages: 1 });
  });

  test('a sold product is not listed', async () => {
    const response = await api.get('/api/products', { query: { ...band, pageSize: 50 } });
    expect(idsAt(response.body, 'content')).not.toContain(soldId);
  });

  test.each([
    ['asc-price', () => byPriceAsc()],
    ['desc-price', () => byPriceAsc().reverse()],
    ['Date-Created', () => byNewest()],
  ])('sort=%s orders the page', async (sort, expected) => {
    const response = await api.get('/api/products', { query: { ...band, sort, pageSize: 50 } });
    expect(response.status).toBe(200);
    expect(idsAt(response.body, 'content')).toEqual(expected());
  });

  test.each([
    ['repeated', { category: ['Electronic', 'Toy'] }],
    ['comma list', { category: 'Electronic,Toy' }],
  ])('category filter as a %s', async (_form, categoryQuery) => {
    const response = await api.get('/api/products', { query: { ...band, ...categoryQuery, sort: 'asc-price', pageSize: 50 } });
    expect(response.status).toBe(200);
    expect(idsAt(response.body, 'content')).toEqual(idsIn(['Electronic', 'Toy']));
  });

  test('a single category', async () => {
    const response = await api.get('/api/products', { query: { ...band, category: 'Books & Study Materials', pageSize: 50 } });
    expect(idsAt(response.body, 'content')).toEqual(idsIn(['Books & Study Materials']));
  });

  test('minPrice and maxPrice are inclusive bounds', async () => {
    const response = await api.get('/api/products', { query: { minPrice: BASE + 2, maxPrice: BASE + 4, sort: 'asc-price', pageSize: 50 } });
    expect(idsAt(response.body, 'content')).toEqual(byPriceAsc().slice(1, 4));
  });

  test('pageNumber is 0-based and pages partition the result', async () => {
    // One request at a time: parallel calls make the Functions emulator start extra workers (slow cold starts).
    const pages = [];
    for (const pageNumber of [0, 1, 2, 3]) {
      pages.push(await api.get('/api/products', { query: { ...band, sort: 'asc-price', pageSize: 2, pageNumber } }));
    }
    for (const page of pages) expect(page.body).toMatchObject({ totalPages: 3 });
    expect(pages.map((page) => idsAt(page.body, 'content'))).toEqual([
      byPriceAsc().slice(0, 2),
      byPriceAsc().slice(2, 4),
      byPriceAsc().slice(4),
      [],
    ]);
  });

  test('without filters it still answers a page of at most pageSize', async () => {
    const response = await api.get('/api/products', { query: { pageSize: 3 } });
    expect(response.status).toBe(200);
    expect(pickArray(response.body, 'content').length).toBeLessThanOrEqual(3);
    expect(response.body).toMatchObject({ totalPages: expect.any(Number) });
  });
});

describe('GET /api/products/id/{id}', () => {
  test('returns the product in the spec shape', async () => {
    const [first] = seeded;
    if (!first) throw new Error('no products seeded');
    const response = await api.get(`/api/products/id/${first.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      _id: first.id,
      title: expect.stringContaining(tag),
      price: first.price,
      originalPrice: first.price,
      imageURL: expect.any(String),
      images: [{ imageUrl: expect.any(String) }],
      description: expect.any(String),
      category: { name: first.category },
    });
  });

  test('an unknown id is 404 with an error', async () => {
    const response = await api.get(`/api/products/id/no-such-product-${tag}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: expect.any(String) });
  });
});

describe('GET /api/products/search', () => {
  const word = `zq${tag}`;
  let productId = '';

  beforeAll(async () => {
    productId = (await createTestProduct({ title: `Retro ${word} lamp`, price: 750 })).productId;
  });

  test.each([
    ['the whole word', word],
    ['a prefix of a title word', word.slice(0, 6)],
    ['an upper-case prefix', word.slice(0, 6).toUpperCase()],
  ])('finds a product by %s', async (_what, q) => {
    const response = await api.get('/api/products/search', { query: { q } });
    expect(response.status).toBe(200);
    expect(idsAt(response.body, 'content')).toEqual([productId]);
  });

  test('a word that is not a prefix of any title word finds nothing', async () => {
    const response = await api.get('/api/products/search', { query: { q: `${tag}zq` } });
    expect(response.body).toEqual({ content: [] });
  });

  test.each([
    ['empty', ''],
    ['one character', 'r'],
  ])('an %s query answers an empty content list', async (_what, q) => {
    const response = await api.get('/api/products/search', { query: { q } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ content: [] });
  });

  test('no q at all answers an empty content list', async () => {
    const response = await api.get('/api/products/search');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ content: [] });
  });
});
