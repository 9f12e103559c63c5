import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { env } from '../config/env';
import { firebaseApp } from './firebase-app';

export { auth, firebaseApp } from './firebase-app';

export const REGION = 'us-central1';

/**
 * The public catalogue reads through the Lite SDK (plain REST, much smaller than the full SDK). It loads
 * with the pages that read the catalogue, not with the shell: import it from data modules only.
 */
export const catalogueDb = getFirestore(firebaseApp);

/** Callables (signUp, placeOrder, ...): pages that call them wrap themselves in reactfire's FunctionsProvider with this. */
export const functions = getFunctions(firebaseApp, REGION);

if (env.useEmulators) {
  connectFirestoreEmulator(catalogueDb, env.emulatorHost, env.firestorePort);
  connectFunctionsEmulator(functions, env.emulatorHost, env.functionsPort);
}
