import type { FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import type { Product, ProductStatus, WithId } from '@campus/common/model';

export type CatalogueProduct = WithId<Product>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const STATUSES: readonly ProductStatus[] = ['available', 'sold', 'withdrawn'];
const status = (value: unknown): ProductStatus => STATUSES.find((known) => known === value) ?? 'withdrawn';

/** Turns a products/{id} document into a typed product once, in the data layer. */
export function toCatalogueProduct(id: string, data: Record<string, unknown>): CatalogueProduct {
  return {
    id,
    title: text(data.title),
    price: amount(data.price),
    originalPrice: amount(data.originalPrice),
    imageURL: text(data.imageURL),
    images: list(data.images).map((image) => ({ imageUrl: text(record(image).imageUrl) })).filter((image) => image.imageUrl !== ''),
    description: text(data.description),
    category: { name: text(record(data.category).name) },
    subcategory: text(data.subcategory),
    sellerId: text(data.sellerId),
    listingId: text(data.listingId),
    status: status(data.status),
    createdAt: text(data.createdAt),
    keywords: list(data.keywords).filter((keyword): keyword is string => typeof keyword === 'string'),
  };
}

/** Lite SDK converter for the products collection: `query(...).withConverter(productConverter)`. */
export const productConverter: FirestoreDataConverter<CatalogueProduct, Product> = {
  toFirestore: () => {
    throw new Error('Products are written by the server only.');
  },
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toCatalogueProduct(snapshot.id, snapshot.data()),
};
