import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** firebase-tools refuses to start its Java emulators below this version. */
const FIREBASE_TOOLS_MIN_JAVA = 21;
const GCLOUD_SDK_ROOTS = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', join(homedir(), 'google-cloud-sdk')];

export type FirestoreRuntime =
  | { kind: 'firebase-tools'; version: string }
  | { kind: 'gcloud'; binary: string; version: string };
export type StorageRuntime = { kind: 'firebase-tools' } | { kind: 'project' };

export const FIREBASE_TOOLS_BIN = join(dirname(require.resolve('firebase-tools/package.json')), 'lib/bin/firebase.js');

interface DownloadInfo {
  version: string;
  downloadPathRelativeToCacheDir: string;
}

function downloadInfo(emulator: 'firestore' | 'storage'): DownloadInfo {
  const path = join(dirname(FIREBASE_TOOLS_BIN), '../emulator/downloadableEmulatorInfo.json');
  const all: Record<string, DownloadInfo> = JSON.parse(readFileSync(path, 'utf8'));
  const info = all[emulator];
  if (info === undefined) throw new Error(`firebase-tools lists no ${emulator} emulator download`);
  return info;
}

function javaMajorVersion(): number | undefined {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  // `java -version` writes to stderr.
  return result.status === 0 ? parseJavaMajor(`${result.stderr}${result.stdout}`) : undefined;
}

function parseJavaMajor(text: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (match?.[1] === undefined) return undefined;
  const major = Number(match[1]);
  // Java 8 and older report 1.x.
  return major === 1 ? Number(match[2]) : major;
}

let cachedJava: number | undefined | null = null;
function java(): number | undefined {
  if (cachedJava === null) cachedJava = javaMajorVersion();
  return cachedJava;
}

function firebaseToolsCanRun(emulator: 'firestore' | 'storage'): boolean {
  const cacheDir = process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');
  const jarPresent = existsSync(join(cacheDir, downloadInfo(emulator).downloadPathRelativeToCacheDir));
  return jarPresent && (java() ?? 0) >= FIREBASE_TOOLS_MIN_JAVA;
}

function gcloudFirestore(): { binary: string; version: string } | undefined {
  for (const root of GCLOUD_SDK_ROOTS) {
    const binary = join(root, 'platform/cloud-firestore-emulator/cloud_firestore_emulator');
    if (existsSync(binary)) return { binary, version: gcloudComponentVersion(root) };
  }
  return undefined;
}

function gcloudComponentVersion(root: string): string {
  try {
    const snapshot = readFileSync(join(root, '.install/cloud-firestore-emulator.snapshot.json'), 'utf8');
    const match = /"version_string":\s*"([^"]+)"/.exec(snapshot);
    return match?.[1] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** firebase-tools' own Firestore emulator where it can run, else the Google Cloud CLI component, else a clear error. */
export function chooseFirestoreRuntime(): FirestoreRuntime {
  if (firebaseToolsCanRun('firestore')) return { kind: 'firebase-tools', version: downloadInfo('firestore').version };
  const gcloud = gcloudFirestore();
  if (gcloud !== undefined && java() !== undefined) return { kind: 'gcloud', ...gcloud };
  const javaState = java() === undefined ? 'no Java found' : `Java ${java()}`;
  throw new Error(
    `No Cloud Firestore emulator can run here (${javaState}). Either:\n` +
      `  - install Java ${FIREBASE_TOOLS_MIN_JAVA}+ and let firebase-tools download its emulator once (npx firebase setup:emulators:firestore), or\n` +
      '  - install Java 17+ and the Google Cloud CLI component (apt-get install google-cloud-cli-firestore-emulator, or gcloud components install cloud-firestore-emulator).',
  );
}

/** firebase-tools' Storage emulator where it can run, else the project's own (emulator/). */
export function chooseStorageRuntime(): StorageRuntime {
  return firebaseToolsCanRun('storage') ? { kind: 'firebase-tools' } : { kind: 'project' };
}
