import { act, renderHook, waitFor } from '@testing-library/react';
import { getDocs } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SORT, MAX_PRICE } from '@campus/common/catalogue';
import { reviewId } from '@campus/common/model';
import { limitedCatalogueQuery } from '../../../lib/catalogue-query';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { profileQueryOptions } from '../../../lib/profile';
import { createQueryClient } from '../../../lib/query-client';
import { getUserReviews, userReviewsQueryOptions } from '../../../lib/user-reviews';
import { removeTestUser, signUpAndSignIn, type TestUser } from '../../../testing/emulator-user';
import { hookWrapper } from '../../../testing/hook-wrapper';
import { useAddReview } from '../api/add-review';
import { useDeleteReview } from '../api/delete-review';
import { getProductReviews, productReviewsQueryOptions } from '../api/get-product-reviews';
import { useUpdateReview } from '../api/update-review';

let reviewer: TestUser;
let product: CatalogueProduct;

beforeAll(async () => {
  reviewer = await signUpAndSignIn();
  const snapshot = await getDocs(limitedCatalogueQuery({ categories: ['Electronic'], minPrice: 0, maxPrice: MAX_PRICE, sort: DEFAULT_SORT, search: '' }, 1));
  const first = snapshot.docs[0]?.data();
  if (!first) throw new Error('The demo catalogue has no Electronic product');
  product = first;
});

afterAll(async () => {
  await removeTestUser(reviewer);
});

describe('review reads and writes (Lite SDK, local emulator)', { timeout: 60_000 }, () => {
  it("reads a product's reviews newest first, and the reviewer's name from the profile", async () => {
    const client = createQueryClient();
    const reviews = await client.fetchQuery(productReviewsQueryOptions(product.id));
    expect(reviews.every((review) => review.productId === product.id)).toBe(true);
    const dates = reviews.map((review) => review.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const name = await client.fetchQuery(profileQueryOptions(reviewer.uid));
    expect(name.firstName).toBe('Hook');
    expect(name.lastName).toMatch(/^Tester[a-z]{4}$/);
  });

  it("writes, edits and deletes a review, keeping the product's and the user's cached lists in step with Firestore", async () => {
    const client = createQueryClient();
    await client.fetchQuery(productReviewsQueryOptions(product.id));
    expect(await client.fetchQuery(userReviewsQueryOptions(reviewer.uid))).toEqual([]);
    const { result } = renderHook(() => ({ add: useAddReview(product), update: useUpdateReview(), remove: useDeleteReview() }), {
      wrapper: hookWrapper(client),
    });
    const cached = () => client.getQueryData(productReviewsQueryOptions(product.id).queryKey) ?? [];
    const cachedOwn = () => client.getQueryData(userReviewsQueryOptions(reviewer.uid).queryKey) ?? [];
    await waitFor(() => expect(result.current.add).toBeDefined());

    const created = await act(() => result.current.add.mutateAsync({ rating: 4, comment: 'Works well' }));
    expect(created).toMatchObject({ id: reviewId(product.id, reviewer.uid), rating: 4, user: { firstName: 'Hook' }, product: { title: product.title } });
    expect(cached()[0]).toEqual(created);
    expect(cachedOwn()).toEqual([created]);
    expect((await getProductReviews(product.id)).find((review) => review.id === created.id)).toEqual(created);
    expect(await getUserReviews(reviewer.uid)).toEqual([created]);

    const updated = await act(() => result.current.update.mutateAsync({ review: created, values: { rating: 2, comment: 'Battery died' } }));
    expect(cached().find((review) => review.id === created.id)).toMatchObject({ rating: 2, comment: 'Battery died' });
    expect(cachedOwn()).toEqual([updated]);
    expect((await getProductReviews(product.id)).find((review) => review.id === created.id)).toEqual(updated);
    expect(await getUserReviews(reviewer.uid)).toEqual([updated]);

    await act(() => result.current.remove.mutateAsync(updated));
    expect(cached().some((review) => review.id === created.id)).toBe(false);
    expect(cachedOwn()).toEqual([]);
    expect((await getProductReviews(product.id)).some((review) => review.id === created.id)).toBe(false);
    expect(await getUserReviews(reviewer.uid)).toEqual([]);
  });

  it('a second review of the same product is refused by the rules, and the cache keeps the first', async () => {
    const client = createQueryClient();
    const { result } = renderHook(() => useAddReview(product), { wrapper: hookWrapper(client) });
    await waitFor(() => expect(result.current).toBeDefined());
    const first = await act(() => result.current.mutateAsync({ rating: 5, comment: '' }));
    await expect(act(() => result.current.mutateAsync({ rating: 1, comment: 'again' }))).rejects.toMatchObject({ code: 'permission-denied' });
    expect(client.getQueryData(productReviewsQueryOptions(product.id).queryKey)).toEqual([first]);
    // The user's reviews were never read here, so they stay unread rather than becoming a list of one.
    expect(client.getQueryData(userReviewsQueryOptions(reviewer.uid).queryKey)).toBeUndefined();
  });
});
