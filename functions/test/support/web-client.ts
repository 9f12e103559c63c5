/** The web SDK as the app uses it (Auth, Firestore under the rules, callables), connected to the stack's emulators. */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { onTestFinished } from 'vitest';
import { AUTH_HOST, FIRESTORE_HOST, FUNCTIONS_URL, PROJECT_ID } from './env';
import type { TestUser } from './users';

const hostAndPort = (hostPort: string): [string, number] => {
  const url = new URL(hostPort.includes('://') ? hostPort : `http://${hostPort}`);
  return [url.hostname, Number(url.port)];
};

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

/** clientFor, closed when the running test finishes. */
export async function testClient(user?: Pick<TestUser, 'email' | 'password'>): Promise<Client> {
  const client = await clientFor(user);
  onTestFinished(() => client.close());
  return client;
}
