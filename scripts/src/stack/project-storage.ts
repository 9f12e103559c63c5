import { join } from 'node:path';
import { startStorageEmulator } from '@campus/storage-emulator/server';
import type { Log } from './child-process';

export interface ProjectStorageOptions {
  host: string;
  port: number;
  projectId: string;
  rulesPath: string;
  dataDir: string;
  persist: boolean;
  log: Log;
}

export interface RunningStorage {
  url: string;
  reloadRules(): Promise<void>;
  stop(): Promise<void>;
}

/** The project's Storage emulator (emulator/), in this process; with `persist`, objects live in the data dir. */
export async function startProjectStorage(options: ProjectStorageOptions): Promise<RunningStorage> {
  const emulator = await startStorageEmulator({
    host: options.host,
    port: options.port,
    projectId: options.projectId,
    rulesPath: options.rulesPath,
    ...(options.persist ? { dataDir: join(options.dataDir, 'storage') } : {}),
    log: (line: string) => options.log(`[storage] ${line}`),
  });
  return {
    url: emulator.url,
    reloadRules: async () => {
      await emulator.reloadRules();
    },
    stop: async () => {
      await emulator.close();
    },
  };
}
