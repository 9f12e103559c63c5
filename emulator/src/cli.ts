#!/usr/bin/env -S node --import tsx
import { watch } from 'node:fs';
import { parseArgs } from 'node:util';
import { startStorageEmulator } from './server';

const USAGE = 'usage: storage-emulator --port 9199 --rules storage.rules --project demo-x [--data .emulator-data/storage] [--host 127.0.0.1]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readOptions() {
  try {
    const { values } = parseArgs({
      options: {
        port: { type: 'string' },
        rules: { type: 'string' },
        project: { type: 'string' },
        data: { type: 'string' },
        host: { type: 'string' },
      },
      strict: true,
    });
    const port = Number(values.port);
    if (!values.port || !Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number\n${USAGE}`);
    if (!values.rules) fail(`--rules is required\n${USAGE}`);
    if (!values.project) fail(`--project is required\n${USAGE}`);
    return { port, rulesPath: values.rules, projectId: values.project, dataDir: values.data, host: values.host };
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

const options = readOptions();
const log = (line: string): void => console.log(`[storage] ${line}`);

try {
  const emulator = await startStorageEmulator({ ...options, log });
  console.log(`[storage] ready at ${emulator.url}`);

  // Edits to the rules file take effect without a restart; a broken edit keeps the previous rules.
  let pending: NodeJS.Timeout | undefined;
  const watcher = watch(options.rulesPath, () => {
    clearTimeout(pending);
    pending = setTimeout(() => {
      emulator.reloadRules().catch((error: unknown) => log(`rules not reloaded: ${error instanceof Error ? error.message : String(error)}`));
    }, 100);
  });

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    watcher.close();
    clearTimeout(pending);
    log(`${signal}: stopping`);
    emulator.close().then(
      () => process.exit(0),
      (error: unknown) => fail(`error while stopping: ${String(error)}`),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  fail(`[storage] ${error instanceof Error ? error.message : String(error)}`);
}
