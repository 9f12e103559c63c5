import { describe, expect, it } from 'vitest';
import type { Address } from '../../src/model';
import { addressSchema } from '../../src/schemas/address';
import { errorsOf, valueOf } from './expect-errors';

const valid = {
  fullName: 'Asha Kumar',
  phone: '9876543210',
  pincode: '560001',
  locality: 'Koramangala',
  address: '12, 4th Cross, Hostel Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  addressType: 'work',
  isDefault: true,
  openSaturday: true,
  openSunday: false,
};

describe('addressSchema', () => {
  it('requires every field with its own message', () => {
    expect(errorsOf(addressSchema, {})).toEqual({
      fullName: 'Full name is required',
      phone: 'Phone number is required',
      pincode: 'Pincode is required',
      locality: 'Locality is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
    });
  });

  it('treats blank text as missing', () => {
    expect(errorsOf(addressSchema, { ...valid, fullName: '   ', city: '' })).toEqual({
      fullName: 'Full name is required',
      city: 'City is required',
    });
  });

  it('needs exactly 10 phone digits and 6 pincode digits', () => {
    for (const [phone, pincode] of [
      ['98765', '5600'],
      ['98765432101', '5600011'],
      ['98765abcde', '56000a'],
    ]) {
      expect(errorsOf(addressSchema, { ...valid, phone, pincode })).toEqual({
        phone: 'Phone number must be exactly 10 digits',
        pincode: 'Pincode must be exactly 6 digits',
      });
    }
  });

  it('accepts a valid address and fills the flags, matching the stored Address shape', () => {
    const stored: Address = valueOf(addressSchema, valid);
    expect(stored).toEqual(valid);
    const minimal: Address = valueOf(addressSchema, { ...valid, addressType: undefined, isDefault: undefined, openSaturday: undefined, openSunday: undefined });
    expect(minimal).toMatchObject({ addressType: 'home', isDefault: false, openSaturday: false, openSunday: false });
  });

  it('bounds each text as firestore.rules does (names, locality, city and state 100, the address line 300)', () => {
    expect(errorsOf(addressSchema, { ...valid, locality: 'a'.repeat(101), address: 'a'.repeat(300) })).toEqual({
      locality: 'Locality must be at most 100 characters',
    });
    expect(errorsOf(addressSchema, { ...valid, address: 'a'.repeat(301) })).toEqual({ address: 'Address must be at most 300 characters' });
  });

  it('rejects an unknown address type', () => {
    expect(errorsOf(addressSchema, { ...valid, addressType: 'office' })).toEqual({ addressType: 'Address type must be home or work' });
  });
});
