import { describe, expect, it } from 'vitest';
import { number, object, string } from 'yup';
import { validateWith } from '../../src/schemas/validate';

const schema = object({
  name: string().trim().required('Name is required').min(2, 'Name is too short'),
  age: number().typeError('Age must be a number').required('Age is required'),
});

describe('validateWith', () => {
  it('returns the cast value with unknown keys stripped', () => {
    expect(validateWith(schema, { name: '  Asha ', age: '21', role: 'admin' })).toEqual({ ok: true, value: { name: 'Asha', age: 21 } });
  });

  it('collects the first error of every field and the first overall, without throwing', () => {
    expect(validateWith(schema, { name: '', age: 'x' })).toEqual({
      ok: false,
      message: 'Name is required',
      errors: { name: 'Name is required', age: 'Age must be a number' },
    });
  });

  it('reports a value of the wrong shape at the root', () => {
    const result = validateWith(schema, 'not an object');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(['']);
  });

  it('turns a throwing test into a failure instead of an exception', () => {
    const broken = string().test('boom', 'never shown', () => {
      throw new Error('bug');
    });
    expect(validateWith(broken, 'x')).toEqual({ ok: false, message: 'Invalid input', errors: {} });
  });

  it('never repeats the input in yup’s own type error, and keeps a schema’s own', () => {
    let deep: unknown = 'x'.repeat(2_000);
    for (let level = 0; level < 1_000; level += 1) deep = [deep];
    const result = validateWith(object({ password: string().required() }), { password: deep });
    expect(result).toMatchObject({ ok: false, message: 'password must be of type string' });
    expect(JSON.stringify(result).length).toBeLessThan(200);
    expect(validateWith(schema, { name: 'Asha', age: 'twenty' })).toMatchObject({ ok: false, message: 'Age must be a number' });
  });
});
