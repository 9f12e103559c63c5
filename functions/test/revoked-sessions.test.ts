/**
 * 'Sign out on every device' revokes the refresh tokens; /api and the callables then refuse the ID tokens
 * issued before it (verifyIdToken with checkRevoked). The Auth emulator never checks a refresh token against
 * the revocation, so the test holds an ID token of a sign-in a minute old (support/id-tokens.ts).
 */
import { describe, expect, it } from 'vitest';
import { SESSION_REVOKED } from '@campus/common/messages';
import { auth } from '../src/firebase';
import { api } from './support/api-client';
import { allowSessionsSince, callWithToken, signedInAgo } from './support/id-tokens';
import { createTestUser, idTokenFor } from './support/users';

// The Functions emulator starts one worker per function on its first call: several seconds each here.
const COLD_START = { timeout: 90_000 };

const REVOKED = { ok: false, status: 'UNAUTHENTICATED', message: SESSION_REVOKED };

/** A callable every signed-in student may call: a missing conversation is not-found once the session passes. */
const blockNobody = (token: string) => callWithToken('blockUser', token, { conversationId: 'no-such-conversation' });

/** A student who signed up two minutes ago and holds the ID token of a sign-in one minute ago. */
async function studentSignedInAMinuteAgo() {
  const student = await createTestUser();
  await allowSessionsSince(student.uid, 120);
  return { student, session: signedInAgo(student.token, 60) };
}

describe('a revoked session', COLD_START, () => {
  it('is accepted before the revocation and refused after it, by /api and by a callable; a new sign-in is accepted', async () => {
    const { student, session } = await studentSignedInAMinuteAgo();
    expect((await api.get('/api/users/profile', { token: session })).status).toBe(200);
    expect(await blockNobody(session)).toMatchObject({ ok: false, status: 'NOT_FOUND' });

    await auth.revokeRefreshTokens(student.uid);

    const refused = await api.get('/api/users/profile', { token: session });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 401, body: { error: SESSION_REVOKED } });
    expect(await blockNobody(session)).toEqual(REVOKED);

    const fresh = await idTokenFor(student.email);
    expect((await api.get('/api/users/profile', { token: fresh })).status).toBe(200);
    expect(await blockNobody(fresh)).toMatchObject({ ok: false, status: 'NOT_FOUND' });
  });

  it('is refused on a trading callable as revoked, before anything else is checked', async () => {
    const { student, session } = await studentSignedInAMinuteAgo();
    expect(await callWithToken('placeOrder', session, {})).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
    await auth.revokeRefreshTokens(student.uid);
    expect(await callWithToken('placeOrder', session, {})).toEqual(REVOKED);
  });
});
