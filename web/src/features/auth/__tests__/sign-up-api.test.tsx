import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeSignUpError, signUp } from '../api/sign-up';

const values = { firstName: 'Asha', lastName: 'Rao', email: 'asha@campus.ac.in', password: 'Campus@123' };

/** A stand-in callable endpoint: each test decides how "the server" answers the next signUp call. */
let answer: (response: ServerResponse) => void = () => {};
let server: Server;
let app: FirebaseApp;
let functions: Functions;

const json = (status: number, body: unknown) => (response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((_request: IncomingMessage, response: ServerResponse) => answer(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The test server has no TCP port.');
  const { port } = address;
  app = initializeApp({ projectId: 'demo-sign-up-test', apiKey: 'demo-key' }, 'sign-up-test');
  functions = getFunctions(app, 'us-central1');
  connectFunctionsEmulator(functions, '127.0.0.1', port);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await deleteApp(app);
});

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return describeSignUpError(error);
  }
  throw new Error('expected the sign-up to fail');
};

describe('signUp callable client', () => {
  it('returns the new uid', async () => {
    answer = json(200, { result: { uid: 'uid-1', email: values.email } });
    await expect(signUp(functions, values)).resolves.toMatchObject({ uid: 'uid-1' });
  });

  it('turns the duplicate-account error into the sign-in-instead message', async () => {
    answer = json(409, { error: { status: 'ALREADY_EXISTS', message: 'User already exists with the email' } });
    expect(await failureOf(signUp(functions, values))).toEqual({
      kind: 'exists',
      message: 'An account with this email already exists. Please sign in instead.',
    });
  });

  it("shows the server's campus refusal as it is", async () => {
    const refusal = 'Please sign up with your campus e-mail address (campus.ac.in).';
    answer = json(403, { error: { status: 'PERMISSION_DENIED', message: refusal } });
    expect(await failureOf(signUp(functions, values))).toEqual({ kind: 'other', message: refusal });
  });

  it('gives up after the time-out when the server does not answer', async () => {
    answer = () => {};
    expect(await failureOf(signUp(functions, values, 300))).toEqual({ kind: 'timeout', message: 'No response from server. Please try again.' });
  });

  it('falls back to the generic registration message for an unreadable failure', async () => {
    answer = (response) => {
      response.writeHead(500);
      response.end('oops');
    };
    expect(await failureOf(signUp(functions, values))).toEqual({ kind: 'other', message: 'Registration failed. Please try again.' });
  });
});
