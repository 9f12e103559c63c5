import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorAddress } from './stack-address';

// Its own project: clearFirestore empties a whole project, and the demo data must survive for e2e.
const PROJECT_ID = 'demo-stack-harness';
const profile = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'alice@campus.ac.in',
  mobileNumber: '9876543210',
  gender: 'female',
  birthDate: '2003-04-05',
  createdAt: '2026-01-01T00:00:00.000Z',
};

let env: RulesTestEnvironment;

beforeAll(async () => {
  setLogLevel('error');
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      ...emulatorAddress('FIRESTORE_EMULATOR_HOST'),
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
    },
  });
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), 'users/alice'), profile));
});

afterAll(async () => {
  await env?.cleanup();
});

describe('@firebase/rules-unit-testing against the running Firestore emulator', () => {
  it('a student reads their own profile seeded with the rules disabled', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(env.authenticatedContext('alice', { email: profile.email }).firestore(), 'users/alice')));
    expect(snapshot.get('firstName')).toBe('Asha');
  });

  it("another student and a visitor cannot read it", async () => {
    await assertFails(getDoc(doc(env.authenticatedContext('bob', { email: 'bob@campus.ac.in' }).firestore(), 'users/alice')));
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'users/alice')));
  });

  it('clearFirestore empties the project', async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const snapshot = await getDoc(doc(context.firestore(), 'users/alice'));
      expect(snapshot.exists()).toBe(false);
    });
  });
});
