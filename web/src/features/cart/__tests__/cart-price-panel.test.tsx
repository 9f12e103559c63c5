import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { toCatalogueProduct } from '../../../lib/product-converter';
import { renderApp } from '../../../testing/render-app';
import { buildCart } from '../api/use-cart';
import { CartPricePanel } from '../components/cart-price-panel';
import { BUYING_PRODUCT_KEY, clearDirectBuy, DIRECT_FLAG_KEY, saveDirectBuy, toDirectBuyProduct } from '../../../lib/direct-buy';

const product = (id: string, price: number, status = 'available') =>
  toCatalogueProduct(id, { title: `Item ${id}`, price, originalPrice: price * 2, status, category: { name: 'Electronic' }, images: [] });

describe('cart maths', { timeout: 20_000 }, () => {
  it('joins lines with product prices, newest first, and leaves sold items out of the totals', () => {
    const products = new Map([
      ['a', product('a', 1200)],
      ['b', product('b', 350)],
      ['c', product('c', 999, 'sold')],
    ]);
    const cart = buildCart(
      [
        { productId: 'a', quantity: 1, addedAt: '2026-01-01T10:00:00.000Z' },
        { productId: 'b', quantity: 2, addedAt: '2026-01-03T10:00:00.000Z' },
        { productId: 'c', quantity: 1, addedAt: '2026-01-02T10:00:00.000Z' },
        { productId: 'gone', quantity: 1, addedAt: '2026-01-04T10:00:00.000Z' },
      ],
      products,
    );
    expect(cart.items.map((item) => item.product.id)).toEqual(['b', 'c', 'a']);
    expect(cart.items.map((item) => item.lineTotal)).toEqual([700, 999, 1200]);
    expect(cart.items.find((item) => item.product.id === 'c')?.available).toBe(false);
    expect(cart.totalItems).toBe(3);
    expect(cart.totalPrice).toBe(1900);
  });
});

describe('cart price panel', { timeout: 20_000 }, () => {
  it('shows the price, a 5% discount, free delivery, the total and Cash on Delivery', async () => {
    const onPlaceOrder = vi.fn();
    const { user } = renderApp(<CartPricePanel totalItems={3} totalPrice={1900} onPlaceOrder={onPlaceOrder} />);

    const panel = screen.getByRole('region', { name: 'Price Details' });
    expect(within(panel).getByText('Price (3 items)').nextElementSibling).toHaveTextContent('₹1,900');
    expect(within(panel).getByText('Discount').nextElementSibling).toHaveTextContent('− ₹95');
    expect(within(panel).getByText('Delivery Charges').nextElementSibling).toHaveTextContent('Free');
    expect(within(panel).getByTestId('cart-total')).toHaveTextContent('₹1,805');
    expect(within(panel).getByText('Payment').nextElementSibling).toHaveTextContent('Cash on Delivery');

    await user.click(within(panel).getByRole('button', { name: 'Place Order' }));
    expect(onPlaceOrder).toHaveBeenCalledOnce();
  });

  it('rounds the discount to whole rupees and uses Indian digit grouping', () => {
    renderApp(<CartPricePanel totalItems={1} totalPrice={123_450} onPlaceOrder={() => undefined} />);
    expect(screen.getByText('Price (1 item)').nextElementSibling).toHaveTextContent('₹1,23,450');
    // 5% of 1,23,450 is 6,172.5, shown as 6,173.
    expect(screen.getByText('Discount').nextElementSibling).toHaveTextContent('− ₹6,173');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹1,17,277');
  });

  it('cannot place an order with nothing orderable in the cart', () => {
    renderApp(<CartPricePanel totalItems={0} totalPrice={0} onPlaceOrder={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });
});

describe('direct-buy hand-over', { timeout: 20_000 }, () => {
  it('Buy Now stores the product for checkout and Place Order from the cart clears it', () => {
    saveDirectBuy(localStorage, toDirectBuyProduct(product('a', 1200), 'doorstep'));
    expect(localStorage.getItem(DIRECT_FLAG_KEY)).toBe('true');
    expect(JSON.parse(localStorage.getItem(BUYING_PRODUCT_KEY) ?? 'null')).toEqual({
      _id: 'a',
      productName: 'Item a',
      productDescription: '',
      price: 1200,
      expectedPrice: 2400,
      images: [],
      deliveryMode: 'doorstep',
    });
    clearDirectBuy(localStorage);
    expect(localStorage.getItem(DIRECT_FLAG_KEY)).toBeNull();
    expect(localStorage.getItem(BUYING_PRODUCT_KEY)).toBeNull();
  });
});
