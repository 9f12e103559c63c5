import type { AnySchema, InferType } from 'yup';
import { validateWith } from '@campus/common/schemas/validate';
import { AppError } from './errors';

/** The cast value, or an invalid-argument AppError carrying the schema's first message (a 400 on /api). */
export function validated<S extends AnySchema>(schema: S, value: unknown): InferType<S> {
  const result = validateWith(schema, value);
  if (!result.ok) throw new AppError('invalid-argument', result.message);
  return result.value;
}

export const MAX_DOCUMENT_ID_LENGTH = 200;

/**
 * A single Firestore path segment Firestore accepts: not empty, not over-long, no slash, not . or .., not
 * reserved (__x__), and well-formed UTF-16 (a lone surrogate makes Firestore fail rather than find nothing).
 */
export const isDocumentId = (value: string): boolean =>
  value !== '' &&
  value.length <= MAX_DOCUMENT_ID_LENGTH &&
  !value.includes('/') &&
  value !== '.' &&
  value !== '..' &&
  !/^__.*__$/.test(value) &&
  !/\p{Cs}/u.test(value);

/**
 * An id taken from a request: a single Firestore path segment. A bad id in a path names nothing (not-found);
 * a missing or bad id in a body is bad input (invalid-argument).
 */
export function documentId(value: unknown, message: string, code: 'not-found' | 'invalid-argument' = 'not-found'): string {
  const id = typeof value === 'string' ? value.trim() : '';
  if (!isDocumentId(id)) throw new AppError(code, message);
  return id;
}

export const nowIso = (): string => new Date().toISOString();
