import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import type { ProductQuery } from '@campus/common/catalogue';
import { COLLECTIONS } from '@campus/common/model';
import { liteSdk } from '../../../lib/lite-sdk';
import { productConverter, type CatalogueProduct } from '../../../lib/product-converter';
import { productListKeys } from './keys';

type Cursor = DocumentSnapshot<CatalogueProduct>;

export interface ProductsPage {
  content: CatalogueProduct[];
  totalPages: number;
  totalElements: number;
  /** The page's last document: the next page starts after it. Null from the server, whose snapshots cannot travel. */
  end: Cursor | null;
}

/**
 * One page of the catalogue for /items plus the total (one count aggregation, unless the page before is
 * cached). The Lite SDK has no offset: the page after a cached one starts after that page's last document
 * (page size reads); a page opened directly reads the pages before it once and caches them too, so going
 * back costs nothing. The Lite SDK loads with the first read: a server-rendered listing hydrates without it.
 */
export async function getProductsPage(productQuery: ProductQuery, client: QueryClient): Promise<ProductsPage> {
  const [{ doc, getCount, getDoc, getDocs, limit, query, startAfter, db }, { catalogueQuery }] = await Promise.all([liteSdk(), import('../../../lib/catalogue-query')]);
  const { pageNumber, pageSize } = productQuery;
  const base = catalogueQuery(productQuery);
  // The page before, when cached, gives the cursor and the total of this filter: no second count.
  const previous = pageNumber > 0 ? client.getQueryData(productsPageQueryOptions({ ...productQuery, pageNumber: pageNumber - 1 }).queryKey) : undefined;
  // A server-rendered page has no cursor: its last product, read once (one read, not the pages before again).
  const last = previous?.end === null ? previous.content.at(-1) : undefined;
  const standIn = last === undefined ? undefined : await getDoc(doc(db, COLLECTIONS.products, last.id).withConverter(productConverter));
  const after = previous?.end ?? (standIn?.exists() ? standIn : undefined);
  const pageQuery = after ? query(base, startAfter(after), limit(pageSize)) : query(base, limit(pageSize * (pageNumber + 1)));
  const [snapshot, totalElements] = await Promise.all([
    getDocs(pageQuery),
    previous ? previous.totalElements : getCount(base).then((count) => count.data().count),
  ]);
  const totalPages = Math.ceil(totalElements / pageSize);
  const pageOf = (docs: QueryDocumentSnapshot<CatalogueProduct>[]): ProductsPage => ({ content: docs.map((doc) => doc.data()), totalPages, totalElements, end: docs.at(-1) ?? null });

  if (after) return pageOf(snapshot.docs);
  for (let earlier = 0; earlier < pageNumber; earlier += 1) {
    const docs = snapshot.docs.slice(earlier * pageSize, (earlier + 1) * pageSize);
    client.setQueryData(productsPageQueryOptions({ ...productQuery, pageNumber: earlier }).queryKey, pageOf(docs));
  }
  return pageOf(snapshot.docs.slice(pageNumber * pageSize));
}

export const productsPageQueryOptions = (productQuery: ProductQuery) =>
  queryOptions({
    queryKey: productListKeys.page(productQuery),
    queryFn: ({ client }) => getProductsPage(productQuery, client),
    // The grid keeps showing the current page while another page or filter loads.
    placeholderData: keepPreviousData,
  });

/** The /items page's data for the query in the URL. */
export const useProductsPage = (productQuery: ProductQuery) => useQuery(productsPageQueryOptions(productQuery));
