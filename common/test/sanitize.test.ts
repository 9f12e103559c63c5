import { describe, expect, it } from 'vitest';
import { digitsOnly, joinName, lettersAndSpaces, lettersOnly, priceInput, splitFullName } from '../src/sanitize';
import { PHONE_LENGTH, PINCODE_LENGTH } from '../src/limits';

describe('input sanitisers', () => {
  it('keeps digits only, cut at 10 for a phone and 6 for a pincode', () => {
    expect(digitsOnly('+91 98765-43210 9', PHONE_LENGTH)).toBe('9198765432');
    expect(digitsOnly('560 0011', PINCODE_LENGTH)).toBe('560001');
    expect(digitsOnly('abc', PHONE_LENGTH)).toBe('');
  });

  it('keeps letters and spaces for names and places', () => {
    expect(lettersAndSpaces('Asha  R4ni-Kumar!')).toBe('Asha  RniKumar');
    expect(lettersAndSpaces('Bengaluru Urban')).toBe('Bengaluru Urban');
  });

  it('keeps letters only for sign-up names', () => {
    expect(lettersOnly('Mary Ann 2')).toBe('MaryAnn');
    expect(lettersOnly('José')).toBe('José');
  });

  it('keeps digits and at most one decimal point in a price', () => {
    expect(priceInput('1,299.50')).toBe('1299.50');
    expect(priceInput('12.3.4')).toBe('12.34');
    expect(priceInput('₹ abc')).toBe('');
    expect(priceInput('.5')).toBe('.5');
  });

  it('splits a full name into first word and the rest', () => {
    expect(splitFullName('  Asha   Rani Kumar ')).toEqual({ firstName: 'Asha', lastName: 'Rani Kumar' });
    expect(splitFullName('Asha')).toEqual({ firstName: 'Asha', lastName: '' });
    expect(splitFullName('   ')).toEqual({ firstName: '', lastName: '' });
  });

  it('joins first and last name, skipping empty parts', () => {
    expect(joinName('Asha', 'Kumar')).toBe('Asha Kumar');
    expect(joinName(' Asha ', '')).toBe('Asha');
    expect(joinName(undefined, undefined)).toBe('');
  });
});
