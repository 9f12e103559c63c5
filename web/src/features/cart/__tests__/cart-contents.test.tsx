import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { CartContents } from '../components/cart-contents';

describe('cart contents', { timeout: 20_000 }, () => {
  it('a cart that cannot be read says so with Retry, never "Your cart is empty"', async () => {
    const retry = vi.fn();
    const unavailable = Object.assign(new Error('Failed to get document because the client is offline.'), { code: 'unavailable' });
    const { user } = renderApp(<CartContents cart={{ status: 'error', error: unavailable, retry }} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your cart');
    expect(screen.getByRole('alert')).toHaveTextContent("Can't reach Campus Marketplace right now. Check your connection and try again.");
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    expect(screen.queryByText(/client is offline/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('an expired session goes to /signin and comes back to the cart afterwards', () => {
    const expired = Object.assign(new Error('Request had invalid authentication credentials.'), { code: 'unauthenticated' });
    const { location } = renderApp(<CartContents cart={{ status: 'error', error: expired, retry: () => undefined }} />, { route: '/cart', path: '/cart' });
    expect(location()).toBe('/signin');
    expect(localStorage.getItem('returnUrl')).toBe('/cart');
  });

  it('an empty cart offers Start Shopping', () => {
    renderApp(<CartContents cart={{ status: 'ready', items: [], totalItems: 0, totalPrice: 0 }} />);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/items');
  });
});
