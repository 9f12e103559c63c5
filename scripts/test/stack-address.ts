/** Where the running stack is, from the env `npm test` sets; never a hard-coded port. */
import type { StackEnv } from '../src/stack/stack-env';

export function emulatorAddress(name: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST' | 'FIREBASE_STORAGE_EMULATOR_HOST'): {
  host: string;
  port: number;
} {
  const value = process.env[name];
  const match = value?.match(/^(.+):(\d+)$/);
  if (!match?.[1] || !match[2]) {
    throw new Error(`${name} must be host:port of the running stack (run these tests through npm test), got ${value ?? 'nothing'}`);
  }
  return { host: match[1], port: Number(match[2]) };
}

export function stackProjectId(): string {
  const value = process.env.GCLOUD_PROJECT;
  if (!value) throw new Error('GCLOUD_PROJECT is not set: run these tests through npm test');
  return value;
}

export const uniqueId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The StackEnv of the running stack, for code that takes one (the seed). */
export function stackEnvFromProcess(): StackEnv {
  const required = (name: string): string => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run the stack tests through npm test, which starts the stack`);
    return value;
  };
  const optional = (name: string): string => process.env[name] ?? '';
  return {
    FIRESTORE_EMULATOR_HOST: required('FIRESTORE_EMULATOR_HOST'),
    FIREBASE_AUTH_EMULATOR_HOST: required('FIREBASE_AUTH_EMULATOR_HOST'),
    FIREBASE_STORAGE_EMULATOR_HOST: required('FIREBASE_STORAGE_EMULATOR_HOST'),
    STORAGE_EMULATOR_HOST: optional('STORAGE_EMULATOR_HOST'),
    GCLOUD_PROJECT: stackProjectId(),
    FUNCTIONS_URL: optional('FUNCTIONS_URL'),
    WEB_URL: optional('WEB_URL'),
    HOSTING_URL: optional('HOSTING_URL'),
    VITE_PROJECT_ID: optional('VITE_PROJECT_ID'),
    VITE_EMULATOR_HOST: optional('VITE_EMULATOR_HOST'),
    VITE_AUTH_PORT: optional('VITE_AUTH_PORT'),
    VITE_FIRESTORE_PORT: optional('VITE_FIRESTORE_PORT'),
    VITE_STORAGE_PORT: optional('VITE_STORAGE_PORT'),
    VITE_FUNCTIONS_PORT: optional('VITE_FUNCTIONS_PORT'),
  };
}
