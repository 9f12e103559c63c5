import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CAMPUS_EMAIL_REFUSAL, EMAIL_IMMUTABLE, INVALID_CREDENTIALS, USER_EXISTS } from '@campus/common/messages';
import { users } from '../../src/collections';
import { auth } from '../../src/firebase';
import { AppError } from '../../src/errors';
import { getProfile, signIn, signUp, updateProfile } from '../../src/services/accounts';
import { trackTestUser } from '../support/test-data';
import { TEST_PASSWORD } from '../support/users';

/** Signs up through the service and tracks the account for removal. */
async function signUpTracked(input: ReturnType<typeof registration>) {
  const account = await signUp(input);
  trackTestUser(account.uid);
  return account;
}

const registration = (email = `${randomUUID()}@campus.ac.in`) => ({ firstName: 'Meera', lastName: 'Iyer', email, password: TEST_PASSWORD });

describe('signUp and signIn', () => {
  it('creates the account and its profile, then signs in with an ID token for that user', async () => {
    const input = registration();
    const { uid } = await signUpTracked(input);
    expect((await users.doc(uid).get()).data()).toMatchObject({ firstName: 'Meera', lastName: 'Iyer', email: input.email, gender: '' });

    const { idToken } = await signIn({ email: input.email, password: TEST_PASSWORD });
    expect((await auth.verifyIdToken(idToken)).uid).toBe(uid);
  });

  it('refuses a duplicate e-mail, a non-campus e-mail and a weak password with the exact messages', async () => {
    const input = registration();
    await signUpTracked(input);
    await expect(signUp(input)).rejects.toEqual(new AppError('already-exists', USER_EXISTS));
    await expect(signUp(registration(`${randomUUID()}@gmail.com`))).rejects.toEqual(new AppError('permission-denied', CAMPUS_EMAIL_REFUSAL));
    await expect(signUp({ ...registration(), password: 'password' })).rejects.toEqual(
      new AppError('invalid-argument', 'Password needs: one uppercase letter, one number, one special character (@$!%*?&)'),
    );
  });

  it('answers a wrong password or an unknown e-mail with INVALID_CREDENTIALS', async () => {
    const input = registration();
    await signUpTracked(input);
    await expect(signIn({ email: input.email, password: 'Wrong@123' })).rejects.toEqual(new AppError('unauthenticated', INVALID_CREDENTIALS));
    await expect(signIn({ email: `${randomUUID()}@campus.ac.in`, password: TEST_PASSWORD })).rejects.toEqual(
      new AppError('unauthenticated', INVALID_CREDENTIALS),
    );
  });
});

describe('profile', () => {
  it('updates names, mobile, gender and birth date but never the e-mail', async () => {
    const input = registration();
    const { uid } = await signUpTracked(input);
    const update = { firstName: 'Meera', lastName: 'Nair', email: input.email, mobileNumber: '9876543210', gender: 'female', birthDate: '2003-04-05' };
    expect(await updateProfile(uid, false, update)).toEqual({ _id: uid, ...update });
    await expect(updateProfile(uid, false, { ...update, email: 'other@campus.ac.in' })).rejects.toEqual(new AppError('invalid-argument', EMAIL_IMMUTABLE));
    await expect(updateProfile(uid, false, { ...update, mobileNumber: '123' })).rejects.toEqual(
      new AppError('invalid-argument', 'Valid 10-digit mobile number is required'),
    );
    expect(await getProfile(uid, true)).toMatchObject({ lastName: 'Nair', role: 'admin' });
  });
});
