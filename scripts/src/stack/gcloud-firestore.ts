import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startChild, type Child, type Log } from './child-process';
import { waitUntil } from './wait-for';

export interface GcloudFirestoreOptions {
  binary: string;
  host: string;
  port: number;
  projectId: string;
  rulesPath: string;
  dataDir: string;
  /** Import the last export on start and export again on stop. */
  persist: boolean;
  log: Log;
}

export interface RunningFirestore {
  child: Child;
  reloadRules(): Promise<void>;
  stop(): Promise<void>;
}

const EXPORT_NAME = 'firestore_export';
// The emulator's own --export-on-exit wrote nothing here (v1.19.9); its export endpoint works.
const exportDir = (dataDir: string) => join(dataDir, 'firestore');
const metadataFile = (dir: string) => join(dir, EXPORT_NAME, `${EXPORT_NAME}.overall_export_metadata`);

export function hasFirestoreExport(dataDir: string): boolean {
  return existsSync(metadataFile(exportDir(dataDir)));
}

async function emulatorRequest(url: string, method: 'PUT' | 'POST', body: unknown): Promise<void> {
  const response = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
}

/** The Cloud Firestore emulator of the Google Cloud CLI, run directly (it needs Java 17, not 21). */
export async function startGcloudFirestore(options: GcloudFirestoreOptions): Promise<RunningFirestore> {
  const { host, port, projectId, dataDir } = options;
  const base = `http://${host}:${port}`;
  const seed = options.persist && hasFirestoreExport(dataDir) ? ['--seed_from_export', metadataFile(exportDir(dataDir))] : [];
  const child = startChild({
    name: 'firestore',
    command: options.binary,
    args: ['--host', host, '--port', String(port), '--rules', options.rulesPath, '--project_id', projectId, ...seed],
    cwd: dataDir,
    env: process.env,
    logFile: join(dataDir, 'firestore.log'),
    log: options.log,
    // Denied requests log a WARNING with a stack trace each; only real trouble reaches the console.
    echo: (line) => /^SEVERE|Exception in thread|already in use/.test(line),
  });
  const ready = async () => {
    try {
      return (await fetch(base)).ok;
    } catch {
      return false;
    }
  };
  try {
    await waitUntil(`the Firestore emulator on ${base}`, ready, 60_000, child.exited);
  } catch (error) {
    await child.stop('SIGTERM', 5_000);
    throw error;
  }

  const exportData = async () => {
    const next = `${exportDir(dataDir)}.next`;
    rmSync(next, { recursive: true, force: true });
    mkdirSync(next, { recursive: true });
    await emulatorRequest(`${base}/emulator/v1/projects/${projectId}:export`, 'POST', {
      database: `projects/${projectId}/databases/(default)`,
      export_directory: next,
      export_name: EXPORT_NAME,
    });
    // Swap only a complete export in, so a failed one never destroys the last good data.
    rmSync(exportDir(dataDir), { recursive: true, force: true });
    renameSync(next, exportDir(dataDir));
  };

  return {
    child,
    reloadRules: () =>
      emulatorRequest(`${base}/emulator/v1/projects/${projectId}:securityRules`, 'PUT', {
        rules: { files: [{ name: 'firestore.rules', content: readFileSync(options.rulesPath, 'utf8') }] },
      }),
    async stop() {
      if (options.persist) {
        try {
          await exportData();
        } catch (error) {
          options.log(`[firestore] export failed, the previous data is kept: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      await child.stop('SIGTERM', 10_000);
    },
  };
}
