/** Public catalogue reads for /api: the product list, one product and the search. */
import { MAX_PRICE, normaliseSearchTerm, type ProductQuery } from '@campus/common/catalogue';
import { PRODUCT_NOT_FOUND } from '@campus/common/messages';
import type { Product } from '@campus/common/model';
import type { Query } from 'firebase-admin/firestore';
import { products, withApiId, type ApiEntity } from '../collections';
import { AppError } from '../errors';
import { documentId } from '../validation';

export type ApiProduct = ApiEntity<Omit<Product, 'keywords'>>;

const SEARCH_LIMIT = 20;

/** The product as callers see it: `_id`, without the search keywords. */
export function toApiProduct(id: string, product: Product): ApiProduct {
  const { keywords: _keywords, ...shown } = product;
  return withApiId(id, shown);
}

function filtered(query: ProductQuery): Query<Product, Product> {
  let result = products.where('status', '==', 'available');
  if (query.categories.length > 0) result = result.where('category.name', 'in', query.categories);
  // The full range is every product: leaving the bounds out keeps Date-Created queries on simpler indexes.
  if (query.minPrice > 0) result = result.where('price', '>=', query.minPrice);
  if (query.maxPrice < MAX_PRICE) result = result.where('price', '<=', query.maxPrice);
  return result;
}

function sorted(query: Query<Product, Product>, sort: ProductQuery['sort']): Query<Product, Product> {
  if (sort === 'asc-price') return query.orderBy('price', 'asc');
  if (sort === 'desc-price') return query.orderBy('price', 'desc');
  return query.orderBy('createdAt', 'desc');
}

/** One page of available products and the page count, for GET /api/products. */
export async function listProducts(query: ProductQuery): Promise<{ content: ApiProduct[]; totalPages: number }> {
  const base = filtered(query);
  const [count, page] = await Promise.all([
    base.count().get(),
    sorted(base, query.sort)
      .offset(query.pageNumber * query.pageSize)
      .limit(query.pageSize)
      .get(),
  ]);
  return {
    content: page.docs.map((doc) => toApiProduct(doc.id, doc.data())),
    totalPages: Math.ceil(count.data().count / query.pageSize),
  };
}

/** One product, whatever its status (a sold product's page still opens); not-found otherwise. */
export async function getProduct(productId: string): Promise<ApiProduct> {
  const ref = products.doc(documentId(productId, PRODUCT_NOT_FOUND));
  const product = (await ref.get()).data();
  if (!product) throw new AppError('not-found', PRODUCT_NOT_FOUND);
  return toApiProduct(ref.id, product);
}

/** Available products whose keywords hold the first word of `q` as a prefix; none for a term under 2 characters. */
export async function searchProducts(q: string): Promise<{ content: ApiProduct[] }> {
  const term = normaliseSearchTerm(q);
  if (term === null) return { content: [] };
  const snapshot = await products.where('status', '==', 'available').where('keywords', 'array-contains', term).limit(SEARCH_LIMIT).get();
  return { content: snapshot.docs.map((doc) => toApiProduct(doc.id, doc.data())) };
}
