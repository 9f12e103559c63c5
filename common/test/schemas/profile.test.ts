import { describe, expect, it } from 'vitest';
import { profileSchema, profileUpdateSchema, validateProfile } from '../../src/schemas/profile';
import { errorsOf, valueOf } from './expect-errors';

const valid = { fullName: 'Asha Rani Kumar', mobileNumber: '9876543210', email: 'asha@campus.ac.in', gender: 'female', birthDate: '2004-05-17' };

describe('profileSchema', () => {
  it('needs a first and a last name', () => {
    expect(errorsOf(profileSchema, { ...valid, fullName: 'Asha' })).toEqual({ fullName: 'Full name is required' });
    expect(errorsOf(profileSchema, { ...valid, fullName: '  ' })).toEqual({ fullName: 'Full name is required' });
  });

  it('needs a 10-digit mobile number', () => {
    for (const mobileNumber of ['', '98765', '98765432101', '98765abcde']) {
      expect(errorsOf(profileSchema, { ...valid, mobileNumber })).toEqual({ mobileNumber: 'Valid 10-digit mobile number is required' });
    }
  });

  it('needs a simple valid email', () => {
    for (const email of ['', 'asha', 'asha@campus', 'asha @campus.ac.in']) {
      expect(errorsOf(profileSchema, { ...valid, email })).toEqual({ email: 'Valid email address is required' });
    }
  });

  it('accepts male, female or no gender, and an optional ISO birth date', () => {
    expect(valueOf(profileSchema, { ...valid, gender: '', birthDate: '' })).toMatchObject({ gender: '', birthDate: '' });
    expect(valueOf(profileSchema, { fullName: 'A B', mobileNumber: '9876543210', email: 'a@b.in' })).toMatchObject({ gender: '', birthDate: '' });
    expect(errorsOf(profileSchema, { ...valid, gender: 'other', birthDate: '17/05/2004' })).toEqual({
      gender: 'Gender must be male, female or empty',
      birthDate: 'Birth date must be a valid date',
    });
  });
});

describe('validateProfile', () => {
  it('joins every message with commas', () => {
    expect(validateProfile({ fullName: 'Asha', mobileNumber: '123', email: 'x' })).toBe(
      'Full name is required, Valid 10-digit mobile number is required, Valid email address is required',
    );
  });

  it('is null for a valid profile', () => {
    expect(validateProfile(valid)).toBeNull();
  });
});

describe('profileUpdateSchema', () => {
  it('applies the same rules to firstName and lastName', () => {
    expect(errorsOf(profileUpdateSchema, { firstName: 'Asha', lastName: '', mobileNumber: '1', email: 'x' })).toEqual({
      lastName: 'Full name is required',
      mobileNumber: 'Valid 10-digit mobile number is required',
      email: 'Valid email address is required',
    });
    expect(valueOf(profileUpdateSchema, { firstName: 'Asha', lastName: 'Kumar', mobileNumber: '9876543210', email: 'a@b.in', gender: 'male' })).toEqual({
      firstName: 'Asha',
      lastName: 'Kumar',
      mobileNumber: '9876543210',
      email: 'a@b.in',
      gender: 'male',
      birthDate: '',
    });
  });
});
