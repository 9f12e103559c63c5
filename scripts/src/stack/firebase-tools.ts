import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { startChild, type Child, type Log } from './child-process';
import { FIREBASE_TOOLS_BIN } from './emulator-runtimes';
import { withLocalCsp } from './local-csp';
import { EMULATOR_NAMES, HOST, ROOT_DIR, readFirebaseJson, type StackPorts } from './stack-config';

export type FirebaseToolsEmulator = 'auth' | 'functions' | 'hosting' | 'firestore' | 'storage';

export interface FirebaseToolsOptions {
  emulators: readonly FirebaseToolsEmulator[];
  ports: StackPorts;
  /** Replaces firebase.json's hosting public folder. */
  hostingDir?: string;
  projectId: string;
  dataDir: string;
  persist: boolean;
  /** Extra environment for the emulators and, through the Functions emulator, for the functions. */
  env: Record<string, string>;
  log: Log;
  verbose: boolean;
}

const exportDir = (dataDir: string) => join(dataDir, 'firebase-export');

export function hasFirebaseToolsExport(dataDir: string): boolean {
  return existsSync(join(exportDir(dataDir), 'firebase-export-metadata.json'));
}

function mapEntries(value: unknown, map: (entry: Record<string, unknown>) => Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => mapEntries(item, map));
  return typeof value === 'object' && value !== null ? map({ ...value }) : value;
}

function absolute(entry: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  const out = { ...entry };
  for (const key of keys) {
    const value = out[key];
    if (typeof value === 'string') out[key] = resolve(ROOT_DIR, value);
  }
  return out;
}

/**
 * firebase.json with every emulator port shifted, Hosting's folder replaced (if asked) and its Content-Security-Policy
 * opened to the emulators, written into the data dir.
 * firebase-tools takes the config file's folder as the project folder, so the paths in it are rebased onto the
 * repository: absolute ones, except the functions source and Hosting's public folder, which firebase-tools and the
 * Hosting emulator (superstatic) join onto that folder even when absolute, so they are written relative to it.
 */
export function writeShiftedConfig(dataDir: string, ports: StackPorts, hostingDir?: string): string {
  const { emulators, functions, hosting, firestore, storage, ...rest } = readFirebaseJson();
  const shifted: Record<string, unknown> = { ...emulators };
  for (const name of EMULATOR_NAMES) shifted[name] = { ...emulators[name], port: ports[name] };
  const config = {
    ...rest,
    functions: mapEntries(functions, (entry) =>
      typeof entry.source === 'string' ? { ...entry, source: relative(dataDir, resolve(ROOT_DIR, entry.source)) } : entry,
    ),
    hosting: mapEntries(hosting, (entry) => {
      const folder = hostingDir ?? (typeof entry.public === 'string' ? resolve(ROOT_DIR, entry.public) : undefined);
      const local = { ...entry, headers: withLocalCsp(entry.headers, HOST) };
      return folder === undefined ? local : { ...local, public: relative(dataDir, folder) };
    }),
    firestore: mapEntries(firestore, (entry) => absolute(entry, 'rules', 'indexes')),
    storage: mapEntries(storage, (entry) => absolute(entry, 'rules')),
    emulators: shifted,
  };
  const path = join(dataDir, 'firebase.json');
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  return path;
}

const isWorthEchoing = (line: string) =>
  /function initialized|All emulators ready|⚠|\berror\b|failed|Loaded functions|exported|Shutting down/i.test(line) &&
  !/MOTD/.test(line);

/** `firebase emulators:start` for the emulators firebase-tools runs here; resolves once it says all are ready. */
export async function startFirebaseTools(options: FirebaseToolsOptions): Promise<Child> {
  const { dataDir } = options;
  const config = writeShiftedConfig(dataDir, options.ports, options.hostingDir);
  const args = [
    FIREBASE_TOOLS_BIN,
    'emulators:start',
    '--only',
    options.emulators.join(','),
    '--project',
    options.projectId,
    '--config',
    config,
    ...(options.persist && hasFirebaseToolsExport(dataDir) ? ['--import', exportDir(dataDir)] : []),
    ...(options.persist ? ['--export-on-exit', exportDir(dataDir)] : []),
  ];
  // firebase-tools finds its own hub (for --export-on-exit) through a file named after the project in the
  // temp folder; a private one keeps two stacks of the same project from exporting each other's data.
  const tmpDir = join(dataDir, 'tmp');
  mkdirSync(tmpDir, { recursive: true });
  const child = startChild({
    name: 'firebase',
    command: process.execPath,
    args,
    cwd: ROOT_DIR,
    env: { ...process.env, ...options.env, TMPDIR: tmpDir },
    logFile: join(dataDir, 'firebase-tools.log'),
    log: options.log,
    echo: options.verbose ? () => true : isWorthEchoing,
  });
  try {
    await child.waitForLine(/All emulators ready/);
  } catch (error) {
    await child.stop('SIGINT', 5_000);
    throw error;
  }
  return child;
}
