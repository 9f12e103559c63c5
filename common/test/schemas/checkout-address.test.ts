import { describe, expect, it } from 'vitest';
import { checkoutAddressFormSchema, checkoutAddressSchema } from '../../src/schemas/checkout-address';
import { errorsOf, valueOf } from './expect-errors';

const valid = {
  fullName: 'Asha Kumar',
  phone: '9876543210',
  pincode: '560001',
  locality: 'Koramangala',
  address: '12, 4th Cross',
  city: 'Bengaluru',
  state: 'Karnataka',
  addressType: 'home',
};

describe('checkoutAddressSchema', () => {
  it("says 'This field is required' for every blank field", () => {
    const blank = Object.fromEntries(Object.keys(valid).map((key) => [key, ' ']));
    const errors = errorsOf(checkoutAddressSchema, blank);
    expect(Object.keys(errors).sort()).toEqual(Object.keys(valid).sort());
    for (const message of Object.values(errors)) expect(message).toBe('This field is required');
  });

  it('does not require isDefault and defaults the flags', () => {
    expect(valueOf(checkoutAddressSchema, valid)).toEqual({ ...valid, isDefault: false, openSaturday: false, openSunday: false });
  });
});

describe('checkoutAddressFormSchema', () => {
  it("still says 'This field is required' for a blank field", () => {
    expect(errorsOf(checkoutAddressFormSchema, { ...valid, phone: '', pincode: ' ' })).toEqual({ phone: 'This field is required', pincode: 'This field is required' });
  });

  it('asks for exactly 10 phone digits and 6 pincode digits, as the stored address must have', () => {
    expect(errorsOf(checkoutAddressFormSchema, { ...valid, phone: '98765', pincode: '5600' })).toEqual({
      phone: 'Phone number must be exactly 10 digits',
      pincode: 'Pincode must be exactly 6 digits',
    });
    expect(valueOf(checkoutAddressFormSchema, valid)).toMatchObject(valid);
  });
});
