/** The one auth middleware: a Firebase ID token in `Authorization: Bearer <token>`, verified with firebase-admin. */
import type { Request, RequestHandler } from 'express';
import { ACCOUNT_DISABLED, ADMIN_ONLY, AUTH_REQUIRED } from '@campus/common/messages';
import { asRecord } from '@campus/common/values';
import { auth } from '../../firebase';
import { AppError } from '../../errors';
import { isAccountDisabled } from '../../services/account-status';

export interface RequestUser {
  uid: string;
  email: string | undefined;
  /** The `admin: true` custom claim. */
  admin: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: RequestUser;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** 401 without a valid token, 403 for a disabled account's; otherwise puts the caller on `req.user`. */
export const authenticate: RequestHandler = async (req, _res, next) => {
  const token = BEARER.exec(req.get('authorization') ?? '')?.[1];
  if (token === undefined) throw new AppError('unauthenticated', AUTH_REQUIRED);
  let decoded;
  try {
    decoded = await auth.verifyIdToken(token);
  } catch (error) {
    // The Auth emulator looks the account up and refuses a disabled one itself; Auth in production does not.
    if (asRecord(error).code === 'auth/user-disabled') throw new AppError('permission-denied', ACCOUNT_DISABLED);
    throw new AppError('unauthenticated', AUTH_REQUIRED);
  }
  if (await isAccountDisabled(decoded.uid)) throw new AppError('permission-denied', ACCOUNT_DISABLED);
  req.user = { uid: decoded.uid, email: decoded.email, admin: decoded.admin === true };
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
