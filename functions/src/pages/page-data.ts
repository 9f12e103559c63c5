/** The Firestore reads of the server-rendered pages (common/page-data.ts), the same queries the web app runs. */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HOME_FETCH, homeCatalogue, type ProductQuery } from '@campus/common/catalogue';
import type { Product } from '@campus/common/model';
import type { PageData, StoredDocument } from '@campus/common/page-data';
import { products, reputations, reviews } from '../collections';
import { isDocumentId } from '../validation';
import { cataloguePage, catalogueQuery } from '../services/catalogue';

const NO_REPUTATION = { ratingSum: 0, ratingCount: 0, completedSales: 0 };

const stored = <T extends object>(doc: DocumentSnapshot<T, T>): StoredDocument => ({ id: doc.id, data: { ...doc.data() } });

/** The home page's Recommended Products: the newest available ones (HOME_FETCH). */
export async function homeData(): Promise<PageData> {
  const snapshot = await catalogueQuery(homeCatalogue()).limit(HOME_FETCH.pageSize).get();
  return { page: 'home', recommended: snapshot.docs.map(stored) };
}

/** One /items page and the count of the whole filter, as /api/products reads them. */
export async function itemsData(query: ProductQuery): Promise<PageData> {
  const { docs, total } = await cataloguePage(query);
  return { page: 'items', query, products: docs.map(stored), totalElements: total };
}

/**
 * The product page's data for a valid document id: the product, whatever its status (the page shows a sold
 * one as sold), its seller's reputation and its reviews (the page's reviews query): three reads, and one per
 * review beyond the first. `product` is the product itself, for the head.
 */
export async function productData(productId: string): Promise<{ data: PageData; product: Product | undefined }> {
  const snapshot = await products.doc(productId).get();
  const product = snapshot.data();
  if (product === undefined) return { data: { page: 'product', productId, product: null, reputation: null, reviews: [] }, product };
  const [reputation, productReviews] = await Promise.all([
    isDocumentId(product.sellerId) ? reputations.doc(product.sellerId).get().then((doc) => doc.data()) : undefined,
    reviews.where('productId', '==', productId).orderBy('createdAt', 'desc').get(),
  ]);
  return {
    data: { page: 'product', productId, product: stored(snapshot), reputation: reputation ?? NO_REPUTATION, reviews: productReviews.docs.map(stored) },
    product,
  };
}
