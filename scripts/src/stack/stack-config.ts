import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isRecord } from '@campus/common/values';

export const ROOT_DIR = fileURLToPath(new URL('../../../', import.meta.url));
export const FIREBASE_JSON_PATH = `${ROOT_DIR}firebase.json`;
export const FIRESTORE_RULES_PATH = `${ROOT_DIR}firestore.rules`;
export const STORAGE_RULES_PATH = `${ROOT_DIR}storage.rules`;
export const DEFAULT_DATA_DIR = `${ROOT_DIR}.emulator-data`;
export const PROJECT_ID = 'demo-campus-market';
export const REGION = 'us-central1';
export const HOST = '127.0.0.1';
export const DEFAULT_WEB_PORT = 5173;

export const EMULATOR_NAMES = ['auth', 'firestore', 'storage', 'functions', 'hosting', 'hub', 'logging', 'eventarc', 'tasks'] as const;
export type EmulatorName = (typeof EMULATOR_NAMES)[number];
export type StackPorts = Record<EmulatorName | 'web', number>;

interface EmulatorEntry {
  host?: string;
  port: number;
}

/** firebase.json as parsed JSON; only `emulators` is read here, everything else is kept as is. */
export interface FirebaseJson {
  emulators: Partial<Record<EmulatorName, EmulatorEntry>> & Record<string, unknown>;
  [key: string]: unknown;
}

export function readFirebaseJson(path = FIREBASE_JSON_PATH): FirebaseJson {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!isRecord(parsed) || !isRecord(parsed.emulators)) {
    throw new Error(`${path} has no "emulators" section`);
  }
  return { ...parsed, emulators: parsed.emulators };
}

function portOf(config: FirebaseJson, name: EmulatorName): number {
  const entry = config.emulators[name];
  if (!isRecord(entry) || typeof entry.port !== 'number') {
    throw new Error(`firebase.json has no emulators.${name}.port`);
  }
  return entry.port;
}

/** The ports of firebase.json (and Vite's 5173) shifted by `offset`, so a second stack can run beside a developer's. */
export function stackPorts(offset: number, config = readFirebaseJson()): StackPorts {
  const shifted = (name: EmulatorName) => portOf(config, name) + offset;
  return {
    auth: shifted('auth'),
    firestore: shifted('firestore'),
    storage: shifted('storage'),
    functions: shifted('functions'),
    hosting: shifted('hosting'),
    hub: shifted('hub'),
    logging: shifted('logging'),
    eventarc: shifted('eventarc'),
    tasks: shifted('tasks'),
    web: DEFAULT_WEB_PORT + offset,
  };
}
