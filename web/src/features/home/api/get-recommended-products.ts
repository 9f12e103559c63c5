import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocs } from 'firebase/firestore/lite';
import { HOME_FETCH } from '@campus/common/catalogue';
import { limitedCatalogueQuery } from '../../../lib/catalogue-query';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { productKeys } from '../../../lib/product-keys';

/** The home page's Recommended Products: the 8 newest available products (spec section 9, HOME_FETCH). */
export async function getRecommendedProducts(): Promise<CatalogueProduct[]> {
  const filter = { categories: [], minPrice: HOME_FETCH.minPrice, maxPrice: HOME_FETCH.maxPrice, sort: HOME_FETCH.sort, search: '' };
  const snapshot = await getDocs(limitedCatalogueQuery(filter, HOME_FETCH.pageSize));
  return snapshot.docs.map((doc) => doc.data());
}

export const recommendedProductsQueryOptions = () =>
  queryOptions({ queryKey: [...productKeys.all, 'recommended'] as const, queryFn: getRecommendedProducts });

export const useRecommendedProducts = () => useQuery(recommendedProductsQueryOptions());
