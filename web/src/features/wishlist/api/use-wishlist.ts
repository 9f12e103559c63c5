import { useMemo } from 'react';
import type { DocumentData } from 'firebase/firestore';
import { COLLECTIONS } from '@campus/common/model';
import { useLiveUserCollection } from '../../../lib/live-user-collection';
import { useProductsByIds } from '../../../lib/products-by-ids';
import type { CatalogueProduct } from '../../../lib/product-converter';

/** users/{uid}/wishlist/{productId}, with the product id. */
export interface WishlistLine {
  productId: string;
  addedAt: string;
}

export function toWishlistLine(productId: string, data: DocumentData): WishlistLine {
  return { productId, addedAt: typeof data.addedAt === 'string' ? data.addedAt : '' };
}

/** The ids on the signed-in user's wishlist, live (inside <LiveFirestore>); empty for a visitor. */
export function useWishlistIds(): { status: 'loading' | 'ready'; signedIn: boolean; ids: ReadonlySet<string> } {
  const { status, signedIn, items } = useLiveUserCollection(COLLECTIONS.wishlist, toWishlistLine);
  const ids = useMemo(() => new Set(items.map((line) => line.productId)), [items]);
  return { status, signedIn, ids };
}

export interface WishlistView {
  status: 'loading' | 'ready' | 'error';
  signedIn: boolean;
  /** Newest first; products that no longer exist are left out. */
  products: CatalogueProduct[];
  error?: Error;
}

/** The signed-in user's wishlist with product details, live (inside <LiveFirestore>). */
export function useWishlist(): WishlistView {
  const lines = useLiveUserCollection(COLLECTIONS.wishlist, toWishlistLine);
  const ordered = useMemo(() => [...lines.items].sort((a, b) => b.addedAt.localeCompare(a.addedAt)), [lines.items]);
  const ids = useMemo(() => ordered.map((line) => line.productId), [ordered]);
  const found = useProductsByIds(ids);
  const products = useMemo(
    () => ids.flatMap((id) => {
      const product = found.products.get(id);
      return product ? [product] : [];
    }),
    [ids, found.products],
  );
  const status = lines.status === 'loading' ? 'loading' : found.status;
  return { status, signedIn: lines.signedIn, products, error: found.error };
}
