/**
 * The catalogue reads of /api behind a short per-instance cache: a hot page, search or product is read
 * from Firestore once per TTL on an instance, however many clients ask for it (concurrent misses of one
 * key share a single read).
 */
import { LRUCache } from 'lru-cache';
import { describeCatalogueQuery, normaliseSearchTerm, type ProductQuery } from '@campus/common/catalogue';
import { getProduct, listProducts, searchProducts, type ApiProduct, type ProductPage, type SearchResult } from '../services/catalogue';

export interface CatalogueReads {
  listProducts(query: ProductQuery): Promise<ProductPage>;
  searchProducts(q: string): Promise<SearchResult>;
  getProduct(productId: string): Promise<ApiProduct>;
}

/**
 * A few seconds, well under the CDN's s-maxage (middleware/cache-control.ts): it adds little to how long a
 * sold item can still look available, while a burst of identical reads on one instance costs one query.
 */
export const CATALOGUE_CACHE_TTL_MS = 5_000;

/** Products kept per kind of read (a page weighs as many as it holds): a few MB per instance at most. */
const MAX_CACHED_PRODUCTS = 5_000;

/** What the three caches share; failed reads (not-found included) are never kept. */
const cacheOptions = <Result>(ttlMs: number, weightOf: (result: Result) => number) => ({
  ttl: ttlMs,
  maxSize: MAX_CACHED_PRODUCTS,
  sizeCalculation: (result: Result) => Math.max(1, weightOf(result)),
  // Those already awaiting a read still get its result when the entry is evicted meanwhile.
  ignoreFetchAbort: true,
});

/**
 * The key of a product list is the query it runs (common/'s description of it) plus the page, so
 * differently written URLs that ask the same thing share an entry; the order of categories is irrelevant
 * to an `in` filter.
 */
const listKey = (query: ProductQuery): string =>
  JSON.stringify([describeCatalogueQuery({ ...query, categories: [...query.categories].sort() }), query.pageNumber, query.pageSize]);

/** The reads of the catalogue routes; `ttlMs` 0 (or less) reads Firestore on every call. */
export function createCatalogueReads({ ttlMs }: { ttlMs: number }): CatalogueReads {
  if (ttlMs <= 0) return { listProducts, searchProducts, getProduct };
  // The read's input travels as the fetch context, so a miss runs exactly the query that was asked.
  const pages = new LRUCache<string, ProductPage, ProductQuery>({
    ...cacheOptions<ProductPage>(ttlMs, (page) => page.content.length),
    fetchMethod: (_key, _stale, { context }) => listProducts(context),
  });
  const searches = new LRUCache<string, SearchResult, string>({
    ...cacheOptions<SearchResult>(ttlMs, (result) => result.content.length),
    fetchMethod: (_key, _stale, { context }) => searchProducts(context),
  });
  const productsById = new LRUCache<string, ApiProduct>({
    ...cacheOptions<ApiProduct>(ttlMs, () => 1),
    fetchMethod: (productId) => getProduct(productId),
  });
  return {
    listProducts: (query) => pages.forceFetch(listKey(query), { context: query }),
    searchProducts: (q) => searches.forceFetch(normaliseSearchTerm(q) ?? '', { context: q }),
    getProduct: (productId) => productsById.forceFetch(productId),
  };
}
