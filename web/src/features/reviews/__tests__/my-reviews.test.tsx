import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { toProductReview, type ProductReview } from '../../../lib/review-converter';
import { renderApp } from '../../../testing/render-app';
import { MyReviews } from '../components/my-reviews';

const review = (productId: string, title: string, rating: number, comment: string, createdAt: string): ProductReview =>
  toProductReview(`${productId}_me`, {
    productId,
    userId: 'me',
    rating,
    comment,
    user: { firstName: 'Zara', lastName: 'K' },
    product: { title, imageURL: '', price: 500 },
    createdAt,
    updatedAt: createdAt,
  });

const REVIEWS = [
  review('p1', 'Casio fx-991 Calculator', 4, 'Solar panel still works', '2026-03-01T10:00:00.000Z'),
  review('p2', 'Hero Sprint Cycle', 5, 'Smooth gears, great for campus', '2026-01-15T10:00:00.000Z'),
  review('p3', 'Study Lamp', 2, 'Flickers after a week', '2026-04-20T10:00:00.000Z'),
];

const renderLoaded = (reviews: ProductReview[] = REVIEWS) => renderApp(<MyReviews load={{ status: 'success', reviews }} />);

/** The product titles of the shown cards, in order. */
const shown = () =>
  within(screen.getByRole('list', { name: 'Your reviews' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('my reviews', { timeout: 20_000 }, () => {
  it('summarises every review: total, average to 1 decimal and the 5-to-1 distribution', () => {
    renderLoaded();
    const summary = screen.getByRole('region', { name: 'Your rating summary' });
    expect(within(summary).getByText('3.7')).toBeInTheDocument();
    expect(within(summary).getByText('3 reviews')).toBeInTheDocument();
    const distribution = within(summary).getByLabelText('Rating distribution');
    expect(within(distribution).getByText('5 star').parentElement).toHaveTextContent('5 star1');
    expect(within(distribution).getByText('3 star').parentElement).toHaveTextContent('3 star0');
    expect(within(distribution).getByText('2 star').parentElement).toHaveTextContent('2 star1');
  });

  it('each card links to its product and shows the stars, the comment and the date', () => {
    renderLoaded();
    const card = screen.getByRole('listitem', { name: 'Your review of Study Lamp' });
    expect(within(card).getByRole('link', { name: 'Study Lamp' })).toHaveAttribute('href', '/product/p3');
    expect(within(card).getByRole('img', { name: 'Rated 2.0 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('Flickers after a week')).toBeInTheDocument();
    expect(within(card).getByText(/^Reviewed on \d{1,2} Apr 2026$/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit review of Study Lamp' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete review of Study Lamp' })).toBeInTheDocument();
  });

  it('sorts by Newest, Oldest, Highest Rating and Lowest Rating', async () => {
    const { user } = renderLoaded();
    const lamp = 'Your review of Study Lamp';
    const casio = 'Your review of Casio fx-991 Calculator';
    const cycle = 'Your review of Hero Sprint Cycle';
    expect(shown()).toEqual([lamp, casio, cycle]);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual(['Newest', 'Oldest', 'Highest Rating', 'Lowest Rating']);
    await user.selectOptions(sort, 'Oldest');
    expect(shown()).toEqual([cycle, casio, lamp]);
    await user.selectOptions(sort, 'Highest Rating');
    expect(shown()).toEqual([cycle, casio, lamp]);
    await user.selectOptions(sort, 'Lowest Rating');
    expect(shown()).toEqual([lamp, casio, cycle]);
  });

  it('searches the product title and the comment, ignoring case; no match offers Clear Filters', async () => {
    const { user } = renderLoaded();
    const search = screen.getByRole('searchbox', { name: 'Search reviews' });
    await user.type(search, 'CASIO');
    expect(shown()).toEqual(['Your review of Casio fx-991 Calculator']);
    expect(screen.getByText('Showing 1 of 3 reviews')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'gears');
    expect(shown()).toEqual(['Your review of Hero Sprint Cycle']);
    await user.type(search, ' and brakes');
    expect(screen.getByRole('heading', { name: 'No Matching Reviews' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Browse Products' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(search).toHaveValue('');
    expect(shown()).toHaveLength(3);
    // The summary always covers every review.
    expect(screen.getByText('3.7')).toBeInTheDocument();
  });

  it('filters by rating (All, 5 to 1 stars), together with the search', async () => {
    const { user } = renderLoaded();
    const rating = screen.getByRole('combobox', { name: 'Rating' });
    expect(within(rating).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Ratings', '5 Stars', '4 Stars', '3 Stars', '2 Stars', '1 Star']);
    await user.selectOptions(rating, '5 Stars');
    expect(shown()).toEqual(['Your review of Hero Sprint Cycle']);
    await user.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'lamp');
    expect(screen.getByRole('heading', { name: 'No Matching Reviews' })).toBeInTheDocument();
    await user.selectOptions(rating, '2 Stars');
    expect(shown()).toEqual(['Your review of Study Lamp']);
    await user.click(screen.getByRole('button', { name: 'Edit review of Study Lamp' }));
    expect(await screen.findByRole('form', { name: 'Edit your review' })).toBeInTheDocument();
    await user.selectOptions(rating, '3 Stars');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(rating).toHaveValue('all');
    expect(shown()).toHaveLength(3);
  });

  it('Edit opens the review form with the review, focused on its rating; Cancel closes it and returns to Edit', async () => {
    const { user } = renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Edit review of Casio fx-991 Calculator' }));
    // The form's code loads on the first Edit.
    const form = await screen.findByRole('form', { name: 'Edit your review' });
    const stars = within(form).getByRole('radio', { name: '4 stars' });
    expect(stars).toHaveAttribute('aria-checked', 'true');
    expect(stars).toHaveFocus();
    expect(within(form).getByRole('textbox')).toHaveValue('Solar panel still works');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit your review' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit review of Casio fx-991 Calculator' })).toHaveFocus();
  });

  it('Delete asks for confirmation first; Cancel keeps the review', async () => {
    const { user } = renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Delete review of Hero Sprint Cycle' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this review? This action cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Yes, Delete' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(shown()).toHaveLength(3);
  });

  it('with no reviews at all: total 0, average 0.0, and Browse Products to /products', () => {
    renderLoaded([]);
    const summary = screen.getByRole('region', { name: 'Your rating summary' });
    expect(within(summary).getByText('0.0')).toBeInTheDocument();
    expect(within(summary).getByText('0 reviews')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Reviews Yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('list', { name: 'Your reviews' })).not.toBeInTheDocument();
  });

  it("a failed read shows 'Error Loading Reviews' with what went wrong and Retry", async () => {
    const retry = vi.fn();
    const unavailable = Object.assign(new Error('Failed to get documents because the client is offline.'), { code: 'unavailable' });
    const { user } = renderApp(<MyReviews load={{ status: 'error', error: unavailable, retry }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Reviews');
    expect(alert).toHaveTextContent("Can't reach Campus Marketplace right now. Check your connection and try again.");
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows a skeleton while loading', () => {
    renderApp(<MyReviews load={{ status: 'pending' }} />);
    expect(screen.getByLabelText('Loading your reviews')).toHaveAttribute('aria-busy', 'true');
  });
});
