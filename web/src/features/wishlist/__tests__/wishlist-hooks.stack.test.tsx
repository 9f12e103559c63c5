import { act, renderHook, waitFor } from '@testing-library/react';
import { getDocs } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SORT, MAX_PRICE } from '@campus/common/catalogue';
import { limitedCatalogueQuery } from '../../../lib/catalogue-query';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { createQueryClient } from '../../../lib/query-client';
import { removeTestUser, signUpAndSignIn, type TestUser } from '../../../testing/emulator-user';
import { hookWrapper } from '../../../testing/hook-wrapper';
import { useSetWishlisted } from '../api/toggle-wishlist';
import { useWishlist, useWishlistIds } from '../api/use-wishlist';

let student: TestUser;
let products: CatalogueProduct[];

beforeAll(async () => {
  student = await signUpAndSignIn();
  const snapshot = await getDocs(limitedCatalogueQuery({ categories: [], minPrice: 0, maxPrice: MAX_PRICE, sort: DEFAULT_SORT, search: '' }, 2));
  products = snapshot.docs.map((doc) => doc.data());
});

afterAll(async () => {
  await removeTestUser(student);
});

describe('wishlist hooks (full SDK live listener, local emulator)', { timeout: 60_000 }, () => {
  it('adds and removes products; the live wishlist lists them newest first with their details', async () => {
    const [older, newer] = products;
    if (!older || !newer) throw new Error('The demo catalogue has fewer than 2 products');
    const { result } = renderHook(() => ({ ids: useWishlistIds(), wishlist: useWishlist(), change: useSetWishlisted() }), {
      wrapper: hookWrapper(createQueryClient()),
    });
    await waitFor(() => expect(result.current.wishlist).toEqual({ status: 'ready', products: [] }));

    await act(() => result.current.change.mutateAsync({ productId: older.id, wanted: true }));
    await act(() => result.current.change.mutateAsync({ productId: newer.id, wanted: true }));
    await waitFor(() => expect(result.current.wishlist).toEqual({ status: 'ready', products: [newer, older] }));
    expect(result.current.ids).toEqual(new Set([older.id, newer.id]));

    await act(() => result.current.change.mutateAsync({ productId: older.id, wanted: false }));
    await act(() => result.current.change.mutateAsync({ productId: newer.id, wanted: false }));
    await waitFor(() => expect(result.current.ids).toEqual(new Set()));
  });
});
