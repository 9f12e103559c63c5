/**
 * Malformed multipart bodies to the sell form, POST /api/user/sell-product/: generated fields and files
 * around a price it always refuses, and bodies that are oversized, truncated or without a usable boundary.
 */
import fc, { type Arbitrary } from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { IMAGE_MAX_BYTES, MAX_LISTING_IMAGES } from '@campus/common/limits';
import { API_URL } from '../support/env';
import { PNG_BYTES, validSellFields } from '../support/fixtures';
import { createTestUser, type TestUser } from '../support/users';
import { badBody, badText, credentials, generate, type Credential } from './inputs';
import { fuzzRun, sendAll, type Probe } from './probes';

const SELL_URL = `${API_URL}/api/user/sell-product/`;
/** Prices the sell schema always refuses: no generated form can be valid (the route would upload and write). */
const BAD_PRICES = ['-5', 'abc', '0', '1e400', '', '1000001', 'NaN', '12,500', '0x10'];
/** The Functions runtime's own limit on a request body; it answers a larger one itself. */
const RUNTIME_LIMIT_BYTES = 32 * 1024 * 1024;

interface Upload {
  name: string;
  type: string;
  size: number;
}

interface Case {
  credential: Credential;
  fields: unknown;
  uploads: Upload[];
}

let user: TestUser;

beforeAll(async () => {
  user = await createTestUser();
});

const { tally, expectNoWrites } = fuzzRun('sell form (multipart)');

const sellFields = (expectedPrice: string) => ({ ...validSellFields('Fuzz phone'), expectedPrice });

/** A PNG cut or padded to `size` bytes. */
const fileOf = ({ name, type, size }: Upload): File =>
  new File([Buffer.concat([PNG_BYTES, Buffer.alloc(Math.max(0, size - PNG_BYTES.length), 1)]).subarray(0, size)], name, { type });

/** A multipart form of text fields (non-strings as JSON) and files under `productimages`. */
function formOf(fields: unknown, uploads: readonly Upload[]): FormData {
  const form = new FormData();
  if (typeof fields === 'object' && fields !== null) {
    for (const [name, value] of Object.entries(fields)) form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const upload of uploads) form.append('productimages', fileOf(upload));
  return form;
}

const caseArb = (): Arbitrary<Case> =>
  fc.record({
    credential: credentials(user.token),
    fields: badBody(sellFields('2499'), { field: 'expectedPrice', values: fc.constantFrom(...BAD_PRICES) }),
    uploads: fc.array(
      fc.record({
        name: badText,
        type: fc.constantFrom('image/png', 'image/svg+xml', 'text/plain', 'application/octet-stream', ''),
        size: fc.constantFrom(0, PNG_BYTES.length, 100_000),
      }),
      { maxLength: 3 },
    ),
  });

function probe(label: string, body: FormData | Buffer, contentType?: string, credential: Credential = { header: `Bearer ${user.token}`, valid: true }): Probe {
  const headers: Record<string, string> = {};
  if (credential.header !== undefined) headers.authorization = credential.header;
  if (contentType !== undefined) headers['content-type'] = contentType;
  return { label: `POST /api/user/sell-product/ (${label})`, protocol: 'api', method: 'POST', url: SELL_URL, headers, body, expect: 'refused', sent: [] };
}

/** The form as bytes, with the content type that names its boundary. */
async function serialised(form: FormData): Promise<{ bytes: Buffer; contentType: string }> {
  const response = new Response(form);
  return { bytes: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? '' };
}

/** Forms that break the multipart format itself, or its limits, around valid fields. */
async function brokenForms(): Promise<Probe[]> {
  const valid = sellFields('2499');
  const image = { name: 'photo.png', type: 'image/png', size: PNG_BYTES.length };
  const { bytes, contentType } = await serialised(formOf(sellFields('abc'), [image]));
  const cuts = generate(fc.integer({ min: 1, max: bytes.length - 1 }), 12, 100);
  // The first of repeated fields is the one read.
  const repeated = formOf(sellFields('-1'), [image]);
  repeated.append('expectedPrice', '2499');
  return [
    probe('an image over 10 MB', formOf(valid, [{ ...image, size: IMAGE_MAX_BYTES + 1 }])),
    probe('too many images', formOf(valid, Array.from({ length: MAX_LISTING_IMAGES + 1 }, () => image))),
    probe('a file that is not an image', formOf(valid, [{ ...image, type: 'text/plain' }])),
    probe('no image', formOf(valid, [])),
    probe('images as text', formOf({ ...valid, productimages: 'photo.png' }, [])),
    probe('a 2 MB field', formOf({ ...valid, productName: 'x'.repeat(2 * 1024 * 1024) }, [image])),
    probe('a refused price, then a valid one', repeated),
    ...cuts.map((cut) => probe(`truncated at byte ${cut}`, bytes.subarray(0, cut), contentType)),
    probe('no boundary', bytes, 'multipart/form-data'),
    probe('another boundary', bytes, 'multipart/form-data; boundary=not-the-one'),
    probe('an empty body', Buffer.alloc(0), contentType),
    probe('JSON', Buffer.from(JSON.stringify(valid)), 'application/json'),
    probe('a URL-encoded form', Buffer.from(new URLSearchParams(valid).toString()), 'application/x-www-form-urlencoded'),
    { ...probe('over the runtime limit', Buffer.alloc(RUNTIME_LIMIT_BYTES + 1, 1), contentType), expect: 'runtime' },
  ];
}

describe('malformed multipart bodies to the sell form', () => {
  test('generated forms answer a 4xx { success: false, error } that repeats nothing they were sent', { timeout: 120_000 }, async () => {
    const probes = generate(caseArb(), 60, 0).map(({ credential, fields, uploads }) => ({
      ...probe(`${uploads.length} files${credential.valid ? '' : ', bad token'}`, formOf(fields, uploads), undefined, credential),
      sent: [fields, uploads.map(({ name }) => name)],
    }));
    const failures = await sendAll(probes, tally);
    expect(failures.slice(0, 20), `${failures.length} of ${probes.length} requests broke the contract`).toEqual([]);
  });

  test('oversized, truncated and unreadable forms are refused', { timeout: 120_000 }, async () => {
    const probes = await brokenForms();
    const failures = await sendAll(probes, tally);
    expect(failures.slice(0, 20), `${failures.length} of ${probes.length} requests broke the contract`).toEqual([]);
  });

  test('nothing was written', async () => {
    await expectNoWrites();
  });
});
