/**
 * The one kind of test user: a fresh campus account with its users/{uid} profile and an ID token, made
 * with firebase-admin (createTestUser) or through POST /api/auth/signup (signUpUser); both are removed
 * after the test file. Its e-mail is verified, so it may trade, unless the test asks for `verified: false`.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { asRecord, asText } from '@campus/common/values';
import { COLLECTIONS } from '@campus/common/model';
import { users } from '../../src/collections';
import { auth, db } from '../../src/firebase';
import { api, pickString, uidOfToken } from './api-client';
import { AUTH_HOST } from './env';
import { trackTestUser } from './test-data';

export const TEST_PASSWORD = 'Campus@123';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** A Firebase ID token of the account, with its custom claims, as a REST client sends it. */
  token: string;
}

/** A unique campus address such as `3f2a9c1b@campus.ac.in`. */
export const uniqueCampusEmail = (): string => `${randomUUID().slice(0, 8)}@campus.ac.in`;

/** Whether the account's e-mail is verified (the default, so it may trade) or still waits for its link. */
export interface Verification {
  verified?: boolean;
}

/** An ID token from the Auth emulator's REST sign-in. */
export async function idTokenFor(email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body: unknown = await response.json();
  const token = asText(asRecord(body).idToken);
  if (token === '') throw new Error(`Sign-in failed: ${JSON.stringify(body)}`);
  return token;
}

/** A user made with firebase-admin (and the admin claim when asked): no function runs to make it. */
export async function createTestUser({ admin = false, verified = true }: { admin?: boolean } & Verification = {}): Promise<TestUser> {
  const email = uniqueCampusEmail();
  const firstName = 'Test';
  const lastName = `User${randomUUID().slice(0, 6)}`;
  const { uid } = await auth.createUser({ email, password: TEST_PASSWORD, emailVerified: verified });
  trackTestUser(uid);
  if (admin) await auth.setCustomUserClaims(uid, { admin: true });
  await users.doc(uid).set({ firstName, lastName, email, mobileNumber: '', gender: '', birthDate: '', createdAt: new Date().toISOString() });
  return { uid, email, password: TEST_PASSWORD, firstName, lastName, token: await idTokenFor(email) };
}

/** POST /api/auth/signin; the `jwt` of the answer. */
export async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await api.post('/api/auth/signin', { json: { email, password } });
  expect(response.status, response.text).toBe(200);
  return pickString(response.body, 'jwt');
}

/**
 * A user signed up through POST /api/auth/signup; the names are letters only, as the sign-up rules require.
 * Verified unless asked otherwise: marked so with firebase-admin, then signed in again for a token that says so.
 */
export async function signUpUser(firstName = 'Test', lastName = 'Student', { verified = true }: Verification = {}): Promise<TestUser> {
  const email = uniqueCampusEmail();
  const response = await api.post('/api/auth/signup', { json: { firstName, lastName, email, password: TEST_PASSWORD } });
  expect(response.status, response.text).toBe(201);
  const signedUp = pickString(response.body, 'jwt');
  const uid = uidOfToken(signedUp);
  if (verified) await auth.updateUser(uid, { emailVerified: true });
  return { uid, email, password: TEST_PASSWORD, firstName, lastName, token: verified ? await idTokenFor(email) : signedUp };
}

/** A signed-up, verified user with the `admin: true` claim, signed in again so the token carries it. */
export async function signUpAdmin(): Promise<TestUser> {
  const user = await signUpUser('Test', 'Admin');
  await auth.setCustomUserClaims(user.uid, { admin: true });
  return { ...user, token: await idTokenFor(user.email) };
}

/** Whether the server has marked `uid` disabled in disabledAccounts/{uid}, the mark the security rules read. */
export async function isAccountDisabled(uid: string): Promise<boolean> {
  return (await db.collection(COLLECTIONS.disabledAccounts).doc(uid).get()).exists;
}
