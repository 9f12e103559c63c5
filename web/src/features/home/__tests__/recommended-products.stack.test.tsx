import { describe, expect, it } from 'vitest';
import { HOME_FETCH } from '@campus/common/catalogue';
import { createQueryClient } from '../../../lib/query-client';
import { recommendedProductsQueryOptions } from '../api/get-recommended-products';

describe('recommended products (Lite SDK, local emulator)', { timeout: 60_000 }, () => {
  it('are the 8 newest available products', async () => {
    const products = await createQueryClient().fetchQuery(recommendedProductsQueryOptions());
    expect(products).toHaveLength(HOME_FETCH.pageSize);
    expect(products.every((product) => product.status === 'available')).toBe(true);
    const dates = products.map((product) => product.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
