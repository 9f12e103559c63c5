import { describe, expect, it } from 'vitest';
import { SELL_ADDRESS_FAILURE, sellAddressSchema } from '../../src/schemas/sell-address';
import { errorsOf, valueOf } from './expect-errors';

const valid = {
  fullName: 'Asha Kumar',
  phone: '9876543210',
  address: 'Room 12, Hostel 4',
  locality: 'Koramangala',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  addressType: 'home',
};

describe('sellAddressSchema', () => {
  it('has the failure banner text', () => {
    expect(SELL_ADDRESS_FAILURE).toBe('Please correct the errors in the address form');
  });

  it('requires every field', () => {
    expect(errorsOf(sellAddressSchema, { addressType: '' })).toEqual({
      fullName: 'Full name is required',
      phone: 'Phone number is required',
      address: 'Address is required',
      locality: 'Locality is required',
      city: 'City is required',
      state: 'State is required',
      pincode: 'Pincode is required',
      addressType: 'Address type must be home or work',
    });
  });

  it('allows only alphabets and spaces in names and places', () => {
    expect(errorsOf(sellAddressSchema, { ...valid, fullName: 'Asha_K', locality: 'Sector 5', city: 'B3ngaluru', state: 'Karnataka!' })).toEqual({
      fullName: 'Full name should contain only alphabets and spaces',
      locality: 'Locality should contain only alphabets and spaces',
      city: 'City should contain only alphabets and spaces',
      state: 'State should contain only alphabets and spaces',
    });
  });

  it('allows only digits in phone and pincode', () => {
    expect(errorsOf(sellAddressSchema, { ...valid, phone: '98765-4321', pincode: '56000A' })).toEqual({
      phone: 'Phone number should contain only digits',
      pincode: 'Pincode should contain only digits',
    });
  });

  it('refuses too many digits, then too few on submit', () => {
    expect(errorsOf(sellAddressSchema, { ...valid, phone: '98765432101', pincode: '5600011' })).toEqual({
      phone: 'Phone number should not exceed 10 digits',
      pincode: 'Pincode should not exceed 6 digits',
    });
    expect(errorsOf(sellAddressSchema, { ...valid, phone: '98765', pincode: '560' })).toEqual({
      phone: 'Phone number must be exactly 10 digits',
      pincode: 'Pincode must be exactly 6 digits',
    });
  });

  it('accepts home or work', () => {
    expect(valueOf(sellAddressSchema, { ...valid, addressType: 'work' })).toEqual({ ...valid, addressType: 'work', isDefault: false });
    expect(errorsOf(sellAddressSchema, { ...valid, addressType: 'hostel' })).toEqual({ addressType: 'Address type must be home or work' });
  });
});
