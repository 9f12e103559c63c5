import { expect } from 'vitest';

/**
 * Asserts a stored order holds neither the full card number nor the CVC as a value, and no field named
 * like a CVC. Whole JSON values and field names only: random ids and e-mails may hold the same digits or
 * spell 'cvc' by chance.
 */
export function expectNoCardSecrets(stored: unknown, card: { cardNumber: string; cvc: string }): void {
  const text = JSON.stringify(stored);
  expect(text).not.toContain(card.cardNumber);
  expect(text).not.toContain(`"${card.cvc}"`);
  expect(text).not.toMatch(/"[^"]*(cvc|cvv)[^"]*":/i);
}
