/**
 * Malformed calls to every callable, posted to its URL as the callable protocol has it ({"data": ...}, Bearer
 * ID token) and in shapes the protocol does not allow (no `data`, extra keys, another method or content type):
 * generated data, then bodies of another type, oversized, too deep or malformed.
 */
import fc, { type Arbitrary } from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { FUNCTIONS_URL } from '../support/env';
import { validAddress } from '../support/fixtures';
import { createTestUser, type TestUser } from '../support/users';
import {
  BAD_SIGN_UP_EMAIL,
  badBody,
  badValue,
  brokenBodies,
  credentialsFor,
  generate,
  NO_PRODUCT,
  poisoned,
  signUpForm,
  unplaceableOrder,
  type Credential,
  type Poison,
} from './inputs';
import { fuzzRun, probeOfBody, sendAll, type Probe } from './probes';

interface Callable {
  name: string;
  access: 'public' | 'user' | 'admin';
  /** Valid-looking data, which the generated calls break. */
  data: (user: TestUser) => Record<string, unknown>;
  poison?: (user: TestUser) => Poison;
  /** Answers the same whatever the data: a read. */
  reads?: boolean;
}

const NO_ORDER = 'fuzz-no-such-order';
const NO_LISTING = 'fuzz-no-such-listing';
const NO_CONVERSATION = 'fuzz-no-such-conversation';

const CALLABLES: Callable[] = [
  { name: 'placeOrder', access: 'user', data: unplaceableOrder },
  { name: 'cancelOrder', access: 'user', data: () => ({ orderId: NO_ORDER, reason: 'Changed my mind' }) },
  { name: 'updateOrderStatus', access: 'user', data: () => ({ orderId: NO_ORDER, status: 'CONFIRMED' }) },
  {
    name: 'submitListing',
    access: 'user',
    data: (user) => ({
      productName: 'Fuzz phone',
      productDescription: 'Barely used',
      expectedPrice: 2499,
      mainCategory: 'Electronic',
      subcategory: 'Mobile Phones & Tablets',
      address: validAddress(),
      images: [`listings/${user.uid}/fuzz/missing.png`],
    }),
    // The user has uploaded nothing, so no list of paths names an image of theirs.
    poison: (user) => ({ field: 'images', values: fc.oneof(badValue, fc.constant([`listings/${user.uid}/fuzz/missing.png`])) }),
  },
  { name: 'cancelListingRequest', access: 'user', data: () => ({ listingId: NO_LISTING }) },
  { name: 'acceptListing', access: 'admin', data: () => ({ listingId: NO_LISTING }) },
  { name: 'rejectListing', access: 'admin', data: () => ({ listingId: NO_LISTING }) },
  { name: 'acceptListingCancel', access: 'admin', data: () => ({ listingId: NO_LISTING }) },
  { name: 'rejectListingCancel', access: 'admin', data: () => ({ listingId: NO_LISTING }) },
  { name: 'getAdminStats', access: 'admin', data: () => ({ period: 'all' }), reads: true },
  { name: 'signUp', access: 'public', data: signUpForm, poison: () => BAD_SIGN_UP_EMAIL },
  { name: 'openConversation', access: 'user', data: () => ({ productId: NO_PRODUCT }) },
  { name: 'sendMessage', access: 'user', data: () => ({ conversationId: NO_CONVERSATION, messageId: 'fuzz-message', text: 'Is it still available?' }) },
  { name: 'blockUser', access: 'user', data: () => ({ conversationId: NO_CONVERSATION }) },
  { name: 'unblockUser', access: 'user', data: () => ({ conversationId: NO_CONVERSATION }) },
  { name: 'makeOffer', access: 'user', data: () => ({ productId: NO_PRODUCT, amount: 500 }) },
  { name: 'respondToOffer', access: 'user', data: () => ({ conversationId: NO_CONVERSATION, action: 'counter', amount: 600 }) },
  { name: 'proposeMeetup', access: 'user', data: () => ({ orderId: NO_ORDER, spotId: 'fuzz-no-such-spot', startsAt: '2030-01-01T04:30:00.000Z' }) },
  { name: 'confirmMeetup', access: 'user', data: () => ({ orderId: NO_ORDER }) },
  { name: 'confirmHandover', access: 'user', data: () => ({ orderId: NO_ORDER, code: '123456' }) },
  { name: 'rateDeal', access: 'user', data: () => ({ orderId: NO_ORDER, stars: 5, comment: 'Friendly and on time' }) },
  { name: 'report', access: 'user', data: () => ({ kind: 'listing', productId: NO_PRODUCT, reason: 'Looks like a scam' }) },
  { name: 'decideReport', access: 'admin', data: () => ({ reportId: 'fuzz-no-such-report', action: 'dismiss' }) },
];

const CASES = 40;

/** How the call is sent: as the protocol has it, or broken. */
type Shape = 'call' | 'no data' | 'extra key' | 'array' | 'GET' | 'text/plain';

interface Case {
  credential: Credential;
  shape: Shape;
  data: unknown;
}

let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [user, admin] = await Promise.all([createTestUser(), createTestUser({ admin: true })]);
});

const { tally, expectNoWrites } = fuzzRun('callables');

function caseOf(callable: Callable): Arbitrary<Case> {
  return fc.record({
    credential: credentialsFor(callable.access, user, admin),
    shape: fc.oneof({ weight: 12, arbitrary: fc.constant<Shape>('call') }, fc.constantFrom<Shape>('no data', 'extra key', 'array', 'GET', 'text/plain')),
    data: badBody(callable.data(user), callable.poison?.(user)),
  });
}

function bodyOf(shape: Shape, data: unknown): string | undefined {
  if (shape === 'GET') return undefined;
  if (shape === 'no data') return JSON.stringify({});
  if (shape === 'extra key') return JSON.stringify({ data, extra: data });
  if (shape === 'array') return JSON.stringify([data]);
  return JSON.stringify({ data });
}

function probeOf(callable: Callable, { credential, shape, data }: Case): Probe {
  // The Functions emulator decodes a callable's token without verifying it, but every callable verifies it
  // again (handled()): an expired or forged token, even one claiming `admin: true`, reads nothing.
  const authorised = callable.access === 'public' || credential.valid;
  const headers: Record<string, string> = {};
  if (credential.header !== undefined) headers.authorization = credential.header;
  if (shape !== 'GET') headers['content-type'] = shape === 'text/plain' ? 'text/plain' : 'application/json';
  return {
    label: `${callable.name} (${shape}${credential.valid ? '' : ', bad token'})`,
    protocol: 'callable',
    method: shape === 'GET' ? 'GET' : 'POST',
    url: `${FUNCTIONS_URL}/${callable.name}`,
    headers,
    body: bodyOf(shape, data),
    expect: callable.reads === true && authorised && shape === 'call' ? 'read' : 'refused',
    sent: [data],
  };
}

describe('malformed calls to every callable', () => {
  test('generated ones answer a 4xx (or, for a read, 2xx) with a short error that repeats nothing they were sent', { timeout: 300_000 }, async () => {
    const probes = CALLABLES.flatMap((callable, index) => generate(caseOf(callable), CASES, index).map((generated) => probeOf(callable, generated)));
    const failures = await sendAll(probes, tally);
    expect(failures.slice(0, 20), `${failures.length} of ${probes.length} calls broke the contract`).toEqual([]);
  });

  test('bodies of another type, over 1 MB, too deep, with raw numbers or malformed are refused by every callable', { timeout: 120_000 }, async () => {
    const probes = CALLABLES.flatMap((callable, index) => {
      const target = { label: callable.name, protocol: 'callable' as const, method: 'POST', url: `${FUNCTIONS_URL}/${callable.name}` };
      const token = callable.access === 'admin' ? admin.token : user.token;
      const data = poisoned(callable.data(user), callable.poison?.(user), index);
      return brokenBodies(data, (json) => `{"data":${json}}`).map((body) => probeOfBody(target, token, body, callable.reads));
    });
    const failures = await sendAll(probes, tally);
    expect(failures.slice(0, 20), `${failures.length} of ${probes.length} calls broke the contract`).toEqual([]);
  });

  test('nothing was written', async () => {
    await expectNoWrites();
  });
});
