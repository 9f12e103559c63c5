/** Where the running stack is, from the env `npm test` sets; never a hard-coded port. */
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
