/**
 * Failure budgets: at most FAILURE_LIMIT failed attempts per key in a window of FAILURE_WINDOW_MS that
 * starts at the key's first counted attempt. The counters are Firestore documents, so every function
 * instance spends from the same budget: rateLimits/{sha256 of the key} {count, expiresAt}. The collection
 * is server-only (firestore.rules deny clients), and in production a TTL policy on `expiresAt` deletes
 * spent windows; until it does, an expired counter reads as absent.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { tooManyAttempts } from '@campus/common/messages';
import { asRecord } from '@campus/common/values';
import { db } from '../firebase';
import { runTransaction } from '../transaction';

export const FAILURE_LIMIT = 20;
const FAILURE_WINDOW_MS = 60_000;
export const RATE_LIMITS = 'rateLimits';

interface Counter {
  count: number;
  expiresAt: Timestamp;
}

/** Refused before trying: a key has spent its budget until its window ends. */
export class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(tooManyAttempts(retryAfterSeconds));
    this.name = 'RateLimited';
  }
}

/** The counter document of a key such as 'signin:email:a@campus.ac.in'; hashed, so no address or e-mail is stored. */
export function counterRef(key: string): DocumentReference {
  return db.collection(RATE_LIMITS).doc(createHash('sha256').update(key).digest('hex'));
}

function liveCounter(data: unknown, nowMs: number): Counter | undefined {
  const { count, expiresAt } = asRecord(data);
  return typeof count === 'number' && expiresAt instanceof Timestamp && expiresAt.toMillis() > nowMs ? { count, expiresAt } : undefined;
}

/**
 * Counts one attempt against every key, or throws RateLimited when one of them is spent. Returns the window
 * each key was counted in. Counting before the attempt runs, not after it failed, is what keeps a burst of
 * simultaneous attempts within the budget.
 */
async function countAttempt(refs: readonly DocumentReference[]): Promise<Timestamp[]> {
  return runTransaction(async (tx) => {
    const snapshots = await tx.getAll(...refs);
    const nowMs = Date.now();
    const counters = snapshots.map((snapshot) => liveCounter(snapshot.data(), nowMs));
    const spentUntil = counters.flatMap((counter) => (counter && counter.count >= FAILURE_LIMIT ? [counter.expiresAt.toMillis()] : []));
    if (spentUntil.length > 0) throw new RateLimited(Math.max(1, Math.ceil((Math.max(...spentUntil) - nowMs) / 1000)));
    return refs.map((ref, index) => {
      const counter = counters[index] ?? { count: 0, expiresAt: Timestamp.fromMillis(nowMs + FAILURE_WINDOW_MS) };
      tx.set(ref, { count: counter.count + 1, expiresAt: counter.expiresAt });
      return counter.expiresAt;
    });
  });
}

/** Takes back an attempt that did not fail, from the windows it was counted in (a newer window never counted it). */
async function uncountAttempt(refs: readonly DocumentReference[], windows: readonly Timestamp[]): Promise<void> {
  await runTransaction(async (tx) => {
    const snapshots = await tx.getAll(...refs);
    snapshots.forEach((snapshot, index) => {
      const counter = liveCounter(snapshot.data(), Date.now());
      const window = windows[index];
      if (counter && window && counter.expiresAt.isEqual(window) && counter.count > 0) tx.update(snapshot.ref, { count: counter.count - 1 });
    });
  });
}

/**
 * Runs `attempt` within the failure budget of every key: throws RateLimited, without running it, while any
 * key has FAILURE_LIMIT attempts in its window. The attempt stays counted only when it throws an error
 * `isFailure` accepts; a success or any other error gives it back, and never touches other counts.
 */
export async function withinFailureBudget<T>(keys: readonly string[], attempt: () => Promise<T>, isFailure: (error: unknown) => boolean): Promise<T> {
  const refs = keys.map(counterRef);
  const windows = await countAttempt(refs);
  let failed = false;
  try {
    return await attempt();
  } catch (error) {
    failed = isFailure(error);
    throw error;
  } finally {
    if (!failed) await uncountAttempt(refs, windows);
  }
}
