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

/** The largest JSON request body, /api's and a callable's alike; no form comes near it. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** The deepest nesting of a request body; the checkout payload, the deepest the forms send, has 3 levels. */
export const MAX_BODY_DEPTH = 16;

/** Whether `value` holds arrays or objects nested more than `depth` levels deep; never recurses past `depth`. */
export function nestedDeeperThan(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (depth === 0) return true;
  return Object.values(value).some((item) => nestedDeeperThan(item, depth - 1));
}

/** The longest query value: as long as an id, so any value a query filters on stays far below Firestore's 1,500-byte limit. */
export const MAX_QUERY_VALUE_LENGTH = MAX_DOCUMENT_ID_LENGTH;

export const nowIso = (): string => new Date().toISOString();
