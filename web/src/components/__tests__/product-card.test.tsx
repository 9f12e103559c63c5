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

  it('takes the card-sized copy of the photo where the card is narrower than it, the photo itself elsewhere', () => {
    renderApp(<ProductCard product={product({ imageURL: 'https://example.test/casio.png', cardImageURL: 'https://example.test/card/casio.png' })} href="/product/p1" />);
    const image = screen.getByRole('img', { name: 'Casio fx-991EX' });
    expect(image).toHaveAttribute('src', 'https://example.test/card/casio.png');
    expect(image).toHaveAttribute('srcset', 'https://example.test/card/casio.png 480w, https://example.test/casio.png 1600w');
    expect(image).toHaveAttribute('sizes', '(min-width: 1024px) 400px, (min-width: 360px) 50vw, 100vw');
  });

  it("falls back to the placeholder image and the 'Product' badge", () => {
    renderApp(<ProductCard product={product({ imageURL: '', category: {} })} href="/product/p1" />);
    expect(screen.getByRole('img', { name: 'Casio fx-991EX' })).toHaveAttribute('src', '/placeholder.svg');
    expect(screen.getByText('Product')).toBeInTheDocument();
  });
});
