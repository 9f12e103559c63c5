import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startChild, type Child, type Log } from './child-process';
import { ROOT_DIR } from './stack-config';
import type { StackEnv } from './stack-env';
import { isPortOpen, waitUntil } from './wait-for';

export const WEB_DIR = join(ROOT_DIR, 'web');

export function hasWebApp(): boolean {
  return existsSync(join(WEB_DIR, 'vite.config.ts'));
}

function viteBin(): string {
  const require = createRequire(join(WEB_DIR, 'package.json'));
  return join(dirname(require.resolve('vite/package.json')), 'bin/vite.js');
}

export interface WebServerOptions {
  host: string;
  port: number;
  env: StackEnv;
  logDir: string;
  log: Log;
}

/** Vite's dev server, given the stack's VITE_* env so it proxies /api to the functions. */
export async function startWebServer(options: WebServerOptions): Promise<Child> {
  const child = startChild({
    name: 'web',
    command: process.execPath,
    args: [
      viteBin(),
      ...['--host', options.host, '--port', String(options.port), '--strictPort'],
    ],
    cwd: WEB_DIR,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    logFile: join(options.logDir, 'web-dev.log'),
    log: options.log,
    echo: (line) => /error|warn/i.test(line),
  });
  try {
    await waitUntil(`the web server on port ${options.port}`, () => isPortOpen(options.host, options.port), 60_000, child.exited);
  } catch (error) {
    await child.stop('SIGTERM', 5_000);
    throw error;
  }
  return child;
}
