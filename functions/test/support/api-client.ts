/**
 * A small fetch client for the /api contract (paths as the spec writes them, e.g. '/api/products').
 * Any 5xx answer fails the calling test at once: the suite allows no server errors anywhere.
 * Every account POST /api/auth/signup creates is tracked for removal, whoever asked for it, and so is the
 * rate-limit counter of every e-mail a sign-in or sign-up is sent for.
 */
import { isRecord } from '@campus/common/values';
import { API_URL } from './env';
import { trackAuthRequest, trackTestUser } from './test-data';

export interface ApiResponse {
  status: number;
  /** The parsed JSON body, or null when the body is empty or not JSON. */
  body: unknown;
  text: string;
  headers: Headers;
}

export type Query = Record<string, string | number | readonly (string | number)[]>;

export interface RequestOptions {
  token?: string;
  query?: Query;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** Sent as is, with `contentType`. */
  raw?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

/** The absolute URL of an /api path, e.g. apiUrl('/api/products', { category: ['Toy', 'Electronic'] }). */
export function apiUrl(path: string, query: Query = {}): string {
  const url = new URL(`${API_URL}${path}`);
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) url.searchParams.append(name, String(item));
  }
  return url.toString();
}

function bodyOf(options: RequestOptions): { body?: string | FormData; contentType?: string } {
  if (options.form !== undefined) return { body: options.form };
  if (options.raw !== undefined) return { body: options.raw, contentType: options.contentType ?? 'application/json' };
  if (options.json !== undefined) return { body: JSON.stringify(options.json), contentType: 'application/json' };
  return {};
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The JSON a request sends, if any: `json`, or a `raw` body that parses. */
const jsonSent = (options: RequestOptions): unknown => options.json ?? (options.raw === undefined ? undefined : parseJson(options.raw));

const SIGN_UP_PATH = '/api/auth/signup';

export async function request(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
  const headers = new Headers(options.headers);
  if (options.token !== undefined) headers.set('authorization', `Bearer ${options.token}`);
  const { body, contentType } = bodyOf(options);
  if (contentType !== undefined) headers.set('content-type', contentType);
  if (method === 'POST') trackAuthRequest(path, jsonSent(options));
  const response = await fetch(apiUrl(path, options.query), { method, headers, body });
  const text = await response.text();
  if (response.status >= 500) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  const answer = { status: response.status, body: parseJson(text), text, headers: response.headers };
  if (method === 'POST' && path === SIGN_UP_PATH && answer.status === 201) trackTestUser(uidOfToken(pickString(answer.body, 'jwt')));
  return answer;
}

export const api = {
  get: (path: string, options?: RequestOptions) => request('GET', path, options),
  post: (path: string, options?: RequestOptions) => request('POST', path, options),
  put: (path: string, options?: RequestOptions) => request('PUT', path, options),
  delete: (path: string, options?: RequestOptions) => request('DELETE', path, options),
};

/** The value at `keys` inside a JSON body (array indexes as numbers), or undefined. */
export function pick(value: unknown, ...keys: (string | number)[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof key === 'number') current = Array.isArray(current) ? current[key] : undefined;
    else current = isRecord(current) ? current[key] : undefined;
  }
  return current;
}

/** The string at `keys`; throws with the body when it is missing, so a wrong shape fails with context. */
export function pickString(value: unknown, ...keys: (string | number)[]): string {
  const found = pick(value, ...keys);
  if (typeof found !== 'string') throw new Error(`Expected a string at ${keys.join('.')} in ${JSON.stringify(value)}`);
  return found;
}

/** The array at `keys`; throws with the body when it is not one. */
export function pickArray(value: unknown, ...keys: (string | number)[]): unknown[] {
  const found = pick(value, ...keys);
  if (!Array.isArray(found)) throw new Error(`Expected an array at ${keys.join('.') || 'the top'} in ${JSON.stringify(value)}`);
  return found;
}

/** The `_id` of every element of the array at `keys`. */
export function idsAt(value: unknown, ...keys: (string | number)[]): string[] {
  return pickArray(value, ...keys).map((item) => pickString(item, '_id'));
}

/** The element with this `_id` in the array at `keys` (or the top-level array), or undefined. */
export function findById(value: unknown, id: string, ...keys: (string | number)[]): unknown {
  return pickArray(value, ...keys).find((item) => pick(item, '_id') === id);
}

/** The uid (`user_id`) inside a Firebase ID token's payload. */
export function uidOfToken(token: string): string {
  const payload = token.split('.')[1];
  if (payload === undefined) throw new Error('Not a JWT');
  const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return pickString(parsed, 'user_id');
}
