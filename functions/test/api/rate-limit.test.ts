/**
 * The failure budgets of POST /api/auth/signin and /signup: 20 failures a minute per e-mail and per client
 * address, then 429 {error} with Retry-After. The Functions emulator hands a worker the client's own
 * X-Forwarded-For (it reaches its workers over a Unix socket, so there is no peer address), which stands
 * in for what Google's front end writes in production; each test uses addresses of its own from the
 * documentation ranges. The stack project's setup file removes this file's counters after it: the api-client
 * tracks the e-mails' and `post` the addresses'.
 */
import { randomUUID } from 'node:crypto';
import { isIPv4 } from 'node:net';
import { describe, expect, test } from 'vitest';
import { tooManyAttempts } from '@campus/common/messages';
import { auth } from '../../src/firebase';
import { FAILURE_LIMIT } from '../../src/services/rate-limits';
import { api, type ApiResponse } from '../support/api-client';
import { trackRateLimitKey } from '../support/test-data';
import { TEST_PASSWORD, createTestUser, uniqueCampusEmail } from '../support/users';

const WRONG_PASSWORD = 'Wrong@1234';

/**
 * A sign-in or sign-up from `forwardedFor`. Its address's counter (the header's last entry) is tracked for
 * removal; an IPv6 address counts by its /64, which the IPv6 test tracks itself.
 */
function post(path: '/api/auth/signin' | '/api/auth/signup', forwardedFor: string, json: unknown): Promise<ApiResponse> {
  const address = forwardedFor.split(',').at(-1)?.trim() ?? '';
  if (isIPv4(address)) trackRateLimitKey(`${path === '/api/auth/signin' ? 'signin' : 'signup'}:address:${address}`);
  return api.post(path, { json, headers: { 'x-forwarded-for': forwardedFor } });
}
const signIn = (forwardedFor: string, email: string, password = WRONG_PASSWORD) => post('/api/auth/signin', forwardedFor, { email, password });
const signUp = (forwardedFor: string, email: string) => post('/api/auth/signup', forwardedFor, { firstName: 'Rate', lastName: 'Limit', email, password: TEST_PASSWORD });

/** The statuses of `count` requests made one after another. */
async function statuses(count: number, send: (index: number) => Promise<ApiResponse>): Promise<number[]> {
  const answers: number[] = [];
  for (let index = 0; index < count; index += 1) answers.push((await send(index)).status);
  return answers;
}

const all = (status: number) => Array<number>(FAILURE_LIMIT).fill(status);

function expectRateLimited(response: ApiResponse): void {
  expect(response.status, response.text).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.body).toEqual({ error: tooManyAttempts(retryAfter) });
}

describe('POST /api/auth/signin', () => {
  test('20 wrong passwords for one e-mail, in any letter case: the 21st attempt, even with the right password, is 429 with Retry-After', async () => {
    const user = await createTestUser();
    const spoken = (index: number) => (index % 2 === 0 ? user.email : user.email.toUpperCase());
    expect(await statuses(FAILURE_LIMIT, (index) => signIn(`198.51.100.${index + 1}`, spoken(index)))).toEqual(all(401));
    expectRateLimited(await signIn('198.51.100.99', user.email, TEST_PASSWORD));
  });

  test('20 failures from one address over many e-mails, forged X-Forwarded-For entries aside: the next is 429, a success between them neither counts nor resets, another address is unaffected', async () => {
    const user = await createTestUser();
    const from = (forged: number) => `10.0.${forged}.1, 203.0.113.7`;
    const half = FAILURE_LIMIT / 2;
    expect(await statuses(half, (index) => signIn(from(index), uniqueCampusEmail()))).toEqual(Array<number>(half).fill(401));
    expect((await signIn(from(100), user.email, TEST_PASSWORD)).status).toBe(200);
    expect(await statuses(half, (index) => signIn(from(half + index), uniqueCampusEmail()))).toEqual(Array<number>(half).fill(401));

    expectRateLimited(await signIn(from(200), uniqueCampusEmail()));
    expect((await signIn('10.0.0.1, 203.0.113.8', uniqueCampusEmail())).status).toBe(401);
  });

  test("an IPv6 client's budget is its /64's", async () => {
    for (const block of ['2001:db8:7:7::/64', '2001:db8:7:8::/64']) trackRateLimitKey(`signin:address:${block}`);
    expect(await statuses(FAILURE_LIMIT, (index) => signIn(`2001:db8:7:7::${index + 1}`, uniqueCampusEmail()))).toEqual(all(401));
    expectRateLimited(await signIn('2001:db8:7:7:ffff:ffff:ffff:1', uniqueCampusEmail()));
    expect((await signIn('2001:db8:7:8::1', uniqueCampusEmail())).status).toBe(401);
  });

  test('malformed bodies cost nothing: after 25 of them, the address and the e-mail still have 20 failures to spend', async () => {
    const address = '198.51.100.200';
    const email = uniqueCampusEmail();
    const malformed = [{ email }, { email, password: '' }, { email: 'not-an-email', password: WRONG_PASSWORD }, {}, [email, WRONG_PASSWORD]];
    expect(await statuses(25, (index) => post('/api/auth/signin', address, malformed[index % malformed.length]))).toEqual(Array<number>(25).fill(400));
    expect(await statuses(FAILURE_LIMIT, () => signIn(address, email))).toEqual(all(401));
  });
});

describe('POST /api/auth/signup', () => {
  test('20 sign-ups with an e-mail already in use: the 21st is 429', async () => {
    const user = await createTestUser();
    expect(await statuses(FAILURE_LIMIT, (index) => signUp(`192.0.2.${index + 1}`, user.email))).toEqual(all(409));
    expectRateLimited(await signUp('192.0.2.99', user.email));
  });

  test('20 refused sign-ups from one address: the next is 429 and makes no account, even for a new campus e-mail', async () => {
    const address = '192.0.2.200';
    expect(await statuses(FAILURE_LIMIT, () => signUp(address, `${randomUUID()}@gmail.com`))).toEqual(all(403));
    const email = uniqueCampusEmail();
    expectRateLimited(await signUp(address, email));
    await expect(auth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
