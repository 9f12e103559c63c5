import { COLLECTIONS } from '@campus/common/model';
import { doc, getDoc, setLogLevel } from 'firebase/firestore';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ACCOUNT_DISABLED, INVALID_CREDENTIALS } from '@campus/common/messages';
import { AppError } from '../../src/errors';
import { auth, db } from '../../src/firebase';
import { signIn } from '../../src/services/accounts';
import { setAccountDisabled } from '../../src/services/account-status';
import { request } from '../support/api-client';
import { FUNCTIONS_URL } from '../support/env';
import { createTestUser, isAccountDisabled, type TestUser } from '../support/users';
import { clientFor } from '../support/web-client';

beforeAll(() => {
  // The refused reads are the point here; the SDK would log each as a warning.
  setLogLevel('error');
});

/** A test user whose mark is removed after the test, whatever the test did (the account goes with the file's test data). */
async function trackedUser(): Promise<TestUser> {
  const user = await createTestUser();
  onTestFinished(async () => {
    await db.collection(COLLECTIONS.disabledAccounts).doc(user.uid).delete();
  });
  return user;
}

describe('setAccountDisabled', () => {
  it('disables the Auth account, revokes its refresh tokens and marks it, so its live ID token no longer reads its own profile', async () => {
    const user = await trackedUser();
    const client = await clientFor(user);
    onTestFinished(() => client.close());
    const ownProfile = doc(client.db, 'users', user.uid);
    expect((await getDoc(ownProfile)).exists()).toBe(true);
    const revokedFrom = Math.floor(Date.now() / 1000) * 1000;

    await setAccountDisabled(user.uid, true);

    const account = await auth.getUser(user.uid);
    expect(account.disabled).toBe(true);
    expect(Date.parse(account.tokensValidAfterTime ?? '')).toBeGreaterThanOrEqual(revokedFrom);
    expect(await isAccountDisabled(user.uid)).toBe(true);
    await expect(signIn({ email: user.email, password: user.password })).rejects.toEqual(new AppError('unauthenticated', INVALID_CREDENTIALS));
    // The client still holds an unexpired ID token: only the mark makes the rules refuse it.
    await expect(getDoc(ownProfile)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('enables the account again: it signs in and the mark is gone', async () => {
    const user = await trackedUser();
    await setAccountDisabled(user.uid, true);

    await setAccountDisabled(user.uid, false);

    expect((await auth.getUser(user.uid)).disabled).toBe(false);
    expect(await isAccountDisabled(user.uid)).toBe(false);
    await expect(signIn({ email: user.email, password: user.password })).resolves.toMatchObject({ uid: user.uid });
  });

  it('can be repeated', async () => {
    const user = await trackedUser();
    await setAccountDisabled(user.uid, true);
    await setAccountDisabled(user.uid, true);
    expect(await isAccountDisabled(user.uid)).toBe(true);
    await setAccountDisabled(user.uid, false);
    await setAccountDisabled(user.uid, false);
    expect(await isAccountDisabled(user.uid)).toBe(false);
  });

  it('refuses an unknown uid and writes no mark', async () => {
    const uid = `no-such-user-${Date.now()}`;
    await expect(setAccountDisabled(uid, true)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await isAccountDisabled(uid)).toBe(false);
  });
});

describe('a disabled account’s still-valid ID token on the server', () => {
  it('is refused by /api and by the callables with 403 and the reason', { timeout: 90_000 }, async () => {
    const user = await trackedUser();
    await setAccountDisabled(user.uid, true);

    const profile = await request('GET', '/api/users/profile', { token: user.token });
    expect(profile.status).toBe(403);
    expect(profile.body).toEqual({ error: ACCOUNT_DISABLED });

    const call = await fetch(`${FUNCTIONS_URL}/placeOrder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ data: {} }),
    });
    expect(call.status).toBe(403);
    expect(await call.json()).toEqual({ error: { status: 'PERMISSION_DENIED', message: ACCOUNT_DISABLED } });
  });
});
