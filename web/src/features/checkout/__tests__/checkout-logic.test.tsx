import { describe, expect, it } from 'vitest';
import { FirebaseError } from 'firebase/app';
import { BUYING_PRODUCT_KEY, DIRECT_FLAG_KEY, readDirectBuy, saveDirectBuy } from '../../../lib/direct-buy';
import { checkoutStep, furthestStep, requestedStep } from '../checkout-steps';
import { attemptFor, placeOrderErrorMessage, toPaymentRequest, type OrderRequest } from '../api/place-order';

const everything = { signedIn: true, hasAddress: true, orderable: true };

describe('checkout steps', () => {
  it('reads ?step=, falling back to Details for a missing or malformed value and to Payment beyond it', () => {
    expect(requestedStep(null)).toBe(0);
    expect(requestedStep('2')).toBe(2);
    expect(requestedStep('-1')).toBe(0);
    expect(requestedStep('1.5')).toBe(0);
    expect(requestedStep('abc')).toBe(0);
    expect(requestedStep('')).toBe(0);
    expect(requestedStep('9')).toBe(3);
  });

  it('lets the user no further than the last step whose prerequisites hold', () => {
    expect(furthestStep({ signedIn: false, hasAddress: true, orderable: true })).toBe(0);
    expect(furthestStep({ signedIn: true, hasAddress: false, orderable: true })).toBe(1);
    expect(furthestStep({ signedIn: true, hasAddress: true, orderable: false })).toBe(2);
    expect(furthestStep(everything)).toBe(3);
  });

  it('shows the step asked for, or the furthest reachable one before it', () => {
    expect(checkoutStep('3', everything)).toBe(3);
    expect(checkoutStep('1', everything)).toBe(1);
    expect(checkoutStep('3', { ...everything, hasAddress: false })).toBe(1);
    expect(checkoutStep('2', { ...everything, signedIn: false })).toBe(0);
    expect(checkoutStep('7', { ...everything, orderable: false })).toBe(2);
  });
});

const request: OrderRequest = {
  shippingAddress: { fullName: 'Asha Kumar', phone: '9876543210', pincode: '560001', locality: 'Koramangala', address: '12, 4th Cross', city: 'Bengaluru', state: 'Karnataka' },
  products: [{ productId: 'p1', quantity: 1 }],
  isDirect: false,
  deliveryMode: 'direct',
  paymentMethod: 'COD',
};

describe('order attempts', () => {
  it('a repeat of the same request (double click, retry after a lost answer) keeps its idempotency key', () => {
    let keys = 0;
    const newKey = () => `key-${++keys}`;
    const first = attemptFor(null, request, newKey);
    expect(first.idempotencyKey).toBe('key-1');
    expect(attemptFor(first, { ...request, products: [{ productId: 'p1', quantity: 1 }] }, newKey)).toBe(first);
  });

  it('a changed cart, address or payment is a new attempt with a new key', () => {
    let keys = 0;
    const newKey = () => `key-${++keys}`;
    const first = attemptFor(null, request, newKey);
    const cart = attemptFor(first, { ...request, products: [...request.products, { productId: 'p2', quantity: 1 }] }, newKey);
    const address = attemptFor(cart, { ...request, products: [...request.products, { productId: 'p2', quantity: 1 }], shippingAddress: { ...request.shippingAddress, city: 'Mysuru' } }, newKey);
    const card = attemptFor(address, { ...request, paymentMethod: 'CARD', paymentInfo: { cardHolder: 'Asha', cardNumber: '4242', expiryMonth: '2030-01' } }, newKey);
    expect([first, cart, address, card].map((attempt) => attempt.idempotencyKey)).toEqual(['key-1', 'key-2', 'key-3', 'key-4']);
  });

  it('a new attempt gets a random UUID by default', () => {
    expect(attemptFor(null, request).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('payment request', () => {
  it('sends a card as holder, last 4 digits and month, never the number or the CVC', () => {
    const payment = toPaymentRequest({ paymentMethod: 'CARD', cardHolder: 'Asha Kumar', cardNumber: '4111 1111 1111 4242', expiryMonth: '2030-05', cvc: '737' });
    expect(payment).toEqual({ paymentMethod: 'CARD', paymentInfo: { cardHolder: 'Asha Kumar', cardNumber: '4242', expiryMonth: '2030-05' } });
    expect(JSON.stringify(payment)).not.toMatch(/4111|737/);
  });

  it('sends nothing but the method for cash on delivery', () => {
    expect(toPaymentRequest({ paymentMethod: 'COD' })).toEqual({ paymentMethod: 'COD' });
  });
});

describe('place order errors', () => {
  it("shows the callable's own message, else the spec's fallback; a failure outside Firebase is unexpected", () => {
    expect(placeOrderErrorMessage(new FirebaseError('functions/failed-precondition', 'This item has just been sold'))).toBe('This item has just been sold');
    expect(placeOrderErrorMessage(new FirebaseError('functions/invalid-argument', 'Missing shipping address. Please go back and try again.'))).toBe(
      'Missing shipping address. Please go back and try again.',
    );
    expect(placeOrderErrorMessage(new FirebaseError('functions/internal', 'INTERNAL'))).toBe('Failed to place your order. Please try again.');
    expect(placeOrderErrorMessage(new TypeError('x is undefined'))).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('direct-buy hand-over', () => {
  const stored = { _id: 'p1', productName: 'Study Lamp', productDescription: 'Barely used', price: 500, expectedPrice: 800, images: [{ imageUrl: 'https://img/lamp.png' }], deliveryMode: 'doorstep' as const };

  it('reads back what Buy Now stored', () => {
    saveDirectBuy(localStorage, stored);
    expect(readDirectBuy(localStorage)).toEqual(stored);
  });

  it('is absent without the flag, and a malformed value is ignored rather than trusted', () => {
    expect(readDirectBuy(localStorage)).toBeNull();
    localStorage.setItem(BUYING_PRODUCT_KEY, JSON.stringify(stored));
    expect(readDirectBuy(localStorage)).toBeNull();
    localStorage.setItem(DIRECT_FLAG_KEY, 'true');
    localStorage.setItem(BUYING_PRODUCT_KEY, '{not json');
    expect(readDirectBuy(localStorage)).toBeNull();
    localStorage.setItem(BUYING_PRODUCT_KEY, JSON.stringify({ productName: 'No id' }));
    expect(readDirectBuy(localStorage)).toBeNull();
    localStorage.setItem(BUYING_PRODUCT_KEY, JSON.stringify({ _id: 'p2', deliveryMode: 'teleport' }));
    expect(readDirectBuy(localStorage)).toMatchObject({ _id: 'p2', deliveryMode: 'direct', images: [] });
  });
});
