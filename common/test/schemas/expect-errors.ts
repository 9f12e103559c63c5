import { expect } from 'vitest';
import type { AnySchema, InferType } from 'yup';
import { validateWith } from '../../src/schemas/validate';

/** Validates `value` and returns the first message of each failing field, asserting it did not pass. */
export function errorsOf(schema: AnySchema, value: unknown): Record<string, string> {
  const result = validateWith(schema, value);
  expect(result.ok, 'expected validation to fail').toBe(false);
  return result.ok ? {} : result.errors;
}

/** Validates `value`, asserts it passed and returns the cast value. */
export function valueOf<S extends AnySchema>(schema: S, value: unknown): InferType<S> {
  const result = validateWith(schema, value);
  if (!result.ok) return expect.fail(`expected validation to pass, got ${JSON.stringify(result.errors)}`);
  return result.value;
}
