import { useMemo } from 'react';
import type { DocumentData } from 'firebase/firestore';
import { COLLECTIONS } from '@campus/common/model';
import { asText } from '@campus/common/values';
import { useLiveUserCollection } from '../../../lib/live-query';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { useProductsByIds } from '../../../lib/product-query';

/** users/{uid}/wishlist/{productId}, with the product id. */
export interface WishlistLine {
  productId: string;
  addedAt: string;
}

export function toWishlistLine(productId: string, data: DocumentData): WishlistLine {
  return { productId, addedAt: asText(data.addedAt) };
}

/** The ids on the signed-in user's wishlist, live (inside <LiveFirestore>): null while loading or unreadable. */
export function useWishlistIds(): ReadonlySet<string> | null {
  const lines = useLiveUserCollection(COLLECTIONS.wishlist, toWishlistLine);
  const items = lines.status === 'ready' ? lines.items : null;
  return useMemo(() => (items === null ? null : new Set(items.map((line) => line.productId))), [items]);
}

export type WishlistView =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  /** Newest first; products that no longer exist are left out. */
  | { status: 'ready'; products: CatalogueProduct[] };

/** The signed-in user's wishlist with product details, live (inside <LiveFirestore>). */
export function useWishlist(): WishlistView {
  const lines = useLiveUserCollection(COLLECTIONS.wishlist, toWishlistLine);
  const ids = lines.status === 'ready' ? [...lines.items].sort((a, b) => b.addedAt.localeCompare(a.addedAt)).map((line) => line.productId) : [];
  const found = useProductsByIds(ids);
  if (lines.status !== 'ready') return lines;
  if (found.status !== 'ready') return found;
  return { status: 'ready', products: ids.flatMap((id) => found.products.get(id) ?? []) };
}
