import type { ReactNode } from 'react';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { FirestoreProvider } from 'reactfire';
import { env } from '../config/env';
import { firebaseApp } from './firebase-app';

const liveDb = getFirestore(firebaseApp);
if (env.useEmulators) connectFirestoreEmulator(liveDb, env.emulatorHost, env.firestorePort);

export default function LiveFirestoreProvider({ children }: { children: ReactNode }) {
  return <FirestoreProvider sdk={liveDb}>{children}</FirestoreProvider>;
}
