/** Where the running stack is (set by the test runner) and the Firebase clients the tests act through. */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { auth as adminAuth } from '../../src/firebase';
import { users } from '../../src/collections';
import { trackTestUser } from './cleanup';

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the stack tests through the test runner (npm test) or export the stack's env`);
  return value;
}

const hostAndPort = (hostPort: string): [string, number] => {
  const url = new URL(hostPort.includes('://') ? hostPort : `http://${hostPort}`);
  return [url.hostname, Number(url.port)];
};

export const PROJECT_ID = requireEnv('GCLOUD_PROJECT');
export const FUNCTIONS_URL = requireEnv('FUNCTIONS_URL');
export const API_URL = `${FUNCTIONS_URL}/api`;
const AUTH_HOST = requireEnv('FIREBASE_AUTH_EMULATOR_HOST');
const FIRESTORE_HOST = requireEnv('FIRESTORE_EMULATOR_HOST');

export const TEST_PASSWORD = 'Campus@123';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A fresh campus account with a profile (and the admin claim when asked), removed by removeTestData. */
export async function createTestUser(options: { admin?: boolean } = {}): Promise<TestUser> {
  const email = `${randomUUID()}@campus.ac.in`;
  const firstName = 'Test';
  const lastName = `User${randomUUID().slice(0, 6)}`;
  const { uid } = await adminAuth.createUser({ email, password: TEST_PASSWORD });
  trackTestUser(uid);
  if (options.admin) await adminAuth.setCustomUserClaims(uid, { admin: true });
  await users.doc(uid).set({ firstName, lastName, email, mobileNumber: '', gender: '', birthDate: '', createdAt: new Date().toISOString() });
  return { uid, email, password: TEST_PASSWORD, firstName, lastName };
}

/** An ID token from the Auth emulator's REST sign-in, as a REST client would send it. */
export async function idTokenFor(user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
  });
  const body: unknown = await response.json();
  if (typeof body === 'object' && body !== null && 'idToken' in body && typeof body.idToken === 'string') return body.idToken;
  throw new Error(`Sign-in failed: ${JSON.stringify(body)}`);
}

export interface Client {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  functions: Functions;
  call<T>(name: string, data?: unknown): Promise<T>;
  close(): Promise<void>;
}

/** A web-SDK client connected to the emulators, signed in as `user` when one is given. */
export async function clientFor(user?: Pick<TestUser, 'email' | 'password'>): Promise<Client> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'fake-key', appId: 'test' }, `client-${randomUUID()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, ...hostAndPort(FIRESTORE_HOST));
  const functions = getFunctions(app, new URL(FUNCTIONS_URL).pathname.split('/')[2]);
  connectFunctionsEmulator(functions, ...hostAndPort(new URL(FUNCTIONS_URL).host));
  if (user) await signInWithEmailAndPassword(auth, user.email, user.password);
  return {
    app,
    auth,
    db,
    functions,
    call: async <T>(name: string, data?: unknown) => (await httpsCallable<unknown, T>(functions, name)(data)).data,
    close: () => deleteApp(app),
  };
}
