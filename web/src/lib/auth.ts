import { browserLocalPersistence, connectAuthEmulator, initializeAuth, signOut, updateProfile, type User } from 'firebase/auth';
import { env } from '../config/env';
import { firebaseApp } from './firebase-app';

// initializeAuth without a popup/redirect resolver keeps those flows out of the bundle (the app signs in with
// e-mail only); the session lives in localStorage, as the spec keeps its token there. Import this module
// through lib/session.ts's loadAuth(), so that the Auth SDK stays out of the first load.
export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });

if (env.useEmulators) connectAuthEmulator(auth, `http://${env.emulatorHost}:${env.authPort}`, { disableWarnings: true });

/** Signs the current user out of Firebase Auth. */
export async function signOutOfAuth(): Promise<void> {
  await signOut(auth);
}

/** Sets the signed-in user's Auth display name (the top bar shows the name from there). */
export async function updateDisplayName(user: User, displayName: string): Promise<void> {
  await updateProfile(user, { displayName });
}
