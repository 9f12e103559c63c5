/**
 * The last file of the stack group (vitest.config.ts runs it after the others): every stack test file
 * removes what it created, so the emulators must hold the seed's demo data and nothing else, or the
 * browser journeys that follow meet test products. A failure lists what was left behind. Nothing may hold
 * the e-mail of an account that is gone either: the same scan as the account-deletion test's.
 */
import type { UserRecord } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@campus/common/model';
import { RATE_LIMITS } from '../../functions/src/services/rate-limits';
import { emailsOfGoneAccounts } from '../../functions/test/support/personal-data';
import { planDemoData } from '../src/seed/seed-demo-data';
import { planDocuments } from '../src/seed/seed-documents';
import { seedServices, type SeedServices } from '../src/seed/seed-firebase';
import { stackEnvFromProcess } from './stack-address';

let services: SeedServices;
/** Paths of every document and Storage object the seed wrote. */
let seeded: ReadonlySet<string>;
let seededUids: readonly string[];

beforeAll(async () => {
  services = seedServices(stackEnvFromProcess());
  const plan = await planDemoData(services);
  seededUids = plan.users.map(({ id }) => id);
  seeded = new Set([...planDocuments(plan).map(({ path }) => path), ...plan.images.map(({ path }) => path)]);
});

const notSeeded = (paths: readonly string[]): string[] => paths.filter((path) => !seeded.has(path)).sort();

async function documentPaths(collectionPath: string): Promise<string[]> {
  // listDocuments also returns documents that no longer exist but still have subcollections.
  const refs = await services.db.collection(collectionPath).listDocuments();
  return refs.map((ref) => ref.path);
}

async function allAccounts(): Promise<UserRecord[]> {
  const accounts: UserRecord[] = [];
  let pageToken: string | undefined;
  do {
    const page = await services.auth.listUsers(1000, pageToken);
    accounts.push(...page.users);
    pageToken = page.pageToken;
  } while (pageToken !== undefined);
  return accounts;
}

describe('after the stack tests, nothing is left but the demo data', () => {
  it.each([
    COLLECTIONS.products,
    COLLECTIONS.listings,
    COLLECTIONS.orders,
    COLLECTIONS.reviews,
    COLLECTIONS.users,
    COLLECTIONS.conversations,
    COLLECTIONS.blocks,
    COLLECTIONS.meetupSpots,
    COLLECTIONS.dealRatings,
    COLLECTIONS.reputations,
    COLLECTIONS.reports,
    COLLECTIONS.disabledAccounts,
    // The seed spends no failure budget, and every test file removes the counters it spent.
    RATE_LIMITS,
  ])(
    'no document in %s/ that the seed did not write',
    async (collection) => {
      expect(notSeeded(await documentPaths(collection)), `left in ${collection}/`).toEqual([]);
    },
  );

  it("no document in a demo user's addresses, cart, wishlist or notifications that the seed did not write", async () => {
    const subcollections = [COLLECTIONS.addresses, COLLECTIONS.cart, COLLECTIONS.wishlist, COLLECTIONS.notifications];
    const paths = await Promise.all(
      seededUids.flatMap((uid) => subcollections.map((name) => documentPaths(`${COLLECTIONS.users}/${uid}/${name}`))),
    );
    expect(notSeeded(paths.flat())).toEqual([]);
  });

  it('no Auth account but the demo accounts', async () => {
    const others = (await allAccounts()).filter((account) => !seededUids.includes(account.uid));
    expect(others.map((account) => `${account.uid} <${account.email ?? ''}>`).sort()).toEqual([]);
  });

  it('no document or Storage object holds the e-mail address of an account that is gone', async () => {
    const accountEmails = new Set((await allAccounts()).flatMap((account) => (account.email ? [account.email.toLowerCase()] : [])));
    expect(await emailsOfGoneAccounts(services, accountEmails)).toEqual([]);
  });

  it('no Storage object that the seed did not upload', async () => {
    const [files] = await services.bucket.getFiles();
    expect(notSeeded(files.map((file) => file.name))).toEqual([]);
  });
});
