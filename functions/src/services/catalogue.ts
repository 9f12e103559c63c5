/** Public catalogue reads for /api: the product list, one product and the search. */
import { describeCatalogueQuery, normaliseSearchTerm, wholeCatalogue, type CatalogueFilter, type ProductQuery } from '@campus/common/catalogue';
import { PRODUCT_NOT_FOUND } from '@campus/common/messages';
import type { Product } from '@campus/common/model';
import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { products, withApiId, type ApiEntity } from '../collections';
import { AppError } from '../errors';
import { documentId } from '../validation';

export type ApiProduct = ApiEntity<Omit<Product, 'keywords'>>;

/** GET /api/products: one page and the page count. */
export interface ProductPage {
  content: ApiProduct[];
  totalPages: number;
}

/** GET /api/products/search. */
export interface SearchResult {
  content: ApiProduct[];
}

/** At most this many results for GET /api/products/search. */
export const SEARCH_LIMIT = 20;

/** The product as callers see it: `_id`, without the search keywords. */
export function toApiProduct(id: string, product: Product): ApiProduct {
  const { keywords: _keywords, ...shown } = product;
  return withApiId(id, shown);
}

/** The catalogue query of common/ (the one the web app runs too) as a firebase-admin query. */
export function catalogueQuery(filter: CatalogueFilter): Query<Product, Product> {
  const { where, orderBy } = describeCatalogueQuery(filter);
  const filtered = where.reduce<Query<Product, Product>>((query, { field, op, value }) => query.where(field, op, value), products);
  return filtered.orderBy(orderBy.field, orderBy.direction);
}

/** One page of the catalogue query and the count of the whole query: page size reads, plus one for the count. */
export async function cataloguePage(query: ProductQuery): Promise<{ docs: QueryDocumentSnapshot<Product, Product>[]; total: number }> {
  const matching = catalogueQuery(query);
  const [count, page] = await Promise.all([
    matching.count().get(),
    matching
      .offset(query.pageNumber * query.pageSize)
      .limit(query.pageSize)
      .get(),
  ]);
  return { docs: page.docs, total: count.data().count };
}

/** One page of available products and the page count, for GET /api/products. */
export async function listProducts(query: ProductQuery): Promise<ProductPage> {
  const { docs, total } = await cataloguePage(query);
  return { content: docs.map((doc) => toApiProduct(doc.id, doc.data())), totalPages: Math.ceil(total / query.pageSize) };
}

/** One product, whatever its status (a sold product's page still opens); not-found otherwise. */
export async function getProduct(productId: string): Promise<ApiProduct> {
  const ref = products.doc(documentId(productId, PRODUCT_NOT_FOUND));
  const product = (await ref.get()).data();
  if (!product) throw new AppError('not-found', PRODUCT_NOT_FOUND);
  return toApiProduct(ref.id, product);
}

/**
 * Up to SEARCH_LIMIT available products, newest first, whose keywords hold the first word of `q` as a prefix;
 * none for a term under 2 characters (the catalogue query would then be the whole catalogue).
 */
export async function searchProducts(q: string): Promise<SearchResult> {
  if (normaliseSearchTerm(q) === null) return { content: [] };
  const snapshot = await catalogueQuery(wholeCatalogue(q)).limit(SEARCH_LIMIT).get();
  return { content: snapshot.docs.map((doc) => toApiProduct(doc.id, doc.data())) };
}
