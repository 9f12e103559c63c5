/** The one firebase-admin app of the functions (and of their tests, which import the services directly). */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { asRecord, asText } from '@campus/common/values';

function configuredBucket(): string | undefined {
  const raw = process.env.FIREBASE_CONFIG;
  if (raw === undefined || !raw.trim().startsWith('{')) return undefined;
  return asText(asRecord(JSON.parse(raw)).storageBucket) || undefined;
}

function createApp(): App {
  const projectId = process.env.GCLOUD_PROJECT;
  // Same default bucket name as the web app and the seed, so paths and download URLs agree.
  const storageBucket = configuredBucket() ?? (projectId === undefined ? undefined : `${projectId}.appspot.com`);
  return initializeApp({ ...(projectId === undefined ? {} : { projectId }), ...(storageBucket === undefined ? {} : { storageBucket }) });
}

const app = getApps().find((candidate) => candidate.name === '[DEFAULT]') ?? createApp();

export const db = getFirestore(app);
export const auth = getAuth(app);
export const appCheck = getAppCheck(app);
export const bucket = getStorage(app).bucket();
