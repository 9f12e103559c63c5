import { describe, expect, it } from 'vitest';
import { checkoutAddressSchema } from '../../src/schemas/checkout-address';
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
