import type { FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import type { Product, ProductStatus, WithId } from '@campus/common/model';
import { asList, asNumber, asRecord, asText, asTextList } from '@campus/common/values';

export type CatalogueProduct = WithId<Product>;

const STATUSES: readonly ProductStatus[] = ['available', 'sold', 'withdrawn'];
const status = (value: unknown): ProductStatus => STATUSES.find((known) => known === value) ?? 'withdrawn';

/** Turns a products/{id} document into a typed product once, in the data layer. */
export function toCatalogueProduct(id: string, data: Record<string, unknown>): CatalogueProduct {
  return {
    id,
    title: asText(data.title),
    price: asNumber(data.price),
    originalPrice: asNumber(data.originalPrice),
    imageURL: asText(data.imageURL),
    ...(typeof data.cardImageURL === 'string' && data.cardImageURL !== '' ? { cardImageURL: data.cardImageURL } : {}),
    images: asList(data.images)
      .map((image) => ({ imageUrl: asText(asRecord(image).imageUrl) }))
      .filter((image) => image.imageUrl !== ''),
    description: asText(data.description),
    category: { name: asText(asRecord(data.category).name) },
    subcategory: asText(data.subcategory),
    sellerId: asText(data.sellerId),
    listingId: asText(data.listingId),
    status: status(data.status),
    createdAt: asText(data.createdAt),
    keywords: asTextList(data.keywords),
    ...(typeof data.reservedBy === 'string' && typeof data.reservedUntil === 'string' ? { reservedBy: data.reservedBy, reservedUntil: data.reservedUntil } : {}),
  };
}

/** Lite SDK converter for the products collection: `query(...).withConverter(productConverter)`. */
export const productConverter: FirestoreDataConverter<CatalogueProduct, Product> = {
  toFirestore: () => {
    throw new Error('Products are written by the server only.');
  },
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toCatalogueProduct(snapshot.id, snapshot.data()),
};
