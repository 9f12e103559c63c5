import { describe, expect, it } from 'vitest';
import { cardLast4, paymentSchema } from '../../src/schemas/payment';
import { errorsOf, valueOf } from './expect-errors';

const card = { paymentMethod: 'CARD', cardHolder: 'Asha Kumar', cardNumber: '4111 1111 1111 1111', expiryMonth: '2027-08', cvc: '123' };

describe('paymentSchema', () => {
  it('needs every card field when paying by card', () => {
    expect(errorsOf(paymentSchema, { paymentMethod: 'CARD' })).toEqual({
      cardHolder: 'Card holder name is required',
      cardNumber: 'Card number is required',
      expiryMonth: 'Expiry month is required',
      cvc: 'CVC is required',
    });
  });

  it('checks the card number and CVC are digits', () => {
    expect(errorsOf(paymentSchema, { ...card, cardNumber: '4111', cvc: '12' })).toEqual({
      cardNumber: 'Card number must be 12 to 19 digits',
      cvc: 'CVC must be 3 or 4 digits',
    });
  });

  it('accepts a complete card', () => {
    expect(valueOf(paymentSchema, card)).toEqual(card);
  });

  it('needs nothing for cash on delivery and drops any card data sent with it', () => {
    expect(valueOf(paymentSchema, { paymentMethod: 'COD', cardNumber: '4111111111111111', cvc: '999' })).toEqual({ paymentMethod: 'COD' });
  });

  it('needs a known payment method', () => {
    expect(errorsOf(paymentSchema, {})).toEqual({ paymentMethod: 'Please select a payment method' });
    expect(errorsOf(paymentSchema, { paymentMethod: 'UPI' })).toEqual({ paymentMethod: 'Please select a payment method' });
  });

  it('keeps only the last 4 digits of a card', () => {
    expect(cardLast4('4111 1111 1111 1234')).toBe('1234');
  });
});
