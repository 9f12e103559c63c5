import { mkdirSync } from 'node:fs';
import { seedDemoData } from '../seed/seed-demo-data';
import { stopLiveChildren, type Child, type Log } from './child-process';
import { chooseFirestoreRuntime, chooseStorageRuntime } from './emulator-runtimes';
import { hasFirebaseToolsExport, startFirebaseTools, type FirebaseToolsEmulator } from './firebase-tools';
import { hasFirestoreExport, startGcloudFirestore } from './gcloud-firestore';
import { assertPortsFree, type PortUse } from './port-check';
import { startProjectStorage } from './project-storage';
import { FIRESTORE_RULES_PATH, HOST, PROJECT_ID, REGION, STORAGE_RULES_PATH, stackPorts, type StackPorts } from './stack-config';
import { buildStackEnv, type StackEnv } from './stack-env';
import { watchFileContent } from './watch-file';
import { startWebServer } from './web-server';

export interface StartStackOptions {
  /** Added to every port of firebase.json (and Vite's 5173); 0 for a developer's stack. */
  portOffset?: number;
  /** Vite's dev server, or none. */
  web: 'dev' | false;
  /** The Hosting emulator serving web/dist, as `firebase deploy` would. */
  hosting?: boolean;
  /** What Hosting serves instead of web/dist (a build for shifted ports, say). */
  hostingDir?: string;
  dataDir: string;
  /** Import the data dir's last export on start and export into it on stop. */
  persist: boolean;
  seed: boolean;
  log?: Log;
  /** Echo every line of firebase-tools, not only its milestones, warnings and errors. */
  verbose?: boolean;
}

export interface StackUrls {
  web?: string;
  hosting?: string;
  functions: string;
  api: string;
  auth: string;
  firestore: string;
  storage: string;
}

export interface RunningStack {
  env: StackEnv;
  ports: StackPorts;
  urls: StackUrls;
  /** What runs each emulator here, for the start-up output. */
  runtimes: { firestore: string; storage: string };
  /** Settles with a reason when a part of the stack ends by itself. */
  failed: Promise<string>;
  /** Stops every part, exporting data first when persisting; safe to call twice. */
  stop(): Promise<void>;
}

interface Part {
  name: string;
  stop(): Promise<void>;
  exited?: Promise<unknown>;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** True when the data dir holds data from an earlier run (so a first start seeds and a restart does not). */
export function hasStackData(dataDir: string): boolean {
  return hasFirebaseToolsExport(dataDir) || hasFirestoreExport(dataDir);
}

function portUses(ports: StackPorts, options: Pick<StartStackOptions, 'web' | 'hosting'>): PortUse[] {
  const uses: PortUse[] = [
    { name: 'Auth emulator', port: ports.auth },
    { name: 'Firestore emulator', port: ports.firestore },
    { name: 'Storage emulator', port: ports.storage },
    { name: 'Functions emulator', port: ports.functions },
    { name: 'Emulator hub', port: ports.hub },
    { name: 'Logging emulator', port: ports.logging },
    { name: 'Eventarc emulator', port: ports.eventarc },
    { name: 'Cloud Tasks emulator', port: ports.tasks },
  ];
  if (options.hosting) uses.push({ name: 'Hosting emulator', port: ports.hosting });
  if (options.web) uses.push({ name: `Vite ${options.web} server`, port: ports.web });
  return uses;
}

async function stopParts(parts: readonly Part[], log: Log): Promise<void> {
  const results = await Promise.allSettled(parts.map((part) => part.stop()));
  results.forEach((result, index) => {
    if (result.status === 'rejected') log(`[${parts[index]?.name}] stop failed: ${describe(result.reason)}`);
  });
}

const childPart = (child: Child, signal: NodeJS.Signals, graceMs: number): Part => ({
  name: child.name,
  stop: () => child.stop(signal, graceMs),
  exited: child.exited,
});

/** Throws, naming each busy port and its holder, when the stack these options describe could not start. */
export async function assertStackPortsFree(options: Pick<StartStackOptions, 'portOffset' | 'web' | 'hosting'>): Promise<void> {
  await assertPortsFree(HOST, portUses(stackPorts(options.portOffset ?? 0), options));
}

/** The env a stack started with these options will have; known before it starts (a web build bakes the VITE_* in). */
export function stackEnvFor(options: Pick<StartStackOptions, 'portOffset' | 'web' | 'hosting'>): StackEnv {
  const ports = stackPorts(options.portOffset ?? 0);
  const webPort = options.web ? ports.web : options.hosting ? ports.hosting : ports.web;
  return buildStackEnv(HOST, PROJECT_ID, REGION, ports, webPort);
}

/**
 * Starts the local stack on the ports of firebase.json shifted by `portOffset`: Auth and Functions
 * (and Hosting) from firebase-tools, Firestore and Storage from whatever can run here, all in parallel,
 * then seeds and starts the web server. On any failure everything already started is stopped again.
 */
export async function startStack(options: StartStackOptions): Promise<RunningStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  // Nothing here runs on Google Cloud: firebase-admin's Firestore client would otherwise look for a metadata
  // server in every process (the seed, the functions, each test file) and warn when it is not found.
  // This process's children (firebase-tools, vitest) inherit it.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const offset = options.portOffset ?? 0;
  const ports = stackPorts(offset);
  const firestoreRuntime = chooseFirestoreRuntime();
  const storageRuntime = chooseStorageRuntime();
  await assertStackPortsFree(options);
  mkdirSync(options.dataDir, { recursive: true });

  const env = stackEnvFor(options);
  const runtimes = {
    firestore:
      firestoreRuntime.kind === 'gcloud'
        ? `Cloud Firestore emulator ${firestoreRuntime.version} (Google Cloud CLI component)`
        : `Cloud Firestore emulator ${firestoreRuntime.version} (firebase-tools)`,
    storage: storageRuntime.kind === 'project' ? 'the project Storage emulator (emulator/)' : 'firebase-tools Storage emulator',
  };
  log(`Starting the local stack (Firestore: ${runtimes.firestore}; Storage: ${runtimes.storage}) ...`);
  const startedAt = Date.now();
  const readyLog = (what: string) => log(`${what} ready after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

  const parts: Part[] = [];
  const unwatch: Array<() => void> = [];
  const firebaseEmulators: FirebaseToolsEmulator[] = ['auth', 'functions'];
  if (options.hosting) firebaseEmulators.push('hosting');
  if (firestoreRuntime.kind === 'firebase-tools') firebaseEmulators.push('firestore');
  if (storageRuntime.kind === 'firebase-tools') firebaseEmulators.push('storage');
  const common = { projectId: PROJECT_ID, dataDir: options.dataDir, persist: options.persist, log };

  const reloadOnChange = (path: string, what: string, reload: () => Promise<void>) => {
    unwatch.push(
      watchFileContent(path, () => {
        reload().then(
          () => log(`[${what}] rules reloaded from ${path}`),
          (error: unknown) => log(`[${what}] rules not reloaded, the previous ones stay: ${describe(error)}`),
        );
      }),
    );
  };

  const starts: Array<Promise<void>> = [
    startFirebaseTools({
      ...common,
      emulators: firebaseEmulators,
      ports,
      ...(options.hostingDir === undefined ? {} : { hostingDir: options.hostingDir }),
      verbose: options.verbose ?? false,
      env: {
        FIRESTORE_EMULATOR_HOST: env.FIRESTORE_EMULATOR_HOST,
        FIREBASE_STORAGE_EMULATOR_HOST: env.FIREBASE_STORAGE_EMULATOR_HOST,
        STORAGE_EMULATOR_HOST: env.STORAGE_EMULATOR_HOST,
        // The `pages` function fetches the product page shell from here and writes its URLs with it.
        ...(options.hosting ? { WEB_ORIGIN: env.HOSTING_URL } : {}),
      },
    }).then((child) => {
      // firebase-tools exports on SIGINT (a clean exit), which takes a few seconds.
      parts.push(childPart(child, 'SIGINT', 60_000));
      readyLog(`firebase-tools (${firebaseEmulators.join(', ')})`);
    }),
  ];
  if (firestoreRuntime.kind === 'gcloud') {
    starts.push(
      startGcloudFirestore({ ...common, binary: firestoreRuntime.binary, host: HOST, port: ports.firestore, rulesPath: FIRESTORE_RULES_PATH }).then(
        (firestore) => {
          parts.push({ name: 'firestore', stop: firestore.stop, exited: firestore.child.exited });
          readyLog('Firestore');
          reloadOnChange(FIRESTORE_RULES_PATH, 'firestore', firestore.reloadRules);
        },
      ),
    );
  }
  if (storageRuntime.kind === 'project') {
    starts.push(
      startProjectStorage({ ...common, host: HOST, port: ports.storage, rulesPath: STORAGE_RULES_PATH }).then((storage) => {
        parts.push({ name: 'storage', stop: storage.stop });
        readyLog('Storage');
        reloadOnChange(STORAGE_RULES_PATH, 'storage', storage.reloadRules);
      }),
    );
  }

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      for (const close of unwatch) close();
      const web = parts.filter((part) => part.name === 'web');
      await stopParts(web, log);
      await stopParts(
        parts.filter((part) => part.name !== 'web'),
        log,
      );
    })();
    return stopping;
  };

  try {
    try {
      await Promise.all(starts);
    } catch (error) {
      // Fail fast: do not wait ~40 s for firebase-tools when Firestore has already failed.
      await stopLiveChildren();
      await Promise.allSettled(starts);
      throw error;
    }
    if (options.seed) {
      log('Seeding demo data ...');
      await seedDemoData(env);
      readyLog('Demo data');
    }
    if (options.web) {
      const web = await startWebServer({ host: HOST, port: ports.web, env, logDir: options.dataDir, log });
      parts.push(childPart(web, 'SIGTERM', 5_000));
    }
  } catch (error) {
    await stop();
    throw error;
  }

  const failed = Promise.race(
    parts.flatMap((part) => (part.exited === undefined ? [] : [part.exited.then((code) => `${part.name} exited (${String(code)})`)])),
  ).then((reason) => (stopping === undefined ? reason : new Promise<string>(() => {})));

  return { env, ports, runtimes, failed, stop, urls: stackUrls(env, { web: Boolean(options.web), hosting: Boolean(options.hosting) }) };
}

/** The addresses of a stack with this env and these parts. */
export function stackUrls(env: StackEnv, parts: { web: boolean; hosting: boolean }): StackUrls {
  return {
    ...(parts.web ? { web: env.WEB_URL } : {}),
    ...(parts.hosting ? { hosting: env.HOSTING_URL } : {}),
    functions: env.FUNCTIONS_URL,
    api: `${env.FUNCTIONS_URL}/api/api`,
    auth: `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`,
    firestore: `http://${env.FIRESTORE_EMULATOR_HOST}`,
    storage: env.STORAGE_EMULATOR_HOST,
  };
}
