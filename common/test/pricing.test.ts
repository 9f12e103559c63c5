import { describe, expect, it } from 'vitest';
import {
  SELLER_COMMISSION_RATE,
  TAX_RATE,
  cartPanel,
  checkoutTotals,
  discountPercent,
  doorstepPrice,
  sellerCommission,
} from '../src/pricing';

describe('checkoutTotals', () => {
  it('adds 5% tax rounded to whole rupees, free shipping', () => {
    expect(TAX_RATE).toBe(0.05);
    expect(checkoutTotals([{ price: 1000, quantity: 2 }, { price: 499, quantity: 1 }])).toEqual({
      subtotal: 2499,
      tax: 125,
      shipping: 0,
      total: 2624,
    });
  });

  it('rounds a half rupee of tax up exactly', () => {
    expect(checkoutTotals([{ price: 10, quantity: 1 }]).tax).toBe(1);
    expect(checkoutTotals([{ price: 30, quantity: 1 }]).tax).toBe(2);
    expect(checkoutTotals([{ price: 29, quantity: 1 }]).tax).toBe(1);
  });

  it('keeps paise exact when prices have them', () => {
    expect(checkoutTotals([{ price: 0.1, quantity: 3 }, { price: 0.2, quantity: 1 }])).toMatchObject({ subtotal: 0.5, tax: 0, total: 0.5 });
    expect(checkoutTotals([{ price: 199.99, quantity: 3 }])).toEqual({ subtotal: 599.97, tax: 30, shipping: 0, total: 629.97 });
  });

  it('is all zero for an empty order', () => {
    expect(checkoutTotals([])).toEqual({ subtotal: 0, tax: 0, shipping: 0, total: 0 });
  });

  it('refuses negative prices and non-integer quantities', () => {
    expect(() => checkoutTotals([{ price: -1, quantity: 1 }])).toThrow(RangeError);
    expect(() => checkoutTotals([{ price: Number.NaN, quantity: 1 }])).toThrow(RangeError);
    expect(() => checkoutTotals([{ price: 10, quantity: 0 }])).toThrow(RangeError);
    expect(() => checkoutTotals([{ price: 10, quantity: 1.5 }])).toThrow(RangeError);
  });
});

describe('cartPanel', () => {
  it('shows a 5% discount off the total price and free delivery', () => {
    expect(cartPanel(2499)).toEqual({ discount: 125, total: 2374, delivery: 'Free' });
    expect(cartPanel(0)).toEqual({ discount: 0, total: 0, delivery: 'Free' });
  });
});

describe('discountPercent', () => {
  it('rounds (original - price) / original * 100', () => {
    expect(discountPercent(1000, 750)).toBe(25);
    expect(discountPercent(3000, 1999)).toBe(33);
    expect(discountPercent(3, 1)).toBe(67);
  });

  it('is 0 when there is no real reduction', () => {
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(500, 800)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(-100, -200)).toBe(0);
    expect(discountPercent(Number.NaN, 10)).toBe(0);
  });
});

describe('doorstepPrice and sellerCommission', () => {
  it('adds 20% for doorstep delivery, rounded', () => {
    expect(doorstepPrice(1000)).toBe(1200);
    expect(doorstepPrice(1249)).toBe(1499);
    expect(doorstepPrice(999.5)).toBe(1199);
  });

  it('takes a 5% commission, rounded', () => {
    expect(SELLER_COMMISSION_RATE).toBe(0.05);
    expect(sellerCommission(1000)).toBe(50);
    expect(sellerCommission(50)).toBe(3);
    expect(sellerCommission(49)).toBe(2);
    expect(() => sellerCommission(-1)).toThrow(RangeError);
  });
});
