/**
 * What every /api request must be before a route reads it, checked once here rather than route by route:
 * path segments that can name a document, bounded query values, and a JSON body (or the sell form's
 * multipart one) of bounded size and depth. Each refusal is a 4xx `{ error }` that repeats nothing of the request.
 */
import type { Request, RequestHandler } from 'express';
import { BODY_TOO_DEEP, BODY_TOO_LARGE, JSON_BODY_EXPECTED, NOT_FOUND, QUERY_VALUE_TOO_LONG } from '@campus/common/messages';
import { AppError } from '../../errors';
import { MAX_BODY_BYTES, MAX_BODY_DEPTH, MAX_QUERY_VALUE_LENGTH, isDocumentId, nestedDeeperThan } from '../../validation';

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * 404 for a path with a segment no document can have (over-long, a lone surrogate, an encoded slash, reserved):
 * every id in an /api path is a document id, and Firestore fails on such a segment rather than finding nothing.
 */
export const pathSegments: RequestHandler = (req, _res, next) => {
  const segments = req.path.split('/').filter((segment) => segment !== '');
  if (!segments.every((segment) => isDocumentId(decodedSegment(segment) ?? ''))) throw new AppError('not-found', NOT_FOUND);
  next();
};

/** 400 for a query value (of any name, repeated or not) too long to filter on; routes read the query as the URL has it. */
export const queryValues: RequestHandler = (req, _res, next) => {
  const { searchParams } = new URL(req.originalUrl, 'http://localhost');
  for (const value of searchParams.values()) {
    if (value.length > MAX_QUERY_VALUE_LENGTH) throw new AppError('invalid-argument', QUERY_VALUE_TOO_LONG);
  }
  next();
};

/** The Functions runtime has already read the body into `rawBody`; elsewhere (tests, benchmarks) Content-Length tells its size. */
function bodySize(req: Request): number {
  const rawBody: unknown = 'rawBody' in req ? req.rawBody : undefined;
  return Buffer.isBuffer(rawBody) ? rawBody.length : Number(req.get('content-length') ?? 0);
}

/**
 * A body is JSON (415 otherwise), at most MAX_BODY_BYTES (413) and MAX_BODY_DEPTH levels deep (400), or the
 * sell form's multipart/form-data, which that route reads from the raw body. The runtime also parses text,
 * forms and raw bytes into `req.body`; only a JSON body stays there for the routes.
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  const size = bodySize(req);
  if (size === 0) {
    next();
    return;
  }
  const type = req.is(['application/json', 'multipart/form-data']);
  if (!type) {
    res.status(415).json({ error: JSON_BODY_EXPECTED });
    return;
  }
  if (type === 'multipart/form-data') {
    req.body = undefined;
    next();
    return;
  }
  if (size > MAX_BODY_BYTES) {
    res.status(413).json({ error: BODY_TOO_LARGE });
    return;
  }
  if (nestedDeeperThan(req.body, MAX_BODY_DEPTH)) throw new AppError('invalid-argument', BODY_TOO_DEEP);
  next();
};
