import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query';
import { COLLECTIONS } from '@campus/common/model';
import { liteSdk } from './lite-sdk';
import { productKeys } from './product-keys';
import { productConverter, type CatalogueProduct } from './product-converter';

/** products/{id} through the Lite SDK (one read, the SDK loaded with it); null when there is no such product. */
async function getProduct(productId: string): Promise<CatalogueProduct | null> {
  const { doc, getDoc, db } = await liteSdk();
  const snapshot = await getDoc(doc(db, COLLECTIONS.products, productId).withConverter(productConverter));
  return snapshot.data() ?? null;
}

/**
 * One catalogue product by id: the product page, and the cart's and wishlist's lines, share this read
 * (and its cache), so a product seen on its page costs nothing again in the cart.
 */
export const productQueryOptions = (productId: string) =>
  queryOptions({ queryKey: productKeys.detail(productId), queryFn: () => getProduct(productId) });

export type ProductsByIds =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; products: ReadonlyMap<string, CatalogueProduct> };

// Module-level, so TanStack Query sees the same combine function each render and keeps its result stable.
function combineProducts(results: UseQueryResult<CatalogueProduct | null>[]): ProductsByIds {
  const failed = results.filter((result) => result.isError);
  const [first] = failed;
  if (first) return { status: 'error', error: first.error, retry: () => failed.forEach((result) => void result.refetch()) };
  if (results.some((result) => result.isPending)) return { status: 'loading' };
  const products = new Map<string, CatalogueProduct>();
  for (const { data } of results) if (data) products.set(data.id, data);
  return { status: 'ready', products };
}

/**
 * The catalogue entries of a list of ids (the cart's or wishlist's lines), one cached read each, shared
 * with the product pages: a line whose product was read before costs nothing, and a failed read retries
 * on its own.
 */
export function useProductsByIds(ids: readonly string[]): ProductsByIds {
  return useQueries({ queries: ids.map((id) => productQueryOptions(id)), combine: combineProducts });
}
