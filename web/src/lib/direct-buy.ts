import type { DeliveryMode, Product, WithId } from '@campus/common/model';
import { asList, asNumber, asRecord, asText } from '@campus/common/values';
import type { KeyValueStore } from './key-value-store';

/**
 * Direct-buy hand-over to checkout (spec client storage keys 'direct' and 'buyingProd'):
 * Buy Now stores the single product, Place Order from the cart clears it.
 */
export const DIRECT_FLAG_KEY = 'direct';
export const BUYING_PRODUCT_KEY = 'buyingProd';

export interface DirectBuyProduct {
  _id: string;
  productName: string;
  productDescription: string;
  price: number;
  expectedPrice: number;
  images: { imageUrl: string }[];
  deliveryMode: DeliveryMode;
  /** The accepted offer's price, for the checkout's figures only: the server charges the offer it holds. */
  agreedPrice?: number;
}

export function toDirectBuyProduct(product: WithId<Product>, deliveryMode: DeliveryMode): DirectBuyProduct {
  const images = product.images.length > 0 ? product.images : product.imageURL ? [{ imageUrl: product.imageURL }] : [];
  return {
    _id: product.id,
    productName: product.title,
    productDescription: product.description,
    price: product.price,
    expectedPrice: product.originalPrice,
    images: images.map(({ imageUrl }) => ({ imageUrl })),
    deliveryMode,
  };
}

export function saveDirectBuy(store: KeyValueStore, item: DirectBuyProduct): void {
  store.setItem(DIRECT_FLAG_KEY, 'true');
  store.setItem(BUYING_PRODUCT_KEY, JSON.stringify(item));
}

export function clearDirectBuy(store: KeyValueStore): void {
  store.removeItem(DIRECT_FLAG_KEY);
  store.removeItem(BUYING_PRODUCT_KEY);
}

/**
 * The stored direct-buy product, or null when there is none (no flag, or a value this app did not write).
 * Only the id, the name and the delivery mode are relied on: checkout re-reads the product for its price.
 */
export function readDirectBuy(store: KeyValueStore): DirectBuyProduct | null {
  if (store.getItem(DIRECT_FLAG_KEY) !== 'true') return null;
  const raw = store.getItem(BUYING_PRODUCT_KEY);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const item = asRecord(parsed);
  if (typeof item._id !== 'string' || item._id === '') return null;
  return {
    _id: item._id,
    productName: asText(item.productName),
    productDescription: asText(item.productDescription),
    price: asNumber(item.price),
    expectedPrice: asNumber(item.expectedPrice),
    images: asList(item.images).map((image) => ({ imageUrl: asText(asRecord(image).imageUrl) })),
    deliveryMode: item.deliveryMode === 'doorstep' ? 'doorstep' : 'direct',
    ...(typeof item.agreedPrice === 'number' ? { agreedPrice: item.agreedPrice } : {}),
  };
}
