/**
 * The one error contract: services throw AppError(code, message); callables turn it into an
 * HttpsError with the same code, the Express app into the HTTP status below and `{ error: message }`.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { INTERNAL_ERROR } from '@campus/common/messages';

export type AppErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'already-exists'
  | 'failed-precondition';

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** failed-precondition is a conflict with the current state (a sold item, an order already shipped): 409. */
export const HTTP_STATUS: Readonly<Record<AppErrorCode, number>> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'already-exists': 409,
  'failed-precondition': 409,
};

/** An HttpsError for a callable: AppErrors keep code and message; anything else is logged and hidden. */
export function toHttpsError(error: unknown, context: string): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof AppError) return new HttpsError(error.code, error.message);
  logger.error(`Unexpected error in ${context}`, error);
  return new HttpsError('internal', INTERNAL_ERROR);
}
