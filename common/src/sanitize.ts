/** Input filters applied while the user types (spec section 5). */

/** Drops everything but digits and cuts at `max` (phone 10, pincode 6). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** Letters (any script) and spaces only, e.g. full name, city, state, locality. */
export function lettersAndSpaces(value: string): string {
  return value.replace(/[^\p{L} ]/gu, '');
}

/** Letters only, as the sign-up first and last name fields accept. */
export function lettersOnly(value: string): string {
  return value.replace(/[^\p{L}]/gu, '');
}

/** Digits with at most one decimal point (the expected-price field); later points are dropped. */
export function priceInput(value: string): string {
  const kept = value.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/\./g, '');
}

/** 'Asha Rani Kumar' -> firstName 'Asha', lastName 'Rani Kumar'; extra spaces ignored. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The single name the UI shows for a person: first and last name joined, empty parts skipped. */
export function joinName(firstName: string | undefined, lastName: string | undefined): string {
  return [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}
