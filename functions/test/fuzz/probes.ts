/**
 * How the bad-input fuzz (issue 12) sends its requests and judges the answers: over HTTP to the running stack,
 * a few at a time. Every answer must keep the error contract: never a 5xx; a 4xx (a read may also answer 2xx)
 * with a short JSON error that repeats none of the input and holds no stack trace. A snapshot of the data
 * before and after shows that nothing was written.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { COLLECTIONS } from '@campus/common/model';
import { isRecord } from '@campus/common/values';
import { auth, bucket, db } from '../../src/firebase';
import { RATE_LIMITS } from '../../src/services/rate-limits';
import { API_URL, FUNCTIONS_URL } from '../support/env';
import { trackAuthRequest } from '../support/test-data';
import type { SentBody } from './inputs';

/**
 * Requests in flight at once, to different functions: the Functions emulator starts another worker process
 * (seconds on this machine, and kept) for each request a function gets while its workers are busy.
 */
const CONCURRENCY = 4;

export interface Probe {
  /** Method, URL and what is wrong with the request, for the list of failures. */
  label: string;
  protocol: 'api' | 'callable';
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string | Buffer | FormData;
  /**
   * 'refused': must be a 4xx. 'read': a read, which may also answer 2xx (an unknown category lists nothing).
   * 'runtime': the Functions runtime answers before the app runs (malformed JSON, an undecodable path), so
   * only the status counts.
   */
  expect: 'refused' | 'read' | 'runtime';
  /** The request's values: no error may repeat one. */
  sent: readonly unknown[];
}

/** A probe of `target` sending `body` with the caller's own token; a `reads` target may answer a body that parses. */
export function probeOfBody(target: Pick<Probe, 'label' | 'protocol' | 'method' | 'url'>, token: string, body: SentBody, reads = false): Probe {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body.contentType !== '') headers['content-type'] = body.contentType;
  const expect = reads && body.parses ? 'read' : body.expect;
  return { ...target, label: `${target.label} (${body.kind})`, headers, body: body.body, expect, sent: body.values };
}

/** The answers so far. */
export interface Tally {
  requests: number;
  refused: number;
  succeeded: number;
  serverErrors: number;
  failures: number;
  /** How many answers had each status. */
  statuses: Map<number, number>;
}

export const newTally = (): Tally => ({ requests: 0, refused: 0, succeeded: 0, serverErrors: 0, failures: 0, statuses: new Map() });

const STACK_TRACE = /\bat .+:\d+:\d+|node_modules|\.[jt]s:\d+/;
/** A shorter value (a digit, a word) can be in a message by chance: only values this long count as echoed. */
const ECHO_MIN_LENGTH = 8;
const MAX_ERROR_LENGTH = 300;

/** Every string inside a value (object values, array items). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(stringsIn);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The error message of an /api answer ({ error }, or the sell form's { success: false, error }) or a callable's ({ error: { message, status } }). */
function errorMessage(protocol: Probe['protocol'], body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (protocol === 'callable') {
    const { error } = body;
    return isRecord(error) && typeof error.message === 'string' && typeof error.status === 'string' ? error.message : undefined;
  }
  const { error, ...rest } = body;
  const onlyError = Object.keys(rest).every((key) => key === 'success' && rest.success === false);
  return onlyError && typeof error === 'string' ? error : undefined;
}

function problemOf(probe: Probe, status: number, contentType: string, text: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return probe.expect === 'read' ? null : `answered ${status}, not a 4xx`;
  if (probe.expect === 'runtime') return null;
  if (!contentType.startsWith('application/json')) return `answered ${status} with ${contentType || 'no content type'}`;
  const message = errorMessage(probe.protocol, parseJson(text));
  if (message === undefined) return `answered ${status} without the error shape`;
  if (message.length > MAX_ERROR_LENGTH) return `answered ${status} with a ${message.length}-character error`;
  if (STACK_TRACE.test(message)) return `answered ${status} with a stack trace`;
  const echoed = stringsIn(probe.sent).find((value) => value.length >= ECHO_MIN_LENGTH && message.includes(value));
  return echoed === undefined ? null : `answered ${status} repeating ${echoed.length} characters of its input`;
}

/** The path of an /api probe's URL as the api-client writes it ('/api/auth/signin'), or '' for a callable's. */
function apiPathOf(url: string): string {
  if (!url.startsWith(API_URL)) return '';
  return new URL(url).pathname.slice(new URL(API_URL).pathname.length);
}

/** Sends one probe and counts its answer; the contract it broke, if any. */
async function send(probe: Probe, tally: Tally): Promise<string | null> {
  let problem: string | null;
  // A sign-in or sign-up that gets past the form's schema spends from its e-mail's budget: removed after the file.
  if (typeof probe.body === 'string') trackAuthRequest(apiPathOf(probe.url), parseJson(probe.body));
  try {
    const response = await fetch(probe.url, { method: probe.method, headers: probe.headers, body: probe.body });
    const text = await response.text();
    tally.requests += 1;
    tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
    if (response.status >= 500) tally.serverErrors += 1;
    else if (response.status >= 400) tally.refused += 1;
    else tally.succeeded += 1;
    problem = problemOf(probe, response.status, response.headers.get('content-type') ?? '', text);
    if (problem) problem += `: ${text.slice(0, 200)}`;
  } catch (error) {
    problem = `failed: ${String(error)}`;
  }
  if (problem === null) return null;
  tally.failures += 1;
  return `${probe.label.slice(0, 160)} ${problem}`;
}

/** The function a probe calls: the first path segment after FUNCTIONS_URL (`api`, `placeOrder`). */
const functionOf = (probe: Probe): string => new URL(probe.url).pathname.slice(new URL(FUNCTIONS_URL).pathname.length).split('/')[1] ?? '';

/**
 * Sends every probe, one at a time to each function and to CONCURRENCY functions at once, counting the answers
 * in `tally`; lists the probes that broke the contract.
 */
export async function sendAll(probes: readonly Probe[], tally: Tally): Promise<string[]> {
  const failures: string[] = [];
  const queues = new Map<string, Probe[]>();
  for (const probe of probes) {
    const queue = queues.get(functionOf(probe)) ?? [];
    queue.push(probe);
    queues.set(functionOf(probe), queue);
  }
  const lanes = [...queues.values()];
  const worker = async (): Promise<void> => {
    for (let lane = lanes.shift(); lane; lane = lanes.shift()) {
      for (const probe of lane) {
        const failure = await send(probe, tally);
        if (failure !== null) failures.push(failure);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failures;
}

/** The counts the lead quotes, printed with the test output. */
export function report(name: string, tally: Tally, writes: number, startedAt: number): void {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const statuses = [...tally.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
  console.log(
    `[fuzz] ${name}: ${tally.requests} requests, ${tally.refused} 4xx, ${tally.succeeded} 2xx (reads), ${tally.serverErrors} 5xx, ` +
      `${tally.failures} broke the contract, ${writes} writes, ${seconds} s (${statuses.join(', ')})`,
  );
}

// The data, before and after

/**
 * Every document (of every top-level collection and every collection the model names, subcollections included),
 * Auth account and Storage object, each by path with its content. The rate-limit counters are left out:
 * counting refused sign-in attempts is what they are for.
 */
export async function snapshotData(): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  const topLevel = (await db.listCollections()).map((collection) => collection.id);
  const names = new Set([...topLevel, ...Object.values(COLLECTIONS)]);
  names.delete(RATE_LIMITS);
  for (const name of names) {
    for (const doc of (await db.collectionGroup(name).get()).docs) entries.set(doc.ref.path, JSON.stringify(doc.data()));
  }
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) entries.set(`auth:${user.uid}`, JSON.stringify([user.email, user.customClaims]));
    pageToken = page.pageToken;
  } while (pageToken !== undefined);
  const [files] = await bucket.getFiles();
  for (const file of files) entries.set(`storage:${file.name}`, String(file.metadata.md5Hash));
  return entries;
}

/** The paths added, removed or changed between two snapshots. */
export function writesBetween(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}

/**
 * A fuzz file's run, registered after the file's own set-up (its test users are not writes): the data is
 * taken before its tests, and its counts are printed after them. `expectNoWrites` compares the data now.
 */
export function fuzzRun(name: string): { tally: Tally; expectNoWrites: () => Promise<void> } {
  const tally = newTally();
  const startedAt = Date.now();
  let before = new Map<string, string>();
  let writes: string[] = [];
  beforeAll(async () => {
    before = await snapshotData();
  });
  afterAll(() => report(name, tally, writes.length, startedAt));
  const expectNoWrites = async () => {
    writes = writesBetween(before, await snapshotData());
    expect(writes).toEqual([]);
  };
  return { tally, expectNoWrites };
}
