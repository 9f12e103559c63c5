import { act, renderHook, waitFor } from '@testing-library/react';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { collection, getFirestore, onSnapshot } from 'firebase/firestore';
import { getDocs } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@campus/common/model';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_PRICE } from '@campus/common/catalogue';
import { limitedCatalogueQuery } from '../../../lib/catalogue-query';
import { auth } from '../../../lib/auth';
import { firebaseApp } from '../../../lib/firebase-app';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { createQueryClient } from '../../../lib/query-client';
import { removeTestUser, signUpAndSignIn, type TestUser } from '../../../testing/emulator-user';
import { hookWrapper } from '../../../testing/hook-wrapper';
import { useAddToCart } from '../api/add-to-cart';
import { useRemoveFromCart } from '../api/remove-from-cart';
import { useCart } from '../api/use-cart';
import { useCartCount } from '../api/use-cart-count';

let buyer: TestUser;
let products: CatalogueProduct[];

beforeAll(async () => {
  buyer = await signUpAndSignIn();
  const snapshot = await getDocs(limitedCatalogueQuery({ categories: [], minPrice: 0, maxPrice: MAX_PRICE, sort: 'asc-price', search: '' }, 2));
  products = snapshot.docs.map((doc) => doc.data());
});

afterAll(async () => {
  await removeTestUser(buyer);
});

const cartHooks = () => ({ cart: useCart(), count: useCartCount(), add: useAddToCart(), remove: useRemoveFromCart() });

describe('cart hooks (full SDK live listener, local emulator)', { timeout: 60_000 }, () => {
  it('adds and removes lines; the live cart follows with products, quantities and totals', async () => {
    const [cheap, other] = products;
    if (!cheap || !other) throw new Error('The demo catalogue has fewer than 2 products');
    const { result } = renderHook(cartHooks, { wrapper: hookWrapper(createQueryClient()) });
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));
    expect(result.current.count).toBe(0);

    await act(() => result.current.add.mutateAsync(cheap.id));
    await act(() => result.current.add.mutateAsync(cheap.id));
    await act(() => result.current.add.mutateAsync(other.id));
    await waitFor(() => expect(result.current.count).toBe(3));
    await waitFor(() => expect(result.current.cart).toMatchObject({ status: 'ready', totalItems: 3, totalPrice: cheap.price * 2 + other.price }));

    await act(() => result.current.remove.mutateAsync(cheap.id));
    await waitFor(() => expect(result.current.cart).toMatchObject({ status: 'ready', totalItems: 1, totalPrice: other.price }));
    await act(() => result.current.remove.mutateAsync(other.id));
    await waitFor(() => expect(result.current.count).toBe(0));
  });

  it('after signing out and in again the live cart works again, not the listener that died at sign-out', async () => {
    const [product] = products;
    if (!product) throw new Error('The demo catalogue is empty');
    const failures = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(cartHooks, { wrapper: hookWrapper(createQueryClient()) });
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));
    await act(() => result.current.add.mutateAsync(product.id));
    await waitFor(() => expect(result.current.count).toBe(1));

    await signOut(auth);
    await waitFor(() => expect(result.current.count).toBe(0));
    // reactfire keeps the signed-out user's listener alive for 30 s, and Firestore refuses it once it listens
    // without the user. A probe on the same query, added after it on the same stream, is refused after it.
    await new Promise<void>((resolve) => {
      const stop = onSnapshot(
        collection(getFirestore(firebaseApp), COLLECTIONS.users, buyer.uid, COLLECTIONS.cart),
        () => undefined,
        () => {
          stop();
          resolve();
        },
      );
    });
    // Expected and seen by nobody: not logged as a failure.
    expect(failures).not.toHaveBeenCalledWith('Live cart failed', expect.anything());

    await signInWithEmailAndPassword(auth, buyer.email, buyer.password);
    await waitFor(() => expect(result.current.count).toBe(1));
    expect(result.current.cart.status).not.toBe('error');
    await act(() => result.current.remove.mutateAsync(product.id));
    await waitFor(() => expect(result.current.count).toBe(0));
    failures.mockRestore();
  });
});
