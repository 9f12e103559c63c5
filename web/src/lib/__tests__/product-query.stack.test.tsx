import { renderHook, waitFor } from '@testing-library/react';
import { getDocs } from 'firebase/firestore/lite';
import { DEFAULT_SORT, MAX_PRICE } from '@campus/common/catalogue';
import { describe, expect, it } from 'vitest';
import { limitedCatalogueQuery } from '../catalogue-query';
import { createQueryClient } from '../query-client';
import { productQueryOptions, useProductsByIds } from '../product-query';
import { hookWrapper } from '../../testing/hook-wrapper';

/** Two products of the demo catalogue. */
async function someProducts() {
  const snapshot = await getDocs(limitedCatalogueQuery({ categories: [], minPrice: 0, maxPrice: MAX_PRICE, sort: DEFAULT_SORT, search: '' }, 2));
  return snapshot.docs.map((doc) => doc.data());
}

describe('product reads (Lite SDK, local emulator)', { timeout: 60_000 }, () => {
  it('productQueryOptions reads one product, and null for an id with no product', async () => {
    const [product] = await someProducts();
    if (!product) throw new Error('The demo catalogue is empty');
    const client = createQueryClient();
    await expect(client.fetchQuery(productQueryOptions(product.id))).resolves.toEqual(product);
    await expect(client.fetchQuery(productQueryOptions('no-such-product'))).resolves.toBeNull();
  });

  it('useProductsByIds gives the products of the ids that exist, from the cache when already read', async () => {
    const products = await someProducts();
    const ids = [...products.map((product) => product.id), 'no-such-product'];
    const client = createQueryClient();
    const { result } = renderHook(() => useProductsByIds(ids), { wrapper: hookWrapper(client) });
    await waitFor(() => expect(result.current?.status).toBe('ready'));
    if (result.current.status !== 'ready') throw new Error('not ready');
    expect([...result.current.products.keys()].sort()).toEqual(products.map((product) => product.id).sort());
    // Each product is cached under its own key, as the product page reads it.
    for (const product of products) expect(client.getQueryData(productQueryOptions(product.id).queryKey)).toEqual(product);
  });
});
