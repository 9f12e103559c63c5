import { initializeApp } from 'firebase/app';
import { env } from '../config/env';

/** The Firebase app. Auth is not here: it loads after the first paint (lib/session.ts). */
export const firebaseApp = initializeApp(env.firebase);
