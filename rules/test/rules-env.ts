import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** Who acts in a test: nobody signed in, two students, and an admin (custom claim admin: true). */
export type Identity = 'visitor' | 'alice' | 'bob' | 'admin';

export const ACCOUNTS = {
  alice: { uid: 'alice', email: 'alice@campus.ac.in' },
  bob: { uid: 'bob', email: 'bob@campus.ac.in' },
  admin: { uid: 'carol', email: 'admin@campus.ac.in' },
} as const;

export type TestFirestore = ReturnType<RulesTestContext['firestore']>;

/** One row of a rules matrix: its name states the behaviour. */
export interface RuleCase {
  name: string;
  as: Identity;
  allowed: boolean;
  act: (db: TestFirestore) => Promise<unknown>;
}

export const allow = (name: string, as: Identity, act: RuleCase['act']): RuleCase => ({ name, as, allowed: true, act });
export const deny = (name: string, as: Identity, act: RuleCase['act']): RuleCase => ({ name, as, allowed: false, act });

// Not demo-campus-market: the app's data, used by other tests at the same time, stays untouched.
const PROJECT_ID = 'demo-rules-test';

function emulatorAddress(): { host: string; port: number } {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  const match = value?.match(/^(.+):(\d+)$/);
  if (!match?.[1] || !match[2]) {
    throw new Error(`FIRESTORE_EMULATOR_HOST must be host:port of a running Firestore emulator, got ${value ?? 'nothing'}`);
  }
  return { host: match[1], port: Number(match[2]) };
}

function contextOf(env: RulesTestEnvironment, as: Identity): RulesTestContext {
  if (as === 'visitor') return env.unauthenticatedContext();
  const { uid, email } = ACCOUNTS[as];
  return env.authenticatedContext(uid, as === 'admin' ? { email, admin: true } : { email });
}

/**
 * Registers the hooks of a rules test file: one environment on the real firestore.rules, and before
 * each test an emptied database holding `documents` (path -> data), written with the rules disabled.
 * Returns the check that runs one matrix row and awaits its assertion.
 */
export function useRulesEnv(documents: Record<string, object>): (rule: RuleCase) => Promise<void> {
  let env: RulesTestEnvironment | undefined;
  // One client per identity for the whole file: a new one per test would reconnect every time.
  const clients = new Map<Identity, TestFirestore>();
  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('The rules test environment is not initialised');
    return env;
  };

  beforeAll(async () => {
    // Denied requests are the point of half the matrix; the SDK would log each one as a warning.
    setLogLevel('error');
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: {
        ...emulatorAddress(),
        rules: readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8'),
      },
    });
  });

  beforeEach(async () => {
    await current().clearFirestore();
    await current().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const batch = db.batch();
      for (const [path, data] of Object.entries(documents)) batch.set(db.doc(path), data);
      await batch.commit();
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  const clientOf = (as: Identity): TestFirestore => {
    const client = clients.get(as) ?? contextOf(current(), as).firestore();
    clients.set(as, client);
    return client;
  };

  return async ({ as, allowed, act }) => {
    const db = clientOf(as);
    if (allowed) await assertSucceeds(act(db));
    else await assertFails(act(db));
  };
}
