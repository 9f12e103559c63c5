/** The /api side of the error contract: `{ error }` with a 4xx for what the caller can fix, a logged generic 500 otherwise. */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import { BAD_REQUEST, BODY_TOO_LARGE, INTERNAL_ERROR, JSON_BODY_EXPECTED, MALFORMED_JSON, NOT_FOUND } from '@campus/common/messages';
import { asRecord } from '@campus/common/values';
import { AppError, HTTP_STATUS } from '../../errors';
import { NO_STORE } from './cache-control';

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: NOT_FOUND });
};

/**
 * body-parser and the router mark what the client got wrong (malformed JSON, too large, an undecodable path)
 * with a 4xx status. Their messages can quote the request (a charset, a path), so a fixed text stands in.
 */
const CLIENT_ERROR_MESSAGES: Readonly<Partial<Record<number, string>>> = { 413: BODY_TOO_LARGE, 415: JSON_BODY_EXPECTED };

function clientError(error: unknown): { status: number; message: string } | null {
  const { status, type } = asRecord(error);
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  return { status, message: type === 'entity.parse.failed' ? MALFORMED_JSON : (CLIENT_ERROR_MESSAGES[status] ?? BAD_REQUEST) };
}

export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  // An error is never cached, whatever the route had set before it failed.
  res.set('Cache-Control', NO_STORE);
  if (error instanceof AppError) {
    res.status(HTTP_STATUS[error.code]).json({ error: error.message });
    return;
  }
  const client = clientError(error);
  if (client) {
    res.status(client.status).json({ error: client.message });
    return;
  }
  logger.error(`Unhandled error on ${req.method} ${req.path}`, error);
  res.status(500).json({ error: INTERNAL_ERROR });
};
