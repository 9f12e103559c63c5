import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { CartButtonControl } from '../components/add-to-cart-button';

/**
 * Stands in for the live cart and its write: the add mutation waits for 'finish write', and a
 * successful add puts the line in, like the Firestore listener does.
 */
function CartHarness({ fail = false, initialQuantity }: { fail?: boolean; initialQuantity?: number }) {
  const [quantity, setQuantity] = useState(initialQuantity);
  const [release, setRelease] = useState<(() => void) | null>(null);
  const add = (_productId: string) =>
    new Promise<void>((resolve, reject) => {
      setRelease(() => () => {
        if (fail) {
          reject(new Error('Missing or insufficient permissions.'));
          return;
        }
        setQuantity((current) => (current ?? 0) + 1);
        resolve();
      });
    });
  const mutation = useMutation({ mutationFn: add });
  return (
    <>
      <CartButtonControl productId="p1" line={quantity === undefined ? undefined : { quantity }} add={mutation} />
      <button type="button" disabled={release === null} onClick={() => release?.()}>
        finish write
      </button>
    </>
  );
}

describe('cart button', { timeout: 20_000 }, () => {
  it('goes not in cart -> adding -> in cart (green tick), then takes the user to /cart', async () => {
    const { user, location } = renderApp(<CartHarness />, { route: '/items' });

    const button = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));

    await user.click(screen.getByRole('button', { name: 'finish write' }));
    const inCart = await screen.findByRole('button', { name: 'In cart, go to cart' });
    expect(inCart).not.toHaveAttribute('data-loading');
    expect(screen.queryByLabelText(/^Quantity/)).not.toBeInTheDocument();

    await user.click(inCart);
    await waitFor(() => expect(location()).toBe('/cart'));
  });

  it('shows a quantity badge when the quantity is above 1', async () => {
    renderApp(<CartHarness initialQuantity={3} />);
    const wrapper = screen.getByRole('button', { name: 'In cart, go to cart' }).parentElement;
    expect(wrapper).not.toBeNull();
    expect(within(wrapper ?? document.body).getByLabelText('Quantity 3')).toHaveTextContent('3');
  });

  it('a failed add returns to not-in-cart and tells the user', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, location } = renderApp(<CartHarness fail />, { route: '/items' });

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await user.click(screen.getByRole('button', { name: 'finish write' }));

    expect(await screen.findByText('Could not add the item to your cart')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Could not add the item to your cart', expect.any(Error));
    log.mockRestore();
    const button = await screen.findByRole('button', { name: 'Add to cart' });
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    expect(location()).toBe('/items');
  });
});
