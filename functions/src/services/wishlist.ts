/** The user's wishlist (users/{uid}/wishlist/{productId}). */
import { PRODUCT_NOT_FOUND, WISHLIST_ITEM_NOT_FOUND } from '@campus/common/messages';
import { products, wishlistOf } from '../collections';
import { AppError } from '../errors';
import { runTransaction } from '../transaction';
import { documentId, nowIso } from '../validation';
import { toApiProduct, type ApiProduct } from './catalogue';

export interface WishlistView {
  wishlistItems: { _id: string; product: ApiProduct }[];
}

export async function getWishlist(uid: string): Promise<WishlistView> {
  const entries = (await wishlistOf(uid).orderBy('addedAt', 'desc').get()).docs;
  const productSnaps = await Promise.all(entries.map((entry) => products.doc(entry.id).get()));
  return {
    wishlistItems: entries.flatMap((entry, index) => {
      const product = productSnaps[index]?.data();
      return product ? [{ _id: entry.id, product: toApiProduct(entry.id, product) }] : [];
    }),
  };
}

/** The heart: adds the product when it is not in the wishlist, removes it when it is. */
export async function toggleWishlist(uid: string, productId: unknown): Promise<{ added: boolean; productId: string }> {
  const id = documentId(productId, PRODUCT_NOT_FOUND, 'invalid-argument');
  const added = await runTransaction(async (tx) => {
    const ref = wishlistOf(uid).doc(id);
    const [entry, product] = await Promise.all([tx.get(ref), tx.get(products.doc(id))]);
    if (entry.exists) {
      tx.delete(ref);
      return false;
    }
    if (!product.exists) throw new AppError('not-found', PRODUCT_NOT_FOUND);
    tx.set(ref, { addedAt: nowIso() });
    return true;
  });
  return { added, productId: id };
}

export async function removeFromWishlist(uid: string, productId: string): Promise<WishlistView> {
  const ref = wishlistOf(uid).doc(documentId(productId, WISHLIST_ITEM_NOT_FOUND));
  if (!(await ref.get()).exists) throw new AppError('not-found', WISHLIST_ITEM_NOT_FOUND);
  await ref.delete();
  return getWishlist(uid);
}
