/**
 * The benches' clients of a running stack: accounts through the Auth emulator's REST API, callables over
 * their HTTP protocol, and the figures they print.
 */
import { asRecord, asText } from '@campus/common/values';

export interface Account {
  uid: string;
  email: string;
  token: string;
}

export interface Outcome {
  /** 'ok', or the callable error's code in lower case ('failed-precondition'). */
  code: string;
  message: string;
  result: unknown;
  ms: number;
}

export const range = (count: number) => Array.from({ length: count }, (_, index) => index);
export const chunks = <T>(items: readonly T[], size: number) => range(Math.ceil(items.length / size)).map((index) => items.slice(index * size, (index + 1) * size));
export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export interface StackClientEnv {
  FUNCTIONS_URL: string;
  FIREBASE_AUTH_EMULATOR_HOST: string;
}

/** Callables and accounts of the stack at `env`; every account gets `password`. */
export function stackClient(env: StackClientEnv, password: string) {
  /** One call of a callable over its HTTP protocol: POST {data}, answered {result} or {error: {status, message}}. */
  async function call(name: string, token: string, data: unknown): Promise<Outcome> {
    const started = performance.now();
    const response = await fetch(`${env.FUNCTIONS_URL}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
    }).catch((error: unknown) => error);
    if (!(response instanceof Response)) return { code: 'no-answer', message: String(response), result: undefined, ms: performance.now() - started };
    const body = asRecord(await response.json().catch(() => null));
    const ms = performance.now() - started;
    if (response.ok) return { code: 'ok', message: '', result: body.result, ms };
    const error = asRecord(body.error);
    return { code: asText(error.status).toLowerCase().replace(/_/g, '-') || `http-${response.status}`, message: asText(error.message), result: undefined, ms };
  }

  async function succeeded(name: string, token: string, data: unknown): Promise<Record<string, unknown>> {
    const outcome = await call(name, token, data);
    if (outcome.code !== 'ok') throw new Error(`${name} failed: ${outcome.code} ${outcome.message}`);
    return asRecord(outcome.result);
  }

  async function authRest(
    method: 'signUp' | 'signInWithPassword',
    email: string,
    { headers = {}, fields = {} }: { headers?: Record<string, string>; fields?: Record<string, unknown> } = {},
  ): Promise<Record<string, unknown>> {
    const response = await fetch(`http://${env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email, password, returnSecureToken: true, ...fields }),
    });
    const body = asRecord(await response.json());
    if (!response.ok) throw new Error(`accounts:${method} for ${email} answered ${response.status}: ${JSON.stringify(body)}`);
    return body;
  }

  /** A fresh ID token of an account, e.g. after its claims changed. */
  const signIn = async (email: string): Promise<string> => asText((await authRest('signInWithPassword', email)).idToken);

  /**
   * Signs the account up with the emulator's admin access (Bearer owner), which, like the Admin SDK, skips the
   * beforeUserCreated function (the benches' addresses are campus ones anyway): a cold start of it for every
   * sign-up would outlast a whole race. The address is verified, as the Admin SDK may mark it, since only
   * verified students trade. Then signs in for the ID token.
   */
  async function signUpAccount(email: string): Promise<Account> {
    const { localId } = await authRest('signUp', email, { headers: { authorization: 'Bearer owner' }, fields: { emailVerified: true } });
    return { uid: asText(localId), email, token: await signIn(email) };
  }

  return { call, succeeded, signIn, signUpAccount };
}
