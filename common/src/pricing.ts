/**
 * Rupee arithmetic of spec section 9. Percentages are applied as `amount * percent / 100` on whole
 * numbers, so a half rupee rounds up exactly instead of drifting with binary fractions like 0.05.
 */

export const TAX_PERCENT = 5;
export const TAX_RATE = TAX_PERCENT / 100;
export const CART_DISCOUNT_PERCENT = 5;
export const DOORSTEP_SURCHARGE_PERCENT = 20;
export const SELLER_COMMISSION_PERCENT = 5;
export const SELLER_COMMISSION_RATE = SELLER_COMMISSION_PERCENT / 100;
export const SHIPPING_CHARGE = 0;

const PAISE_PER_RUPEE = 100;

const toPaise = (rupees: number): number => Math.round(rupees * PAISE_PER_RUPEE);
const toRupees = (paise: number): number => paise / PAISE_PER_RUPEE;

/** `percent`% of `rupees`, rounded to whole rupees. */
const percentOf = (rupees: number, percent: number): number => Math.round((toPaise(rupees) * percent) / (100 * PAISE_PER_RUPEE));

function assertAmount(value: number, what: string): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} must be a non-negative number, got ${value}`);
}

export interface PriceLine {
  price: number;
  quantity: number;
}

export interface CheckoutTotals {
  subtotal: number;
  tax: number;
  shipping: number;
  total: number;
}

/**
 * Checkout totals: tax is 5% of the subtotal rounded to whole rupees, shipping is free.
 * Throws RangeError on a negative or non-finite price or a quantity that is not a positive integer:
 * the caller re-prices from stored products, so such a line is a bug, not user input.
 */
export function checkoutTotals(lines: readonly PriceLine[]): CheckoutTotals {
  const subtotalPaise = lines.reduce((sum, { price, quantity }) => {
    assertAmount(price, 'price');
    if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`quantity must be a positive integer, got ${quantity}`);
    return sum + toPaise(price) * quantity;
  }, 0);
  const subtotal = toRupees(subtotalPaise);
  const tax = percentOf(subtotal, TAX_PERCENT);
  return { subtotal, tax, shipping: SHIPPING_CHARGE, total: toRupees(subtotalPaise + toPaise(tax) + toPaise(SHIPPING_CHARGE)) };
}

export interface CartPanel {
  discount: number;
  total: number;
  delivery: 'Free';
}

/** The cart's price-details panel: a 5% discount shown off the total price, delivery free. */
export function cartPanel(totalPrice: number): CartPanel {
  assertAmount(totalPrice, 'totalPrice');
  const discount = percentOf(totalPrice, CART_DISCOUNT_PERCENT);
  return { discount, total: toRupees(toPaise(totalPrice) - toPaise(discount)), delivery: 'Free' };
}

/** round((original - price) / original * 100); 0 when there is no real reduction. */
export function discountPercent(originalPrice: number, price: number): number {
  if (!Number.isFinite(originalPrice) || !Number.isFinite(price) || originalPrice <= 0 || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) * 100) / originalPrice);
}

/** The doorstep (premium delivery) option: price plus 20%, rounded to whole rupees. */
export function doorstepPrice(price: number): number {
  assertAmount(price, 'price');
  return Math.round((toPaise(price) * (100 + DOORSTEP_SURCHARGE_PERCENT)) / (100 * PAISE_PER_RUPEE));
}

/** The platform's 5% commission on a sale, rounded to whole rupees. */
export function sellerCommission(price: number): number {
  assertAmount(price, 'price');
  return percentOf(price, SELLER_COMMISSION_PERCENT);
}
