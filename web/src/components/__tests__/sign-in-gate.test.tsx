import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { peekPendingAction } from '../../lib/pending-action';
import { RETURN_URL_KEY } from '../../lib/return-url';
import { renderApp } from '../../testing/render-app';
import { useSignInGate } from '../sign-in-gate';

function AddButton() {
  const gate = useSignInGate();
  return (
    <>
      <button type="button" disabled={!gate.ready} onClick={() => gate.requireSignIn({ type: 'cart', productId: 'p1' })}>
        Add to cart
      </button>
      {gate.dialog}
    </>
  );
}

/** The button, once the gate is ready (the session has loaded; the server's HTML has it disabled, see pages.test.ts). */
async function addButton() {
  const button = screen.getByRole('button', { name: 'Add to cart' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('sign-in-required dialog', { timeout: 20_000 }, () => {
  it('a visitor sees the dialog; Sign In stores the return path and the action and goes to /signin', async () => {
    const { user, location } = renderApp(<AddButton />, { route: '/product/p1?from=home' });

    await user.click(await addButton());

    const dialog = await screen.findByRole('alertdialog', { name: 'Sign In Required' });
    expect(dialog).toHaveTextContent('Please sign in to your account to add items to your cart or wishlist.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(location()).toBe('/signin'));
    expect(localStorage.getItem(RETURN_URL_KEY)).toBe('/product/p1?from=home');
    expect(peekPendingAction(localStorage)).toEqual({ type: 'cart', productId: 'p1' });
  });

  it('Cancel closes the dialog, stays on the page and forgets the attempt', async () => {
    const { user, location } = renderApp(<AddButton />, { route: '/items' });

    await user.click(await addButton());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(location()).toBe('/items');
    expect(peekPendingAction(localStorage)).toBeNull();
  });
});
