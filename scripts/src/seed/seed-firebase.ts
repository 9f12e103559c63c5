import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { StackEnv } from '../stack/stack-env';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export interface SeedServices {
  auth: Auth;
  db: Firestore;
  bucket: Bucket;
  /** host:port of the Storage emulator, as download URLs embed it. */
  storageHost: string;
}

const APP_NAME = 'campus-seed';

/**
 * The admin SDKs read the emulator addresses from process.env (Storage when its client is built),
 * so the StackEnv is applied first; a stack on other ports gets its own app instance.
 */
export function seedServices(env: StackEnv): SeedServices {
  process.env.FIRESTORE_EMULATOR_HOST = env.FIRESTORE_EMULATOR_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = env.FIREBASE_STORAGE_EMULATOR_HOST;
  process.env.STORAGE_EMULATOR_HOST = `http://${env.FIREBASE_STORAGE_EMULATOR_HOST}`;
  process.env.GCLOUD_PROJECT = env.GCLOUD_PROJECT;

  const projectId = env.GCLOUD_PROJECT;
  const name = `${APP_NAME}:${projectId}:${env.FIRESTORE_EMULATOR_HOST}:${env.FIREBASE_STORAGE_EMULATOR_HOST}`;
  const app: App =
    getApps().find((candidate) => candidate.name === name) ??
    initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` }, name);
  return {
    auth: getAuth(app),
    db: getFirestore(app),
    bucket: getStorage(app).bucket(),
    storageHost: env.FIREBASE_STORAGE_EMULATOR_HOST,
  };
}
