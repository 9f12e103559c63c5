/** The one Firestore read of a product page preview. */
import type { Product } from '@campus/common/model';
import { products } from '../collections';

/**
 * The product when a visitor finds it in the catalogue: available (approved, not sold or withdrawn).
 * Undefined otherwise, so a sold or withdrawn product's link gets no preview and is not indexed.
 * `productId` must already be a valid id. Its text is escaped where it goes into the HTML.
 */
export async function findVisibleProduct(productId: string): Promise<Product | undefined> {
  const product = (await products.doc(productId).get()).data();
  return product?.status === 'available' ? product : undefined;
}
