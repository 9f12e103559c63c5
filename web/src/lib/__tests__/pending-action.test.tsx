import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../key-value-store';
import { RETURN_URL_KEY } from '../return-url';
import {
  actionToRunFor,
  attemptAction,
  cancelSignIn,
  confirmSignIn,
  parsePendingAction,
  peekPendingAction,
  PENDING_ACTION_KEY,
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
