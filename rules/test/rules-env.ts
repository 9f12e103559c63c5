import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/**
 * Who acts in a test: nobody signed in, two students, and an admin (custom claim admin: true), each with a
 * verified campus e-mail; and the two students before they verified theirs.
 */
export type Identity = 'visitor' | 'alice' | 'bob' | 'admin' | 'unverified alice' | 'unverified bob';

export const ACCOUNTS = {
  alice: { uid: 'alice', email: 'alice@campus.ac.in' },
  bob: { uid: 'bob', email: 'bob@campus.ac.in' },
  admin: { uid: 'carol', email: 'admin@campus.ac.in' },
} as const;

/** The caller of a request: null for a visitor, else a uid with the claims of its ID token. */
export type Actor = { uid: string; email: string; emailVerified: boolean; admin?: boolean } | null;

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

/** Path -> data of the documents a test starts from. */
export type Documents = Record<string, object>;

/** Where the running emulator is, from the env `npm test` sets. */
export function emulatorAddress(variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_STORAGE_EMULATOR_HOST'): { host: string; port: number } {
  const value = process.env[variable];
  const match = value?.match(/^(.+):(\d+)$/);
  if (!match?.[1] || !match[2]) {
    throw new Error(`${variable} must be host:port of a running emulator (run these tests through npm test), got ${value ?? 'nothing'}`);
  }
  return { host: match[1], port: Number(match[2]) };
}

/** Each identity's actor: every account's e-mail is verified but the unverified students'. */
const ACTORS: Record<Identity, Actor> = {
  visitor: null,
  alice: { ...ACCOUNTS.alice, emailVerified: true },
  bob: { ...ACCOUNTS.bob, emailVerified: true },
  admin: { ...ACCOUNTS.admin, emailVerified: true, admin: true },
  'unverified alice': { ...ACCOUNTS.alice, emailVerified: false },
  'unverified bob': { ...ACCOUNTS.bob, emailVerified: false },
};

/** The claims of a signed-in actor's ID token beside its uid, as the Auth emulator issues them. */
const claimsOf = ({ email, emailVerified, admin }: NonNullable<Actor>) => ({ email, email_verified: emailVerified, ...(admin ? { admin: true } : {}) });

export interface RulesEnv {
  /** Empties the database and writes `documents` with the rules disabled. */
  reset: (documents: Documents) => Promise<void>;
  /** A client acting as `actor`; one per actor for the whole file, since a new one per test would reconnect every time. */
  clientOf: (actor: Actor) => TestFirestore;
}

/**
 * Registers the hooks of a rules test file: one environment on the real firestore.rules for the whole file, in a
 * project of its own. Not demo-campus-market, whose data other tests use at the same time; and not one shared by
 * the rules files, which run side by side and each empty their database before every test.
 */
export function useRulesTestEnvironment(): RulesEnv {
  const projectId = `demo-rules-${randomUUID().slice(0, 8)}`;
  let env: RulesTestEnvironment | undefined;
  // Seeds through firebase-admin, which bypasses the rules: one connection for the whole file, where
  // withSecurityRulesDisabled would open a client per test (about a second each on these machines).
  let seeder: App | undefined;
  const clients = new Map<string, TestFirestore>();
  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('The rules test environment is not initialised');
    return env;
  };

  beforeAll(async () => {
    // Denied requests are the point of half the matrix; the SDK would log each one as a warning.
    setLogLevel('error');
    env = await initializeTestEnvironment({
      projectId,
      firestore: {
        ...emulatorAddress('FIRESTORE_EMULATOR_HOST'),
        rules: readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8'),
      },
    });
    seeder = initializeApp({ projectId }, `rules-seed-${projectId}`);
  });

  afterAll(async () => {
    // The project is this file's alone: nothing of it is left in the emulator.
    await env?.clearFirestore();
    await env?.cleanup();
    if (seeder) await deleteApp(seeder);
  });

  return {
    reset: async (documents) => {
      await current().clearFirestore();
      if (!seeder) throw new Error('The rules test environment is not initialised');
      const db = getFirestore(seeder);
      const batch = db.batch();
      for (const [path, data] of Object.entries(documents)) batch.set(db.doc(path), data);
      await batch.commit();
    },
    clientOf: (actor) => {
      const key = actor === null ? '' : `${actor.uid}${actor.admin ? ' (admin)' : ''}${actor.emailVerified ? '' : ' (unverified)'}`;
      const client =
        clients.get(key) ??
        (actor === null ? current().unauthenticatedContext() : current().authenticatedContext(actor.uid, claimsOf(actor))).firestore();
      clients.set(key, client);
      return client;
    },
  };
}

/** Awaits `request` and asserts that the rules allowed it, or refused it with permission-denied. */
export async function expectRules(allowed: boolean, request: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(request);
  else await assertFails(request);
}

/**
 * Registers the hooks of a rules test file whose tests all start from `documents` (emptied and written
 * again before each test). Returns the check that runs one matrix row and awaits its assertion.
 */
export function useRulesEnv(documents: Documents): (rule: RuleCase) => Promise<void> {
  const env = useRulesTestEnvironment();
  beforeEach(() => env.reset(documents));
  return ({ as, allowed, act }) => expectRules(allowed, act(env.clientOf(ACTORS[as])));
}
