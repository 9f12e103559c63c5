import type { DocumentData } from 'firebase/firestore';
import { COLLECTIONS, type CartEntry } from '@campus/common/model';
import { asText } from '@campus/common/values';
import { useLiveUserCollection, type LiveList } from './live-query';

/** users/{uid}/cart/{productId}, with the product id. */
export interface CartLine extends CartEntry {
  productId: string;
}

/** Converts a cart document once; a malformed one is skipped rather than shown wrong. */
export function toCartLine(productId: string, data: DocumentData): CartLine | null {
  const { quantity, addedAt } = data;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  return { productId, quantity, addedAt: asText(addedAt) };
}

/** The signed-in user's cart lines, live (inside <LiveFirestore>); empty for a visitor. The cart page, the cart button and checkout share one listener. */
export function useCartLines(): LiveList<CartLine> {
  return useLiveUserCollection(COLLECTIONS.cart, toCartLine);
}
