import { ValidationError, defaultLocale, type AnySchema, type InferType } from 'yup';

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
 * The failure's message, except yup's own type error: that one prints the whole value it was given (a 2 KB
 * body nested 1,000 deep printed as 1.9 MB), and no message may repeat the input. A schema's own
 * typeError message is kept.
 */
function messageOf(failure: ValidationError): string {
  const { params } = failure;
  if (failure.type !== 'typeError' || params === undefined) return failure.message;
  const isYupOwn = failure.message === ValidationError.formatError(defaultLocale.mixed?.notType, params);
  return isYupOwn ? `${failure.path || 'The input'} must be of type ${String(params.type)}` : failure.message;
}

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
    const failures = error.inner.length > 0 ? error.inner : [error];
    for (const failure of failures) {
      errors[failure.path ?? ''] ??= messageOf(failure);
    }
    const first = failures[0];
    return { ok: false, message: first ? messageOf(first) : INVALID_INPUT, errors };
  }
}
