import { fileURLToPath } from 'node:url';
import { startStorageEmulator, type StorageEmulator } from '../src/server';

export const BUCKET = 'demo-x.appspot.com';
export const PROJECT_ID = 'demo-x';

export function fixture(name: string): string {
  return fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
}

/** Starts an in-process emulator on a free port with the test rules (or the given rules file). */
export function startTestEmulator(options: { rulesPath?: string; dataDir?: string } = {}): Promise<StorageEmulator> {
  return startStorageEmulator({ port: 0, projectId: PROJECT_ID, rulesPath: options.rulesPath ?? fixture('test.rules'), dataDir: options.dataDir });
}

/** Deterministic bytes of the given length. */
export function bytes(length: number, seed = 1): Uint8Array {
  const data = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) data[i] = (i * 31 + seed * 7) % 251;
  return data;
}

/** Byte equality without a per-element deep comparison (slow on megabytes). */
export function sameBytes(a: ArrayBuffer | Uint8Array, b: ArrayBuffer | Uint8Array): boolean {
  return Buffer.from(a instanceof Uint8Array ? a : new Uint8Array(a)).equals(Buffer.from(b instanceof Uint8Array ? b : new Uint8Array(b)));
}
