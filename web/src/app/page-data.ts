/**
 * The server-rendered pages' data (common/page-data.ts): the server's reads go into the query cache under
 * the keys the pages read, so hydrating reads nothing again.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { PageData } from '@campus/common/page-data';
import { recommendedProductsQueryOptions } from '../features/home/api/get-recommended-products';
import { productsPageQueryOptions, type ProductsPage } from '../features/products/api/get-products-page';
import { productReviewsQueryOptions } from '../features/reviews/api/get-product-reviews';
import { toCatalogueProduct } from '../lib/product-converter';
import { productQueryOptions } from '../lib/product-query';
import { reputationQueryOptions } from '../lib/reputation';
import { toProductReview } from '../lib/review-converter';

/** Puts the server's reads into `client` as the pages' own queries would have cached them. */
export function seedPageData(client: QueryClient, data: PageData): void {
  const product = (stored: { id: string; data: Record<string, unknown> }) => toCatalogueProduct(stored.id, stored.data);
  switch (data.page) {
    case 'home':
      client.setQueryData(recommendedProductsQueryOptions().queryKey, data.recommended.map(product));
      return;
    case 'items': {
      const page: ProductsPage = {
        content: data.products.map(product),
        totalElements: data.totalElements,
        totalPages: Math.ceil(data.totalElements / data.query.pageSize),
        // The server's cursor cannot travel: the next page reads from the start (getProductsPage).
        end: null,
      };
      client.setQueryData(productsPageQueryOptions(data.query).queryKey, page);
      return;
    }
    case 'product':
      client.setQueryData(productQueryOptions(data.productId).queryKey, data.product === null ? null : product(data.product));
      if (data.product === null) return;
      if (data.reputation !== null) client.setQueryData(reputationQueryOptions(product(data.product).sellerId).queryKey, data.reputation);
      // Server and browser render the rating line, the tab label and the reviews with the same reviews: read in
      // the browser instead, they could arrive before a part that shows them hydrated, and differ from its HTML.
      // Stale from the start (updated at 0): the page may be a minute old at the CDN, and a student who has just
      // written a review and reloads must find it; the app reads them again once the page has hydrated.
      client.setQueryData(
        productReviewsQueryOptions(data.productId).queryKey,
        data.reviews.map((review) => toProductReview(review.id, review.data)),
        { updatedAt: 0 },
      );
  }
}
