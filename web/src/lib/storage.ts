import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { env } from '../config/env';
import { firebaseApp } from './firebase-app';

/**
 * Cloud Storage, for the sell form's photos (listings/{uid}/...; storage.rules let only that user write
 * images of at most 10 MB there). The bucket is the app's (lib/firebase-app.ts). Import it from data
 * modules of the pages that upload, so the Storage SDK stays out of the other pages.
 */
export const storage = getStorage(firebaseApp);

if (env.useEmulators) connectStorageEmulator(storage, env.emulatorHost, env.storagePort);
