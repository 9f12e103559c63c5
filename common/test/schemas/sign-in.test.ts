import { describe, expect, it } from 'vitest';
import { signInSchema } from '../../src/schemas/sign-in';
import { errorsOf, valueOf } from './expect-errors';

describe('signInSchema', () => {
  it('requires email and password', () => {
    expect(errorsOf(signInSchema, {})).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(errorsOf(signInSchema, { email: '  ', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('rejects a malformed email', () => {
    expect(errorsOf(signInSchema, { email: 'buyer@', password: 'x' })).toEqual({ email: 'Please enter a valid email' });
  });

  it('accepts a trimmed email and any password', () => {
    expect(valueOf(signInSchema, { email: ' buyer@campus.ac.in ', password: 'Campus@123' })).toEqual({
      email: 'buyer@campus.ac.in',
      password: 'Campus@123',
    });
  });
});
