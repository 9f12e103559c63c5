/**
 * The queries of the /api catalogue routes run straight against Firestore with firebase-admin, without
 * HTTP or Express: the floor the app's latency is compared with in api-load.ts. Same filters, order,
 * offset, limit and count as functions/src/services/catalogue.ts. Import it only once the emulator hosts
 * are in the environment (the admin SDK reads them when it starts).
 */
import { DEFAULT_SORT, MAX_PRICE, describeCatalogueQuery, normaliseSearchTerm, parseProductQuery, type CatalogueFilter } from '@campus/common/catalogue';
import { COLLECTIONS } from '@campus/common/model';
import type { Query } from 'firebase-admin/firestore';
import { db } from '../../functions/src/firebase';
import { SEARCH_LIMIT } from '../../functions/src/services/catalogue';

const products = db.collection(COLLECTIONS.products);
const PRODUCT_PATH = /^\/api\/products\/id\/([^/]+)$/;

function catalogueQuery(filter: CatalogueFilter): Query {
  const { where, orderBy } = describeCatalogueQuery(filter);
  return where.reduce<Query>((query, { field, op, value }) => query.where(field, op, value), products).orderBy(orderBy.field, orderBy.direction);
}

/** Runs the reads the route of `path` makes (an /api path with its query); true when they found an answer. */
async function readCatalogue(path: string): Promise<boolean> {
  const url = new URL(path, 'http://localhost');
  const productId = PRODUCT_PATH.exec(url.pathname)?.[1];
  if (productId !== undefined) return (await products.doc(decodeURIComponent(productId)).get()).exists;
  if (url.pathname === '/api/products/search') {
    const q = url.searchParams.get('q') ?? '';
    if (normaliseSearchTerm(q) === null) return true;
    const found = await catalogueQuery({ categories: [], minPrice: 0, maxPrice: MAX_PRICE, sort: DEFAULT_SORT, search: q }).limit(SEARCH_LIMIT).get();
    found.docs.forEach((doc) => doc.data());
    return true;
  }
  const query = parseProductQuery(url.searchParams);
  const matching = catalogueQuery(query);
  const [, page] = await Promise.all([
    matching.count().get(),
    matching
      .offset(query.pageNumber * query.pageSize)
      .limit(query.pageSize)
      .get(),
  ]);
  page.docs.forEach((doc) => doc.data());
  return true;
}

/** The bench's call for request `i` of the mix `path`, answered by Firestore alone. */
export const firestoreCall =
  (path: (i: number) => string) =>
  (i: number): Promise<boolean> =>
    readCatalogue(path(i));
