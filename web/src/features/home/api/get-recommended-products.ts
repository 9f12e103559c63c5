import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_FETCH, homeCatalogue } from '@campus/common/catalogue';
import { liteSdk } from '../../../lib/lite-sdk';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { productKeys } from '../../../lib/product-keys';

/**
 * The home page's Recommended Products: the 8 newest available products (spec section 9, HOME_FETCH). The
 * Lite SDK loads with the read: the server-rendered home page hydrates without it.
 */
export async function getRecommendedProducts(): Promise<CatalogueProduct[]> {
  const [{ getDocs }, { limitedCatalogueQuery }] = await Promise.all([liteSdk(), import('../../../lib/catalogue-query')]);
  const snapshot = await getDocs(limitedCatalogueQuery(homeCatalogue(), HOME_FETCH.pageSize));
  return snapshot.docs.map((doc) => doc.data());
}

export const recommendedProductsQueryOptions = () =>
  queryOptions({ queryKey: [...productKeys.all, 'recommended'] as const, queryFn: getRecommendedProducts });

export const useRecommendedProducts = () => useQuery(recommendedProductsQueryOptions());
