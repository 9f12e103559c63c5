import { COLLECTIONS } from '@campus/common/model';
import type { Firestore } from 'firebase-admin/firestore';
import type { StackEnv } from '../stack/stack-env';
import { DEMO_PASSWORD, seedPerson } from './people-data';
import { ensureSeedAccounts } from './seed-accounts';
import { planDocuments, planSeed, type SeedPlan } from './seed-documents';
import { seedServices, type SeedServices } from './seed-firebase';
import { syncDocuments, syncImages } from './seed-writes';

export interface DemoAccount {
  email: string;
  password: string;
  role: 'buyer' | 'seller' | 'admin';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'buyer@campus.ac.in', password: DEMO_PASSWORD, role: 'buyer' },
  { email: 'seller@campus.ac.in', password: DEMO_PASSWORD, role: 'seller' },
  { email: 'admin@campus.ac.in', password: DEMO_PASSWORD, role: 'admin' },
];

const DAY_MS = 86_400_000;

/**
 * The seed's "now". Dates are relative to it, so it is pinned by the first run (read back from the
 * buyer's profile) and a later run produces identical documents instead of shifting every date.
 */
async function seedAnchor(db: Firestore, buyerUid: string): Promise<number> {
  const profile = await db.collection(COLLECTIONS.users).doc(buyerUid).get();
  const createdAt = profile.get('createdAt');
  const created = typeof createdAt === 'string' ? Date.parse(createdAt) : Number.NaN;
  return Number.isNaN(created) ? Date.now() : created + seedPerson('buyer').joinedDaysAgo * DAY_MS;
}

/** Makes sure the seed accounts exist, then builds every document and image of the demo data. */
export async function planDemoData(services: SeedServices): Promise<SeedPlan> {
  const { auth, db, bucket, storageHost } = services;
  const uids = await ensureSeedAccounts(auth);
  const buyerUid = uids.get('buyer');
  if (!buyerUid) throw new Error('The demo buyer has no account');
  return planSeed({
    uids,
    anchor: await seedAnchor(db, buyerUid),
    downloadUrl: (path, token) =>
      `http://${storageHost}/v0/b/${bucket.name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`,
  });
}

/**
 * Seeds the demo accounts, catalogue, listings, orders, reviews, cart and wishlist; safe to run
 * twice: ids and paths are deterministic and only missing or different documents and images are written.
 */
export async function seedDemoData(env: StackEnv): Promise<void> {
  const services = seedServices(env);
  const plan = await planDemoData(services);
  await syncImages(services.bucket, plan.images);
  await syncDocuments(services.db, planDocuments(plan));
}
