import type { Review, WithId } from '@campus/common/model';
import { asNumber, asRecord, asText } from '@campus/common/values';

export type ProductReview = WithId<Review>;

/** Turns a reviews/{productId}_{uid} document into a typed review once, in the data layer. */
export function toProductReview(id: string, data: Record<string, unknown>): ProductReview {
  const user = asRecord(data.user);
  const product = asRecord(data.product);
  return {
    id,
    productId: asText(data.productId),
    userId: asText(data.userId),
    rating: asNumber(data.rating),
    comment: asText(data.comment),
    user: { firstName: asText(user.firstName), lastName: asText(user.lastName) },
    product: { title: asText(product.title), imageURL: asText(product.imageURL), price: asNumber(product.price) },
    createdAt: asText(data.createdAt),
    updatedAt: asText(data.updatedAt),
  };
}
