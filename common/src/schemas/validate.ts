import { ValidationError, type AnySchema, type InferType } from 'yup';

export type Validation<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      /** The first error, in field order. */
      message: string;
      /** The first error of each failing field, keyed by its path ('' for the whole value). */
      errors: Record<string, string>;
    };

/** Generic text for a failure that is not a validation error (a bug in a test function). */
const INVALID_INPUT = 'Invalid input';

/**
 * Validates and casts `value` (unknown keys stripped, every error collected) and never throws.
 * Servers call it on request bodies; forms get the same messages through formik's yup support.
 */
export function validateWith<S extends AnySchema>(schema: S, value: unknown): Validation<InferType<S>> {
  try {
    const cast: InferType<S> = schema.validateSync(value, { abortEarly: false, stripUnknown: true });
    return { ok: true, value: cast };
  } catch (error) {
    if (!(error instanceof ValidationError)) return { ok: false, message: INVALID_INPUT, errors: {} };
    const errors: Record<string, string> = {};
    const inner = error.inner.length > 0 ? error.inner : [error];
    for (const failure of inner) {
      const path = failure.path ?? '';
      errors[path] ??= failure.message;
    }
    return { ok: false, message: error.errors[0] ?? INVALID_INPUT, errors };
  }
}
