import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toCatalogueProduct } from '../../lib/product-converter';
import { renderApp } from '../../testing/render-app';
import { ProductCard } from '../product-card';

const product = (data: Record<string, unknown>) =>
  toCatalogueProduct('p1', { title: 'Casio fx-991EX', price: 123456, status: 'available', category: { name: 'Electronic' }, ...data });

describe('product card', () => {
  it('shows the title, the category badge and the price in rupees with Indian grouping, linking to the product', () => {
    renderApp(<ProductCard product={product({ imageURL: 'https://example.test/casio.png' })} href="/product/p1" />);
    expect(screen.getByText('Electronic')).toBeInTheDocument();
    expect(screen.getByText('₹1,23,456')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Casio fx-991EX' })).toHaveAttribute('href', '/product/p1');
    expect(screen.getByRole('img', { name: 'Casio fx-991EX' })).toHaveAttribute('src', 'https://example.test/casio.png');
  });

  it("falls back to the placeholder image and the 'Product' badge", () => {
    renderApp(<ProductCard product={product({ imageURL: '', category: {} })} href="/product/p1" />);
    expect(screen.getByRole('img', { name: 'Casio fx-991EX' })).toHaveAttribute('src', '/placeholder.svg');
    expect(screen.getByText('Product')).toBeInTheDocument();
  });
});
