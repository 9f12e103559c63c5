/** The user's cart (users/{uid}/cart/{productId}) as the /api shows it. */
import { CART_ITEM_NOT_FOUND, ITEM_SOLD, PRODUCT_NOT_FOUND } from '@campus/common/messages';
import { cartOf, products } from '../collections';
import { AppError } from '../errors';
import { runTransaction } from '../transaction';
import { documentId, nowIso } from '../validation';
import { toApiProduct, type ApiProduct } from './catalogue';

/** firestore.rules hold a cart entry to 1-10 of a product; adding beyond that keeps 10. */
export const MAX_CART_QUANTITY = 10;

export interface CartView {
  totalItems: number;
  totalPrice: number;
  /** `_id` is the product id; `price` is the line total (unit price x quantity). */
  cartItems: { _id: string; quantity: number; price: number; product: ApiProduct }[];
}

/** The cart with current product data; entries whose product no longer exists are left out. */
export async function getCart(uid: string): Promise<CartView> {
  const entries = (await cartOf(uid).orderBy('addedAt', 'desc').get()).docs;
  const productSnaps = await Promise.all(entries.map((entry) => products.doc(entry.id).get()));
  const cartItems = entries.flatMap((entry, index) => {
    const product = productSnaps[index]?.data();
    if (!product) return [];
    const { quantity } = entry.data();
    return [{ _id: entry.id, quantity, price: product.price * quantity, product: toApiProduct(entry.id, product) }];
  });
  return {
    totalItems: cartItems.reduce((sum, item) => sum + item.quantity, 0),
    totalPrice: cartItems.reduce((sum, item) => sum + item.price, 0),
    cartItems,
  };
}

/** Adds an available product, or one more of it (up to MAX_CART_QUANTITY) when it is already in the cart. */
export async function addToCart(uid: string, productId: unknown): Promise<CartView> {
  const id = documentId(productId, PRODUCT_NOT_FOUND, 'invalid-argument');
  await runTransaction(async (tx) => {
    const product = (await tx.get(products.doc(id))).data();
    if (!product) throw new AppError('not-found', PRODUCT_NOT_FOUND);
    if (product.status !== 'available') throw new AppError('failed-precondition', ITEM_SOLD);
    const ref = cartOf(uid).doc(id);
    const entry = (await tx.get(ref)).data();
    tx.set(ref, { quantity: Math.min((entry?.quantity ?? 0) + 1, MAX_CART_QUANTITY), addedAt: entry?.addedAt ?? nowIso() });
  });
  return getCart(uid);
}

export async function removeFromCart(uid: string, productId: string): Promise<CartView> {
  const ref = cartOf(uid).doc(documentId(productId, CART_ITEM_NOT_FOUND));
  if (!(await ref.get()).exists) throw new AppError('not-found', CART_ITEM_NOT_FOUND);
  await ref.delete();
  return getCart(uid);
}
