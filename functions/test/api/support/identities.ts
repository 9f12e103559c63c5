/** Fresh users per test file, signed up through POST /api/auth/signup, and admins made with the custom claim. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api, pickString } from './api-client';
import { adminAuth } from './admin-sdk';

export const PASSWORD = 'Campus@123';

export interface TestUser {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  token: string;
}

/** A unique campus address such as `3f2a9c1b@campus.ac.in`. */
export const uniqueCampusEmail = (): string => `${randomUUID().slice(0, 8)}@campus.ac.in`;

/** The uid (`user_id`) inside a Firebase ID token's payload. */
export function uidOfToken(token: string): string {
  const payload = token.split('.')[1];
  if (payload === undefined) throw new Error('Not a JWT');
  const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return pickString(parsed, 'user_id');
}

export async function signIn(email: string, password = PASSWORD): Promise<string> {
  const response = await api.post('/api/auth/signin', { json: { email, password } });
  expect(response.status, response.text).toBe(200);
  return pickString(response.body, 'jwt');
}

/** Signs a new campus user up; the names are letters only, as the sign-up rules require. */
export async function signUpUser(firstName = 'Test', lastName = 'Student'): Promise<TestUser> {
  const email = uniqueCampusEmail();
  const response = await api.post('/api/auth/signup', { json: { firstName, lastName, email, password: PASSWORD } });
  expect(response.status, response.text).toBe(201);
  const token = pickString(response.body, 'jwt');
  return { uid: uidOfToken(token), email, firstName, lastName, token };
}

/** A new user with the `admin: true` claim, signed in again so the token carries it. */
export async function signUpAdmin(): Promise<TestUser> {
  const user = await signUpUser('Test', 'Admin');
  await adminAuth().setCustomUserClaims(user.uid, { admin: true });
  return { ...user, token: await signIn(user.email) };
}
