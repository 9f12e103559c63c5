/** The /api side of the error contract: `{ error }` with a 4xx for what the caller can fix, a logged generic 500 otherwise. */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import { AppError, HTTP_STATUS, INTERNAL_ERROR_MESSAGE } from '../../errors';

export const notFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: `Not found: ${req.method} ${req.path}` });
};

/** body-parser marks what the client got wrong (malformed JSON, too large) with a 4xx status and `expose`. */
function clientError(error: unknown): { status: number; message: string } | null {
  if (typeof error !== 'object' || error === null || !('status' in error) || typeof error.status !== 'number') return null;
  if (error.status < 400 || error.status >= 500) return null;
  const malformed = 'type' in error && error.type === 'entity.parse.failed';
  const message = malformed ? 'Malformed JSON body' : error instanceof Error ? error.message : 'Bad request';
  return { status: error.status, message };
}

export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
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
  res.status(500).json({ error: INTERNAL_ERROR_MESSAGE });
};
