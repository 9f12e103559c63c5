import type { CatalogueFilter, ProductQuery } from '@campus/common/catalogue';
import { productKeys } from '../../../lib/product-keys';

const filterOf = ({ categories, minPrice, maxPrice, sort, search }: CatalogueFilter): CatalogueFilter => ({ categories, minPrice, maxPrice, sort, search });

/** Every TanStack Query key of the products feature, under the catalogue's root key. */
export const productListKeys = {
  page: (query: ProductQuery) => [...productKeys.all, 'page', filterOf(query), query.pageSize, query.pageNumber] as const,
  suggestions: (term: string) => [...productKeys.all, 'suggestions', term] as const,
};
