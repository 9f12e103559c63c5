import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import type { MyListing } from '../../../lib/my-listings';
import { MyProductsView } from '../components/my-products-view';

const listing = (id: string, state: string, change: Partial<MyListing> = {}): MyListing => ({
  id,
  productName: `Product ${id}`,
  productDescription: `About ${id}`,
  expectedPrice: 1250,
  imageUrl: '',
  place: { city: 'Pune', state: 'Maharashtra', pincode: '411007' },
  categoryName: 'Electronic',
  state,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...change,
});

const LISTINGS = [
  listing('pending', 'sellrequest'),
  listing('approved', 'Request_Approved', { categoryName: '' }),
  listing('sold', 'Sold'),
  listing('rejected', 'Request_Rejected'),
  listing('cancelled', 'Cancel_Approved'),
];

const card = (name: string) => screen.getByRole('article', { name });

describe('My Products', () => {
  it('shows every listing with its badge, price, place and category; Cancel Request only on the pending one', () => {
    renderApp(<MyProductsView listings={LISTINGS} />);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    const pending = card('Product pending');
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent('₹1,250');
    expect(pending).toHaveTextContent('Pune, Maharashtra - 411007');
    expect(within(pending).getByRole('img', { name: 'Product pending' })).toHaveAttribute('src', '/placeholder.svg');
    expect(within(pending).getByRole('button', { name: 'Cancel Request' })).toBeInTheDocument();
    expect(card('Product approved')).toHaveTextContent('Uncategorized');
    expect(card('Product rejected')).toHaveTextContent('Rejected');
    expect(card('Product cancelled')).toHaveTextContent('Cancelled');
    expect(screen.getAllByRole('button', { name: 'Cancel Request' })).toHaveLength(1);
    expect(within(card('Product sold')).getByTestId('sold-ribbon')).toHaveTextContent('Sold');
    expect(screen.getAllByTestId('sold-ribbon')).toHaveLength(1);
  });

  it('filters by tab and says when a tab is empty', async () => {
    const { user } = renderApp(<MyProductsView listings={LISTINGS.filter((item) => item.id !== 'rejected')} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Pending', 'Approved', 'Sold', 'Rejected', 'Cancelled']);
    await user.click(screen.getByRole('tab', { name: 'Sold' }));
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby') && within(article).getByText(/^Product/).textContent)).toEqual(['Product sold']);
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText("You don't have any rejected products.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Selling' })).toHaveAttribute('href', '/sell-product');
  });

  it('with no listings says none were listed yet', () => {
    renderApp(<MyProductsView listings={[]} />);
    expect(screen.getByText("You haven't listed any products yet.")).toBeInTheDocument();
  });
});
