/** 'Sign out on every device'. */
import { auth } from '../firebase';

/**
 * Revokes every refresh token of `uid`: no device gets a new ID token, and the functions and /api refuse the
 * ID tokens already issued (verifyIdToken with checkRevoked), this device's included. Returns the instant
 * Auth counts tokens from again.
 */
export async function signOutEverywhere(uid: string): Promise<{ revokedAt: string }> {
  await auth.revokeRefreshTokens(uid);
  const { tokensValidAfterTime } = await auth.getUser(uid);
  return { revokedAt: new Date(tokensValidAfterTime ?? Date.now()).toISOString() };
}
