/** The one auth middleware: a Firebase ID token in `Authorization: Bearer <token>`, verified with firebase-admin. */
import type { Request, RequestHandler } from 'express';
import { ADMIN_ONLY, AUTH_REQUIRED } from '@campus/common/messages';
import { AppError } from '../../errors';
import { bearerToken, requireVerifiedEmail, verifySession } from '../../id-tokens';

export interface RequestUser {
  uid: string;
  email: string | undefined;
  /** The `admin: true` custom claim. */
  admin: boolean;
  /** The token's email_verified: the campus address was proven through the verification e-mail's link. */
  emailVerified: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: RequestUser;
  }
}

/**
 * 401 without a valid token or with a revoked one (SESSION_REVOKED), 403 for a disabled account's; otherwise
 * puts the caller on `req.user`.
 */
export const authenticate: RequestHandler = async (req, _res, next) => {
  const token = bearerToken(req.get('authorization'));
  if (token === undefined) throw new AppError('unauthenticated', AUTH_REQUIRED);
  const decoded = await verifySession(token);
  req.user = { uid: decoded.uid, email: decoded.email, admin: decoded.admin === true, emailVerified: decoded.email_verified === true };
  next();
};

/** 403 with EMAIL_NOT_VERIFIED until the caller's campus address is verified; on every route that trades, after `authenticate`. */
export const requireVerified: RequestHandler = (req, _res, next) => {
  requireVerifiedEmail({ email_verified: currentUser(req).emailVerified });
  next();
};

/** 403 unless the authenticated caller is an admin; use after `authenticate`. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!currentUser(req).admin) throw new AppError('permission-denied', ADMIN_ONLY);
  next();
};

/** The authenticated caller; only valid on routes behind `authenticate`. */
export function currentUser(req: Request): RequestUser {
  if (!req.user) throw new AppError('unauthenticated', AUTH_REQUIRED);
  return req.user;
}
