import { describe, expect, it } from 'vitest';
import { passwordProblem, passwordRequirements, signUpSchema } from '../../src/schemas/sign-up';
import { errorsOf, valueOf } from './expect-errors';

const valid = { firstName: 'Asha', lastName: 'Kumar', email: 'asha@campus.ac.in', password: 'Campus@123' };

describe('signUpSchema', () => {
  it('requires every field', () => {
    expect(errorsOf(signUpSchema, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(errorsOf(signUpSchema, { firstName: '', lastName: '', email: '', password: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('allows letters only in names', () => {
    expect(errorsOf(signUpSchema, { ...valid, firstName: 'Asha1', lastName: 'Van Dyke' })).toEqual({
      firstName: 'First name should only contain letters',
      lastName: 'Last name should only contain letters',
    });
  });

  it('needs names of at least 2 characters', () => {
    expect(errorsOf(signUpSchema, { ...valid, firstName: 'A', lastName: 'K' })).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
    });
  });

  it('rejects a malformed email', () => {
    expect(errorsOf(signUpSchema, { ...valid, email: 'asha.campus.ac.in' })).toEqual({ email: 'Please enter a valid email address' });
  });

  it('lists every missing password requirement', () => {
    expect(errorsOf(signUpSchema, { ...valid, password: 'abc' })).toEqual({
      password: 'Password needs: at least 8 characters, one uppercase letter, one number, one special character (@$!%*?&)',
    });
    expect(errorsOf(signUpSchema, { ...valid, password: 'ABCDEFGH' })).toEqual({
      password: 'Password needs: one lowercase letter, one number, one special character (@$!%*?&)',
    });
    expect(errorsOf(signUpSchema, { ...valid, password: 'Campus#123' })).toEqual({
      password: 'Password needs: one special character (@$!%*?&)',
    });
  });

  it('accepts a valid registration', () => {
    expect(valueOf(signUpSchema, { ...valid, firstName: ' Asha ' })).toEqual(valid);
  });
});

describe('password checklist', () => {
  it('reports every requirement and whether it is met', () => {
    expect(passwordRequirements('Campus12')).toEqual([
      { label: 'at least 8 characters', met: true },
      { label: 'one uppercase letter', met: true },
      { label: 'one lowercase letter', met: true },
      { label: 'one number', met: true },
      { label: 'one special character (@$!%*?&)', met: false },
    ]);
    expect(passwordRequirements('').every((requirement) => !requirement.met)).toBe(true);
  });

  it('has no problem once all are met', () => {
    expect(passwordProblem('Campus@123')).toBeNull();
    expect(passwordProblem('Campus@12')).toBeNull();
    expect(passwordProblem('Campus@1')).toBeNull();
    expect(passwordProblem('Campu@1')).toBe('Password needs: at least 8 characters');
  });
});
