import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toCatalogueProduct } from '../../../lib/product-converter';
import { createQueryClient } from '../../../lib/query-client';
import { renderApp } from '../../../testing/render-app';
import { productReviewsQueryOptions } from '../api/get-product-reviews';
import { toProductReview, type ProductReview } from '../../../lib/review-converter';
import { CustomerReviews } from '../components/customer-reviews';
import { DeleteReviewDialog } from '../components/delete-review-dialog';
import { applyReviewChange } from '../review-list';

const product = toCatalogueProduct('p1', { title: 'Casio fx-991', price: 900, status: 'available', category: { name: 'Electronic' } });

const review = (uid: string, rating: number, createdAt: string, firstName: string): ProductReview =>
  toProductReview(`p1_${uid}`, { productId: 'p1', userId: uid, rating, comment: `${firstName} says ${rating}`, user: { firstName, lastName: 'K' }, createdAt, updatedAt: createdAt });

/** A query client that already holds the product's reviews, as after the page's read. */
function loaded(reviews: ProductReview[]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(productReviewsQueryOptions(product.id).queryKey, reviews);
  return queryClient;
}

const names = () => within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));

describe('customer reviews', { timeout: 20_000 }, () => {
  it('shows the empty state when there are no reviews', () => {
    renderApp(<CustomerReviews product={product} />, { queryClient: loaded([]) });
    expect(screen.getByText('No Reviews Yet')).toBeInTheDocument();
    expect(screen.getByText('Be the first to review this product')).toBeInTheDocument();
    expect(screen.getByText('0.0')).toBeInTheDocument();
  });

  it('summarises the average and distribution and sorts by Newest, Highest and Lowest Rating', async () => {
    const reviews = [
      review('a', 4, '2026-03-01T10:00:00.000Z', 'Asha'),
      review('b', 5, '2026-02-01T10:00:00.000Z', 'Bala'),
      review('c', 2, '2026-04-01T10:00:00.000Z', 'Chitra'),
    ];
    const { user } = renderApp(<CustomerReviews product={product} />, { queryClient: loaded(reviews) });

    expect(screen.getByText('3.7')).toBeInTheDocument();
    const distribution = screen.getByLabelText('Rating distribution');
    expect(within(distribution).getByText('5 star').parentElement).toHaveTextContent('5 star1');
    expect(within(distribution).getByText('3 star').parentElement).toHaveTextContent('3 star0');

    expect(names()).toEqual(['Review by Chitra K', 'Review by Asha K', 'Review by Bala K']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort reviews' }), 'Highest Rating');
    expect(names()).toEqual(['Review by Bala K', 'Review by Asha K', 'Review by Chitra K']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort reviews' }), 'Lowest Rating');
    expect(names()).toEqual(['Review by Chitra K', 'Review by Asha K', 'Review by Bala K']);
  });

  it('a visitor is offered sign-in instead of the form, and sees no edit or delete buttons', async () => {
    const { user, location } = renderApp(<CustomerReviews product={product} />, {
      route: '/product/p1',
      queryClient: loaded([review('a', 4, '2026-03-01T10:00:00.000Z', 'Asha')]),
    });
    expect(screen.queryByRole('button', { name: /edit/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in to write a review' }));
    await waitFor(() => expect(location()).toBe('/signin'));
    expect(localStorage.getItem('returnUrl')).toBe('/product/p1');
  });
});

describe('review list changes', { timeout: 20_000 }, () => {
  it('a created review is prepended, an update replaces, a delete removes', () => {
    const a = review('a', 4, '2026-03-01T10:00:00.000Z', 'Asha');
    const b = review('b', 5, '2026-02-01T10:00:00.000Z', 'Bala');
    const c = review('c', 1, '2026-04-01T10:00:00.000Z', 'Chitra');
    const created = applyReviewChange([a, b], { kind: 'created', review: c });
    expect(created.map((item) => item.id)).toEqual(['p1_c', 'p1_a', 'p1_b']);
    const updated = applyReviewChange(created, { kind: 'updated', review: { ...a, rating: 2 } });
    expect(updated.map((item) => [item.id, item.rating])).toEqual([['p1_c', 1], ['p1_a', 2], ['p1_b', 5]]);
    expect(applyReviewChange(updated, { kind: 'deleted', id: 'p1_a' }).map((item) => item.id)).toEqual(['p1_c', 'p1_b']);
  });
});

describe('delete confirmation', { timeout: 20_000 }, () => {
  it('asks before deleting, with Cancel and Yes, Delete', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const onCancel = vi.fn();
    const { user } = renderApp(<DeleteReviewDialog open onCancel={onCancel} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this review? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
