import { describe, expect, it } from 'vitest';
import { MAX_PRICE, type ProductQuery } from '@campus/common/catalogue';
import { createQueryClient } from '../../../lib/query-client';
import { productsPageQueryOptions } from '../api/get-products-page';
import { suggestionsQueryOptions } from '../api/search-suggestions';

const query = (pageNumber: number): ProductQuery => ({ categories: [], minPrice: 0, maxPrice: MAX_PRICE, sort: 'asc-price', search: '', pageSize: 4, pageNumber });
const ids = (page: { content: { id: string }[] }) => page.content.map((product) => product.id);

describe('catalogue queries (Lite SDK, local emulator)', { timeout: 60_000 }, () => {
  it('pages through the catalogue: the next page starts after the cached one, and a deep link gives the same page', async () => {
    const browsing = createQueryClient();
    const first = await browsing.fetchQuery(productsPageQueryOptions(query(0)));
    const second = await browsing.fetchQuery(productsPageQueryOptions(query(1)));
    expect(first.content).toHaveLength(4);
    expect(second.content.length).toBeGreaterThan(0);
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
    expect(first.content.at(-1)?.price ?? 0).toBeLessThanOrEqual(second.content[0]?.price ?? 0);
    expect(first.totalPages).toBe(Math.ceil(first.totalElements / 4));

    const deepLink = createQueryClient();
    const opened = await deepLink.fetchQuery(productsPageQueryOptions(query(1)));
    expect(ids(opened)).toEqual(ids(second));
    // The pages before it were read on the way and are cached for going back.
    expect(deepLink.getQueryData(productsPageQueryOptions(query(0)).queryKey)?.content.map((product) => product.id)).toEqual(ids(first));
  });

  it('goes on from a server-rendered page, which comes without a cursor, to the same next page', async () => {
    const reference = await createQueryClient().fetchQuery(productsPageQueryOptions(query(0)));
    const hydrated = createQueryClient();
    hydrated.setQueryData(productsPageQueryOptions(query(0)).queryKey, { ...reference, end: null });
    const next = await hydrated.fetchQuery(productsPageQueryOptions(query(1)));
    const direct = await createQueryClient().fetchQuery(productsPageQueryOptions(query(1)));
    expect(ids(next)).toEqual(ids(direct));
    expect(next.totalElements).toBe(reference.totalElements);
    // Not read from the start again: that would have cached the first page anew, with a cursor.
    expect(hydrated.getQueryData(productsPageQueryOptions(query(0)).queryKey)?.end).toBeNull();
  });

  it('suggests available products whose words start with the typed term', async () => {
    const products = await createQueryClient().fetchQuery(suggestionsQueryOptions('nintendo'));
    expect(products.map((product) => product.title)).toContain('Nintendo Switch Lite - Turquoise');
    for (const product of products) {
      expect(product.status).toBe('available');
      expect(product.keywords).toContain('nintendo');
    }
    await expect(createQueryClient().fetchQuery(suggestionsQueryOptions('zqxjvw'))).resolves.toEqual([]);
  });
});
