/**
 * App Check on /api, as the callables have it: a token in X-Firebase-AppCheck must be valid; none at all is
 * refused only where ENFORCE_APP_CHECK is on (every real project; the emulators cannot mint tokens offline).
 */
import type { RequestHandler } from 'express';
import { APP_CHECK_REQUIRED } from '@campus/common/messages';
import { ENFORCE_APP_CHECK } from '../../config';
import { AppError } from '../../errors';
import { appCheck } from '../../firebase';

export const checkAppCheck: RequestHandler = async (req, _res, next) => {
  const token = req.get('x-firebase-appcheck');
  if (token === undefined) {
    if (ENFORCE_APP_CHECK.value()) throw new AppError('unauthenticated', APP_CHECK_REQUIRED);
    next();
    return;
  }
  try {
    await appCheck.verifyToken(token);
  } catch {
    throw new AppError('unauthenticated', APP_CHECK_REQUIRED);
  }
  next();
};
