import { test } from 'vitest';
import { expectRules, useRulesTestEnvironment, type Actor, type Documents, type TestFirestore } from '../rules-env';
import { CAROL, ERIN, FIRESTORE_ROWS, WORLD, disabledMark } from './firestore-rows';
import { TAMPER_CASES } from './firestore-tampering';
import { matrixCases, type MatrixCase } from './matrix';

const env = useRulesTestEnvironment();

/** A student's or admin's account; every identity's campus e-mail is verified but the unverified one's. */
const account = (uid: string, { admin = false, emailVerified = true } = {}): Actor => ({ uid, email: `${uid}@campus.ac.in`, emailVerified, admin });

function actorOf({ row, identity }: MatrixCase<TestFirestore>): Actor {
  switch (identity) {
    case 'visitor':
      return null;
    case 'owner':
    case 'disabled':
      return account(row.owner);
    case 'unverified':
      return account(row.owner, { emailVerified: false });
    case 'other':
      return account(ERIN);
    case 'seller':
      return account(row.seller);
    case 'admin':
      return account(CAROL, { admin: true });
  }
}

const without = (documents: Documents, absent: readonly string[]): Documents =>
  Object.fromEntries(Object.entries(documents).filter(([path]) => !absent.includes(path)));

/** The world, with the owner's account marked disabled for the disabled identity. */
function startingDocuments({ row, identity, operation }: MatrixCase<TestFirestore>): Documents {
  const world = identity === 'disabled' ? { ...WORLD, ...disabledMark(row.owner) } : WORLD;
  return without(world, row.absentFor?.[operation] ?? []);
}

// The paths the database holds, while no test has changed it since they were written: most cells read or
// are refused and change nothing, so the world is written again only when it differs or may have changed.
let holding: string | undefined;

async function fromDocuments(documents: Documents, changesNothing: boolean, request: () => Promise<void>): Promise<void> {
  const paths = Object.keys(documents).sort().join(' ');
  if (holding !== paths) await env.reset(documents);
  holding = undefined;
  await request();
  if (changesNothing) holding = paths;
}

test.each(matrixCases(FIRESTORE_ROWS))('$name', (cell) =>
  fromDocuments(startingDocuments(cell), !cell.allowed || cell.operation === 'get' || cell.operation === 'list', () =>
    expectRules(cell.allowed, cell.row.requests[cell.operation](env.clientOf(actorOf(cell)), cell.identity)),
  ),
);

test.each(TAMPER_CASES)('$name', ({ uid, admin, allowed, absent, write }) =>
  fromDocuments(without(WORLD, absent), !allowed, () => expectRules(allowed, write(env.clientOf(account(uid, { admin }))))),
);
