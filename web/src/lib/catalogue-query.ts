import {
  collection,
  limit,
  orderBy,
  query,
  where,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { MAX_PRICE, normaliseSearchTerm, type ProductQuery, type SortToken } from '@campus/common/catalogue';
import { COLLECTIONS } from '@campus/common/model';
import { catalogueDb } from './firebase';
import { productConverter, type CatalogueProduct } from './product-converter';

export type CatalogueFilter = Pick<ProductQuery, 'categories' | 'minPrice' | 'maxPrice' | 'sort' | 'search'>;

const ORDER: Record<SortToken, QueryConstraint> = {
  'Date-Created': orderBy('createdAt', 'desc'),
  'asc-price': orderBy('price', 'asc'),
  'desc-price': orderBy('price', 'desc'),
};

/**
 * The catalogue query every product list runs (home, /items, search suggestions): available products,
 * narrowed by category (`in`), price range and one search keyword (`array-contains`), in the chosen order.
 * Without a limit, so callers can page it or count it.
 */
export function catalogueQuery(filter: CatalogueFilter): Query<CatalogueProduct> {
  const constraints: QueryConstraint[] = [where('status', '==', 'available')];
  if (filter.categories.length === 1) constraints.push(where('category.name', '==', filter.categories[0]));
  if (filter.categories.length > 1) constraints.push(where('category.name', 'in', filter.categories));
  if (filter.minPrice > 0) constraints.push(where('price', '>=', filter.minPrice));
  if (filter.maxPrice < MAX_PRICE) constraints.push(where('price', '<=', filter.maxPrice));
  const term = normaliseSearchTerm(filter.search);
  if (term !== null) constraints.push(where('keywords', 'array-contains', term));
  constraints.push(ORDER[filter.sort]);
  return query(collection(catalogueDb, COLLECTIONS.products), ...constraints).withConverter(productConverter);
}

/** catalogueQuery with a limit. */
export function limitedCatalogueQuery(filter: CatalogueFilter, count: number): Query<CatalogueProduct> {
  return query(catalogueQuery(filter), limit(count));
}
