import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { CartIconLink } from '../cart-icon-link';

describe('the top bar’s cart link', () => {
  it.each([
    [0, 'Cart'],
    [1, 'Cart, 1 item'],
    [3, 'Cart, 3 items'],
  ])('with %i in the cart is named %j, its number agreeing as in the visible texts', (count, name) => {
    renderApp(<CartIconLink count={count} flash={false} />);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/cart');
  });
});
