import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { env } from '../config/env';
import './app-check';
import { firebaseApp } from './firebase-app';

const REGION = 'us-central1';

/** Callables (signUp, placeOrder, ...): pages that call them wrap themselves in reactfire's FunctionsProvider with this. */
export const functions = getFunctions(firebaseApp, REGION);

if (env.useEmulators) connectFunctionsEmulator(functions, env.emulatorHost, env.functionsPort);
