/**
 * The caller's Firebase ID token, judged the same way by both transports: the /api auth middleware and the
 * callables' handled(). Each throws an AppError, which the transport maps to its status or HttpsError code.
 */
import type { DecodedIdToken } from 'firebase-admin/auth';
import { ACCOUNT_DISABLED, AUTH_REQUIRED, EMAIL_NOT_VERIFIED, SESSION_REVOKED } from '@campus/common/messages';
import { asRecord } from '@campus/common/values';
import { AppError } from './errors';
import { auth } from './firebase';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The token of an `Authorization: Bearer <token>` header, or undefined without one. */
export const bearerToken = (header: string | undefined): string | undefined => BEARER.exec(header ?? '')?.[1];

/**
 * The decoded token, after firebase-admin has checked it and that 'Sign out on every device' has not revoked
 * it (unauthenticated with SESSION_REVOKED). The revocation check reads the Auth account, which is the one read
 * a call needs: a disabled account (setAccountDisabled disables it in Auth before marking it for the rules) is
 * refused with ACCOUNT_DISABLED, a deleted one as unauthenticated.
 */
export async function verifySession(token: string): Promise<DecodedIdToken> {
  try {
    return await auth.verifyIdToken(token, true);
  } catch (error) {
    const { code } = asRecord(error);
    if (code === 'auth/id-token-revoked') throw new AppError('unauthenticated', SESSION_REVOKED);
    if (code === 'auth/user-disabled') throw new AppError('permission-denied', ACCOUNT_DISABLED);
    throw new AppError('unauthenticated', AUTH_REQUIRED);
  }
}

/**
 * What trading asks of a caller (buying, selling, offers, messages, meet-ups, handover, reviews, ratings,
 * reports): a campus address proven by the link of the verification e-mail, as the token's email_verified says.
 */
export function requireVerifiedEmail(token: Pick<DecodedIdToken, 'email_verified'> | undefined): void {
  if (token === undefined) throw new AppError('unauthenticated', AUTH_REQUIRED);
  if (token.email_verified !== true) throw new AppError('permission-denied', EMAIL_NOT_VERIFIED);
}
