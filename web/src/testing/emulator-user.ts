import { deleteUser, signInWithEmailAndPassword, signOut, type User } from 'firebase/auth';
import { httpsCallable } from 'firebase/functions';
import { env } from '../config/env';
import { auth } from '../lib/auth';
import { functions } from '../lib/functions';

/**
 * Test users for the hook tests that run against the local stack's emulators (*.stack.test.tsx):
 * signed up through the signUp callable, signed in on the app's own Auth instance, and removed with
 * everything they wrote.
 */
export interface TestUser {
  uid: string;
  email: string;
  password: string;
  user: User;
}

const PASSWORD = 'Campus@123';
const letters = (count: number) => Array.from({ length: count }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/**
 * A new campus account with a profile, signed in. Its e-mail is verified, as a student does it, by opening the
 * link of the verification e-mail the Auth emulator kept, unless `verified: false` asks for one still waiting.
 */
export async function signUpAndSignIn({ verified = true }: { verified?: boolean } = {}): Promise<TestUser> {
  const email = `web-hooks-${Date.now().toString(36)}-${letters(6)}@campus.ac.in`;
  await httpsCallable(functions, 'signUp')({ firstName: 'Hook', lastName: `Tester${letters(4)}`, email, password: PASSWORD });
  if (verified) await openVerificationLink(email);
  const { user } = await signInWithEmailAndPassword(auth, email, PASSWORD);
  return { uid: user.uid, email, password: PASSWORD, user };
}

const authEmulatorUrl = `http://${env.emulatorHost}:${env.authPort}`;

/** The link of an e-mail the Auth emulator kept, when it is the verification e-mail to `email`. */
function verificationLinkIn(code: unknown, email: string): string[] {
  if (typeof code !== 'object' || code === null || !('email' in code && 'requestType' in code && 'oobLink' in code)) return [];
  return code.email === email && code.requestType === 'VERIFY_EMAIL' && typeof code.oobLink === 'string' ? [code.oobLink] : [];
}

/** Opens the link of the last verification e-mail the Auth emulator kept for `email`. */
export async function openVerificationLink(email: string): Promise<void> {
  const body = await emulatorRequest(`${authEmulatorUrl}/emulator/v1/projects/${env.projectId}/oobCodes`);
  const codes = typeof body === 'object' && body !== null && 'oobCodes' in body && Array.isArray(body.oobCodes) ? body.oobCodes : [];
  const link = codes.flatMap((code: unknown) => verificationLinkIn(code, email)).at(-1);
  if (link === undefined) throw new Error(`No verification e-mail was sent to ${email}`);
  await emulatorRequest(link);
}

export const documentsUrl = `http://${env.emulatorHost}:${env.firestorePort}/v1/projects/${env.projectId}/databases/(default)/documents`;
/** The emulator's admin access: rules do not apply. */
const OWNER = { authorization: 'Bearer owner' };

export async function emulatorRequest(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, { ...init, headers: { ...OWNER, 'content-type': 'application/json' } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function namesIn(collectionPath: string): Promise<string[]> {
  const body = await emulatorRequest(`${documentsUrl}/${collectionPath}?pageSize=300&mask.fieldPaths=__name__`);
  const documents = typeof body === 'object' && body !== null && 'documents' in body && Array.isArray(body.documents) ? body.documents : [];
  return documents.flatMap((document: unknown) =>
    typeof document === 'object' && document !== null && 'name' in document && typeof document.name === 'string' ? [document.name] : [],
  );
}

async function reviewNamesBy(uid: string): Promise<string[]> {
  const body = await emulatorRequest(`${documentsUrl}:runQuery`, {
    method: 'POST',
    body: JSON.stringify({
      structuredQuery: { from: [{ collectionId: 'reviews' }], where: { fieldFilter: { field: { fieldPath: 'userId' }, op: 'EQUAL', value: { stringValue: uid } } } },
    }),
  });
  const rows = Array.isArray(body) ? body : [];
  return rows.flatMap((row: unknown) => {
    const document = typeof row === 'object' && row !== null && 'document' in row ? row.document : undefined;
    return typeof document === 'object' && document !== null && 'name' in document && typeof document.name === 'string' ? [document.name] : [];
  });
}

/** Signs the user out and removes their cart, wishlist, addresses, reviews, profile and account. */
export async function removeTestUser({ uid, email, password }: TestUser): Promise<void> {
  const names = [
    ...(await namesIn(`users/${uid}/cart`)),
    ...(await namesIn(`users/${uid}/wishlist`)),
    ...(await namesIn(`users/${uid}/addresses`)),
    ...(await reviewNamesBy(uid)),
    `projects/${env.projectId}/databases/(default)/documents/users/${uid}`,
  ];
  const base = documentsUrl.slice(0, documentsUrl.indexOf('/projects/'));
  for (const name of names) await emulatorRequest(`${base}/${name}`, { method: 'DELETE' });
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  await deleteUser(user);
  await signOut(auth);
}
