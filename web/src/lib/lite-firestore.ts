import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { env } from '../config/env';
import { firebaseApp } from './firebase-app';

/**
 * The Firestore Lite SDK instance (plain REST, much smaller than the full SDK) for one-shot reads and
 * writes: the public catalogue, reviews, profiles. It loads with the pages that use it, not with the
 * shell: import it from data modules only. Live data uses the full SDK (lib/live-firestore.tsx).
 */
export const liteFirestore = getFirestore(firebaseApp);

if (env.useEmulators) connectFirestoreEmulator(liteFirestore, env.emulatorHost, env.firestorePort);
