import firebaseJson from '../../../firebase.json';

const { emulators } = firebaseJson;

export interface WebEnv {
  projectId: string;
  /** One flag for every emulator connection; true for the local stack (and any demo- project). */
  useEmulators: boolean;
  emulatorHost: string;
  authPort: number;
  firestorePort: number;
  storagePort: number;
  functionsPort: number;
}

type RawEnv = Partial<Record<string, string | boolean | undefined>>;

const text = (raw: RawEnv, key: string): string | undefined => {
  const value = raw[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** Reads the VITE_* settings, filling gaps from firebase.json, and names every invalid key at once. */
export function parseEnv(raw: RawEnv): WebEnv {
  const problems: string[] = [];
  const port = (key: string, fallback: number): number => {
    const value = text(raw, key);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535) {
      problems.push(`${key} must be a port number, got "${value}"`);
      return fallback;
    }
    return parsed;
  };
  const projectId = text(raw, 'VITE_PROJECT_ID') ?? 'demo-campus-market';
  if (!/^[a-z0-9-]+$/.test(projectId)) problems.push(`VITE_PROJECT_ID must be a Firebase project id, got "${projectId}"`);
  const useEmulatorsText = text(raw, 'VITE_USE_EMULATORS');
  if (useEmulatorsText !== undefined && useEmulatorsText !== 'true' && useEmulatorsText !== 'false') {
    problems.push(`VITE_USE_EMULATORS must be "true" or "false", got "${useEmulatorsText}"`);
  }
  const env: WebEnv = {
    projectId,
    useEmulators: useEmulatorsText === undefined ? projectId.startsWith('demo-') : useEmulatorsText === 'true',
    emulatorHost: text(raw, 'VITE_EMULATOR_HOST') ?? '127.0.0.1',
    authPort: port('VITE_AUTH_PORT', emulators.auth.port),
    firestorePort: port('VITE_FIRESTORE_PORT', emulators.firestore.port),
    storagePort: port('VITE_STORAGE_PORT', emulators.storage.port),
    functionsPort: port('VITE_FUNCTIONS_PORT', emulators.functions.port),
  };
  if (problems.length > 0) throw new Error(`Invalid web configuration: ${problems.join('; ')}`);
  return env;
}

export const env: WebEnv = parseEnv(import.meta.env);
