import { object, string, type InferType } from 'yup';
import { CARD_NUMBER_REQUIRED } from '../messages';

const whenCard = (message: string) =>
  string()
    .trim()
    .when('paymentMethod', {
      is: 'CARD',
      then: (schema) => schema.required(message),
      otherwise: (schema) => schema.strip(),
    });

/** The payment step: a card needs holder, number, expiry month and CVC; cash on delivery needs nothing. */
export const paymentSchema = object({
  paymentMethod: string().oneOf(['CARD', 'COD'] as const, 'Please select a payment method').required('Please select a payment method'),
  cardHolder: whenCard('Card holder name is required'),
  cardNumber: whenCard(CARD_NUMBER_REQUIRED).test(
    'card-digits',
    'Card number must be 12 to 19 digits',
    (value) => !value || /^\d{12,19}$/.test(value.replace(/[\s-]/g, '')),
  ),
  expiryMonth: whenCard('Expiry month is required'),
  cvc: whenCard('CVC is required').test('cvc-digits', 'CVC must be 3 or 4 digits', (value) => !value || /^\d{3,4}$/.test(value)),
});

export type PaymentValues = InferType<typeof paymentSchema>;

/** The only part of a card number that is ever stored. */
export function cardLast4(cardNumber: string): string {
  return cardNumber.replace(/\D/g, '').slice(-4);
}
