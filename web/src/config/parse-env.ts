import { parseCampusDomains } from '@campus/common/campus';

/** The web app's Firebase config (Firebase console > Project settings > Your apps). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
}

export interface WebEnv {
  projectId: string;
  firebase: FirebaseWebConfig;
  /** One flag for every emulator connection; true for the local stack (and any demo- project). */
  useEmulators: boolean;
  emulatorHost: string;
  authPort: number;
  firestorePort: number;
  storagePort: number;
  functionsPort: number;
  /** reCAPTCHA Enterprise site key of App Check; none on the emulators, which cannot mint App Check tokens. */
  appCheckSiteKey: string | undefined;
  /** A debug token registered in the console, for a development build talking to a real project. */
  appCheckDebugToken: string | undefined;
  /**
   * The campus e-mail domains, as the functions' CAMPUS_EMAIL_DOMAINS parameter names them (VITE_CAMPUS_EMAIL_DOMAINS,
   * CSV; default campus.ac.in). The server decides who gets in; the app only hints, e.g. Google's `hd`.
   */
  campusDomains: readonly string[];
}

type RawEnv = Partial<Record<string, string | boolean | undefined>>;

/** The emulators' ports when no VITE_*_PORT says otherwise (firebase.json's). */
export type EmulatorPorts = Record<'auth' | 'firestore' | 'storage' | 'functions', { port: number }>;

const text = (raw: RawEnv, key: string): string | undefined => {
  const value = raw[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** What a real project's build must be given; the emulators take any value. */
const FIREBASE_KEYS = {
  apiKey: 'VITE_API_KEY',
  authDomain: 'VITE_AUTH_DOMAIN',
  storageBucket: 'VITE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_MESSAGING_SENDER_ID',
  appId: 'VITE_APP_ID',
} as const;

const emulatorDefaults = (projectId: string): Omit<FirebaseWebConfig, 'projectId'> => ({
  apiKey: 'demo-key',
  authDomain: `${projectId}.firebaseapp.com`,
  storageBucket: `${projectId}.appspot.com`,
  messagingSenderId: '',
  appId: '',
});

/** Reads the VITE_* settings, filling gaps from firebase.json (emulators only), and names every invalid or missing key at once. */
export function parseEnv(raw: RawEnv, emulators: EmulatorPorts): WebEnv {
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
  const useEmulators = useEmulatorsText === undefined ? projectId.startsWith('demo-') : useEmulatorsText === 'true';
  const appCheckSiteKey = text(raw, 'VITE_APP_CHECK_SITE_KEY');

  const defaults = emulatorDefaults(projectId);
  const firebase: FirebaseWebConfig = { projectId, ...defaults };
  const missing: string[] = [];
  for (const [field, key] of Object.entries(FIREBASE_KEYS) as [keyof typeof FIREBASE_KEYS, string][]) {
    const value = text(raw, key);
    if (value !== undefined) firebase[field] = value;
    else if (!useEmulators) missing.push(key);
  }
  if (!useEmulators && appCheckSiteKey === undefined) missing.push('VITE_APP_CHECK_SITE_KEY');
  if (missing.length > 0) problems.push(`project ${projectId} needs ${missing.join(', ')} (see README, "Deploy")`);

  const env: WebEnv = {
    projectId,
    firebase,
    useEmulators,
    emulatorHost: text(raw, 'VITE_EMULATOR_HOST') ?? '127.0.0.1',
    authPort: port('VITE_AUTH_PORT', emulators.auth.port),
    firestorePort: port('VITE_FIRESTORE_PORT', emulators.firestore.port),
    storagePort: port('VITE_STORAGE_PORT', emulators.storage.port),
    functionsPort: port('VITE_FUNCTIONS_PORT', emulators.functions.port),
    appCheckSiteKey,
    appCheckDebugToken: text(raw, 'VITE_APP_CHECK_DEBUG_TOKEN'),
    campusDomains: parseCampusDomains(text(raw, 'VITE_CAMPUS_EMAIL_DOMAINS')),
  };
  if (problems.length > 0) throw new Error(`Invalid web configuration: ${problems.join('; ')}`);
  return env;
}
