/** The one Firestore read of a product page preview. */
import { asList, asNumber, asRecord, asText } from '@campus/common/values';
import { products } from '../collections';

/** What a link preview shows of a product. */
export interface ProductPreview {
  id: string;
  title: string;
  price: number;
  description: string;
  /** The first photo's URL as stored ('' when there is none). */
  imageUrl: string;
}

/**
 * The product when a visitor finds it in the catalogue: available (approved, not sold or withdrawn).
 * Undefined otherwise, so a sold or withdrawn product's link gets no preview and is not indexed.
 * `productId` must already be a valid id (productIdFrom). Fields are read defensively: they end up in HTML.
 */
export async function findVisibleProduct(productId: string): Promise<ProductPreview | undefined> {
  const snapshot = await products.doc(productId).get();
  const data = asRecord(snapshot.data());
  if (data.status !== 'available') return undefined;
  return {
    id: snapshot.id,
    title: asText(data.title).trim() || 'Product',
    price: asNumber(data.price),
    description: asText(data.description),
    imageUrl: asText(asRecord(asList(data.images)[0]).imageUrl) || asText(data.imageURL),
  };
}
