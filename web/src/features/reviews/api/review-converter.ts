import type { Review, WithId } from '@campus/common/model';

export type ProductReview = WithId<Review>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};

/** Turns a reviews/{productId}_{uid} document into a typed review once, in the data layer. */
export function toProductReview(id: string, data: Record<string, unknown>): ProductReview {
  const user = record(data.user);
  const product = record(data.product);
  return {
    id,
    productId: text(data.productId),
    userId: text(data.userId),
    rating: amount(data.rating),
    comment: text(data.comment),
    user: { firstName: text(user.firstName), lastName: text(user.lastName) },
    product: { title: text(product.title), imageURL: text(product.imageURL), price: amount(product.price) },
    createdAt: text(data.createdAt),
    updatedAt: text(data.updatedAt),
  };
}
