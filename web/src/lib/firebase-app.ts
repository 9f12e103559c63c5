import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { env } from '../config/env';

/** The Firebase app and Auth: what every page needs from the first paint (the top bar shows who is signed in). */
export const firebaseApp = initializeApp({
  projectId: env.projectId,
  apiKey: 'demo-key',
  authDomain: `${env.projectId}.firebaseapp.com`,
  storageBucket: `${env.projectId}.appspot.com`,
});

// initializeAuth without a popup/redirect resolver keeps those flows out of the first load (the app signs in with
// e-mail only); the session lives in localStorage, as the spec keeps its token there.
export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });

if (env.useEmulators) connectAuthEmulator(auth, `http://${env.emulatorHost}:${env.authPort}`, { disableWarnings: true });
