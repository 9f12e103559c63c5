import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { RETURN_URL_KEY } from '../../auth/return-url';
import { useSignInGate } from '../hooks/use-sign-in-gate';
import {
  actionToRunFor,
  attemptAction,
  cancelSignIn,
  confirmSignIn,
  parsePendingAction,
  peekPendingAction,
  PENDING_ACTION_KEY,
  type KeyValueStore,
} from '../pending-action';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('pending action state', { timeout: 20_000 }, () => {
  it('a visitor adding to the cart is asked to sign in, and the add runs exactly once after sign-in', () => {
    const store = memoryStore();
    const action = { type: 'cart', productId: 'p1' } as const;

    expect(attemptAction(store, false, action)).toBe('ask-sign-in');
    expect(peekPendingAction(store)).toEqual(action);

    confirmSignIn(store, '/product/p1');
    expect(store.getItem(RETURN_URL_KEY)).toBe('/product/p1');

    // Still a visitor (e.g. the sign-in page is showing): nothing runs yet.
    expect(actionToRunFor(store, false)).toBeNull();
    expect(actionToRunFor(store, true)).toEqual(action);
    expect(actionToRunFor(store, true)).toBeNull();
    expect(store.data.has(PENDING_ACTION_KEY)).toBe(false);
  });

  it('a signed-in user goes ahead without anything being remembered', () => {
    const store = memoryStore();
    expect(attemptAction(store, true, { type: 'wishlist', productId: 'p2' })).toBe('go-ahead');
    expect(store.data.size).toBe(0);
  });

  it('Buy Now by a visitor asks for sign-in but remembers no action', () => {
    const store = memoryStore();
    expect(attemptAction(store, false)).toBe('ask-sign-in');
    expect(peekPendingAction(store)).toBeNull();
  });

  it('cancelling the dialog forgets the attempt', () => {
    const store = memoryStore();
    attemptAction(store, false, { type: 'wishlist', productId: 'p3' });
    cancelSignIn(store);
    expect(actionToRunFor(store, true)).toBeNull();
  });

  it('a malformed stored value reads as no pending action', () => {
    expect(parsePendingAction('not json')).toBeNull();
    expect(parsePendingAction(JSON.stringify({ type: 'order', productId: 'p1' }))).toBeNull();
    expect(parsePendingAction(JSON.stringify({ type: 'cart', productId: '' }))).toBeNull();
    expect(parsePendingAction(JSON.stringify({ type: 'wishlist', productId: 'p9' }))).toEqual({ type: 'wishlist', productId: 'p9' });
  });
});

function AddButton() {
  const gate = useSignInGate();
  return (
    <>
      <button type="button" onClick={() => gate.requireSignIn({ type: 'cart', productId: 'p1' })}>
        Add to cart
      </button>
      {gate.dialog}
    </>
  );
}

describe('sign-in-required dialog', { timeout: 20_000 }, () => {
  it('a visitor sees the dialog; Sign In stores the return path and the action and goes to /signin', async () => {
    const { user, location } = renderApp(<AddButton />, { route: '/product/p1?from=home' });

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

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

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(location()).toBe('/items');
    expect(peekPendingAction(localStorage)).toBeNull();
  });
});
