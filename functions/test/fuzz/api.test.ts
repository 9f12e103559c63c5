/**
 * Malformed requests to every /api route of spec section 7: generated ones (bad or missing tokens, ids no
 * document can have and unknown ones, bad and repeated query parameters, JSON bodies with fields missing, of
 * the wrong type, extra or absurd), then bodies of another type, oversized, too deep or malformed, and the
 * requests that failed in the outside fuzz. The sell form's multipart bodies are in multipart.test.ts.
 */
import fc, { type Arbitrary } from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { isDocumentId } from '../../src/validation';
import { API_URL } from '../support/env';
import { validAddress, validSellFields } from '../support/fixtures';
import { createTestUser, type TestUser } from '../support/users';
import {
  BAD_SIGN_UP_EMAIL,
  NO_PRODUCT,
  badBody,
  badQuery,
  badValue,
  brokenBodies,
  credentialsFor,
  decodedSegment,
  generate,
  isTooLong,
  nested,
  pathId,
  poisoned,
  queryString,
  signUpForm,
  unplaceableOrder,
  type Credential,
  type PathId,
  type Poison,
} from './inputs';
import { fuzzRun, probeOfBody, sendAll, type Probe } from './probes';

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As spec section 7 writes it; `:id` where the route takes an id. */
  path: string;
  access: 'public' | 'user' | 'admin';
  /** A valid-looking body, which the generated ones break. */
  body?: (user: TestUser) => Record<string, unknown>;
  poison?: Poison;
  /** A list read by id, which finds nothing (200 []) for a well-formed id that names nothing. */
  listsById?: boolean;
}

/** Phone numbers the address schema always refuses, whatever else the body holds. */
const BAD_PHONE: Poison = { field: 'phone', values: fc.constantFrom('12345', '98765432101', 'abcdefghij', '', '98765 4321', null, true, [], {}) };

const ROUTES: Route[] = [
  { method: 'GET', path: '/api/health', access: 'public' },
  { method: 'GET', path: '/api/products', access: 'public' },
  { method: 'GET', path: '/api/products/search', access: 'public' },
  { method: 'GET', path: '/api/products/id/:id', access: 'public' },
  { method: 'POST', path: '/api/auth/signup', access: 'public', body: signUpForm, poison: BAD_SIGN_UP_EMAIL },
  {
    method: 'POST',
    path: '/api/auth/signin',
    access: 'public',
    body: (user) => ({ email: user.email, password: user.password }),
    poison: { field: 'password', values: badValue },
  },
  { method: 'GET', path: '/api/users/profile', access: 'user' },
  {
    method: 'PUT',
    path: '/api/users/update',
    access: 'user',
    body: (user) => ({ firstName: 'Fuzz', lastName: 'Tester', email: user.email, mobileNumber: '9876543210', gender: 'female', birthDate: '2000-01-31' }),
    poison: { field: 'email', values: fc.oneof(badValue, fc.constant('someone.else@campus.ac.in')) },
  },
  // JSON to the multipart route; its multipart bodies are in multipart.test.ts.
  { method: 'POST', path: '/api/user/sell-product', access: 'user', body: () => ({ ...validSellFields('Fuzz phone') }) },
  { method: 'GET', path: '/api/user/sell-product', access: 'user' },
  { method: 'POST', path: '/api/user/sell-product/id/:id', access: 'user' },
  { method: 'GET', path: '/api/admin/product_request/stats', access: 'admin' },
  { method: 'GET', path: '/api/admin/product_request', access: 'admin' },
  { method: 'POST', path: '/api/admin/product_request/:id', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/product_request/id/:id', access: 'admin' },
  { method: 'POST', path: '/api/admin/product_request/cancel/:id', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/product_request/cancel/id/:id', access: 'admin' },
  { method: 'POST', path: '/api/cart/add', access: 'user', body: () => ({ productId: NO_PRODUCT }) },
  { method: 'GET', path: '/api/cart/', access: 'user' },
  { method: 'DELETE', path: '/api/cart_items/delete/:id', access: 'user' },
  { method: 'POST', path: '/api/wishlist/add', access: 'user', body: () => ({ productId: NO_PRODUCT }) },
  { method: 'GET', path: '/api/wishlist/', access: 'user' },
  { method: 'DELETE', path: '/api/wishlist/wishlist_items/delete/:id', access: 'user' },
  { method: 'POST', path: '/api/reviews/create', access: 'user', body: () => ({ productId: NO_PRODUCT, rating: 4, comment: 'Works well' }) },
  { method: 'GET', path: '/api/reviews/product/:id', access: 'public', listsById: true },
  { method: 'GET', path: '/api/reviews/user', access: 'user' },
  { method: 'PUT', path: '/api/reviews/:id', access: 'user', body: () => ({ rating: 4, comment: 'Works well' }) },
  { method: 'DELETE', path: '/api/reviews/:id', access: 'user' },
  { method: 'POST', path: '/api/address/create', access: 'user', body: () => ({ ...validAddress() }), poison: BAD_PHONE },
  { method: 'GET', path: '/api/address', access: 'user' },
  { method: 'PUT', path: '/api/address/:id', access: 'user', body: () => ({ ...validAddress() }), poison: BAD_PHONE },
  { method: 'DELETE', path: '/api/address/:id', access: 'user' },
  { method: 'PUT', path: '/api/address/:id/default', access: 'user' },
  { method: 'POST', path: '/api/user/orders/create', access: 'user', body: unplaceableOrder },
  { method: 'GET', path: '/api/user/orders', access: 'user' },
  { method: 'GET', path: '/api/user/orders/:id', access: 'user' },
  { method: 'PUT', path: '/api/user/orders/cancel/:id', access: 'user' },
];

/** Node refuses a request whose line and headers pass 16 KB (431, before any JavaScript runs): cases stay below. */
const MAX_HEAD_LENGTH = 12_000;

/** Cases per route: more where there is a body to break. */
const CASES_WITH_BODY = 40;
const CASES_WITHOUT_BODY = 20;

interface Case {
  credential: Credential;
  id: PathId;
  query: readonly [string, string][];
  body: unknown;
}

let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [user, admin] = await Promise.all([createTestUser(), createTestUser({ admin: true })]);
});

const { tally, expectNoWrites } = fuzzRun('/api routes');

function caseOf(route: Route): Arbitrary<Case> {
  let body: Arbitrary<unknown> = fc.constant(undefined);
  if (route.body) body = badBody(route.body(user), route.poison);
  else if (route.method !== 'GET') body = fc.option(badValue, { nil: undefined });
  return fc
    .record({
      credential: credentialsFor(route.access, user, admin),
      // Well-formed ids most often, so that more requests get past the path to the rest of the route.
      id: fc.oneof({ weight: 3, arbitrary: pathId.filter(({ segment }) => isDocumentId(decodedSegment(segment) ?? '')) }, { weight: 2, arbitrary: pathId }),
      query: fc.oneof({ weight: 2, arbitrary: fc.constant<[string, string][]>([]) }, { weight: 3, arbitrary: badQuery }),
      body,
    })
    .filter(({ credential, id, query }) => id.segment.length + queryString(query).length + (credential.header?.length ?? 0) <= MAX_HEAD_LENGTH);
}

/**
 * Before the app runs, the Functions runtime parses the body, strictly (only an object or an array is JSON to
 * it), and decodes the path: it answers a failure of either itself, with an HTML page.
 */
function runtimeRefuses(path: string, body: unknown): boolean {
  return path.split('/').some((segment) => decodedSegment(segment) === null) || (body !== undefined && (typeof body !== 'object' || body === null));
}

function probeOf(route: Route, { credential, id, query, body }: Case): Probe {
  const path = route.path.replace(':id', id.segment);
  const takesId = route.path.includes(':id');
  const idNamesADocument = !takesId || isDocumentId(decodedSegment(id.segment) ?? '');
  const authorised = route.access === 'public' || credential.valid;
  const mayRead = route.method === 'GET' && authorised && idNamesADocument && !isTooLong(query) && (!takesId || route.listsById === true);
  const headers: Record<string, string> = {};
  if (credential.header !== undefined) headers.authorization = credential.header;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return {
    label: `${route.method} ${path}${credential.valid ? '' : ' (bad token)'}`,
    protocol: 'api',
    method: route.method,
    url: `${API_URL}${path}${queryString(query)}`,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    expect: runtimeRefuses(path, body) ? 'runtime' : mayRead ? 'read' : 'refused',
    sent: [id.text, query.map(([, value]) => value), body],
  };
}

describe('malformed requests to every /api route', () => {
  test('generated ones answer a 4xx (or, for a read, 2xx) with a short JSON error that repeats nothing they were sent', { timeout: 300_000 }, async () => {
    const probes = ROUTES.flatMap((route, index) =>
      generate(caseOf(route), route.body ? CASES_WITH_BODY : CASES_WITHOUT_BODY, index).map((generated) => probeOf(route, generated)),
    );
    const failures = await sendAll(probes, tally);
    expect(failures.slice(0, 20), `${failures.length} of ${probes.length} requests broke the contract`).toEqual([]);
  });

  test('bodies of another type, over 1 MB, too deep, with raw numbers or malformed are refused on every route with a body', { timeout: 120_000 }, async () => {
    const probes = ROUTES.flatMap((route, index) => {
      if (!route.body) return [];
      const path = route.path.replace(':id', 'fuzz-no-such-id');
      const target = { label: `${route.method} ${path}`, protocol: 'api' as const, method: route.method, url: `${API_URL}${path}` };
      return brokenBodies(poisoned(route.body(user), route.poison, index)).map((body) => probeOfBody(target, user.token, body));
    });
    const failures = await sendAll(probes, tally);
    expect(failures.slice(0, 20), `${failures.length} of ${probes.length} requests broke the contract`).toEqual([]);
  });

  test('the requests that answered 500 or 1.9 MB in the outside fuzz answer a short 4xx', async () => {
    const routeAt = (method: Route['method'], path: string): Route => {
      const route = ROUTES.find((candidate) => candidate.method === method && candidate.path === path);
      if (!route) throw new Error(`No route ${method} ${path}`);
      return route;
    };
    const valid: Credential = { header: `Bearer ${user.token}`, valid: true };
    const noId: PathId = { segment: '', text: '' };
    const probeTo = (method: Route['method'], path: string, parts: Partial<Case>) =>
      probeOf(routeAt(method, path), { credential: valid, id: noId, query: [], body: undefined, ...parts });
    const surrogate = '\ud800';
    const long = (length: number) => 'c'.repeat(length);
    const order = { ...unplaceableOrder(), products: [{ productId: surrogate, quantity: 1 }] };
    const probes = [
      probeTo('POST', '/api/cart/add', { body: { productId: surrogate } }),
      probeTo('POST', '/api/wishlist/add', { body: { productId: surrogate } }),
      probeTo('POST', '/api/reviews/create', { body: { productId: surrogate, rating: 4, comment: 'Works well' } }),
      probeTo('POST', '/api/user/orders/create', { body: order }),
      probeTo('GET', '/api/reviews/product/:id', { id: { segment: long(7_000), text: long(7_000) } }),
      probeTo('GET', '/api/products', { query: [['category', long(5_000)]] }),
      probeTo('GET', '/api/products/search', { query: [['q', long(7_000)]] }),
      probeTo('POST', '/api/auth/signin', { body: { email: user.email, password: nested(1_000) } }),
    ];
    expect(probes.map((probe) => probe.expect)).toEqual(probes.map(() => 'refused'));
    expect(await sendAll(probes, tally)).toEqual([]);
  });

  test('nothing was written', async () => {
    await expectNoWrites();
  });
});
