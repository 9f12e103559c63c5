/**
 * A small fetch client for the /api contract. The function is named `api` and the Express app serves
 * paths that start with /api, so GET /api/products is `${FUNCTIONS_URL}/api/api/products`.
 * Any 5xx answer fails the calling test at once: the suite allows no server errors anywhere.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface ApiResponse {
  status: number;
  /** The parsed JSON body, or null when the body is empty or not JSON. */
  body: unknown;
  text: string;
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
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the stack tests with the env of a running local stack`);
  return value;
}

/** The absolute URL of an /api path, e.g. apiUrl('/api/products', { category: ['Toy', 'Electronic'] }). */
export function apiUrl(path: string, query: Query = {}): string {
  const url = new URL(`${requiredEnv('FUNCTIONS_URL')}/api${path}`);
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

export async function request(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
  const headers = new Headers();
  if (options.token !== undefined) headers.set('authorization', `Bearer ${options.token}`);
  const { body, contentType } = bodyOf(options);
  if (contentType !== undefined) headers.set('content-type', contentType);
  const response = await fetch(apiUrl(path, options.query), { method, headers, body });
  const text = await response.text();
  if (response.status >= 500) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return { status: response.status, body: parseJson(text), text };
}

export const api = {
  get: (path: string, options?: RequestOptions) => request('GET', path, options),
  post: (path: string, options?: RequestOptions) => request('POST', path, options),
  put: (path: string, options?: RequestOptions) => request('PUT', path, options),
  delete: (path: string, options?: RequestOptions) => request('DELETE', path, options),
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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
