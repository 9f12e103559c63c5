// `npm test`: builds, starts the stack once on shifted ports with fresh data, runs every vitest project
// against it, stops everything and exits with vitest's code. `--e2e-only` runs the e2e project alone.
// The journeys drive the web build as Hosting serves it (WEB_URL is HOSTING_URL): with firebase.json's
// headers and rewrites, and the pages the `pages` function renders with their data.
// Flags: --e2e-only, --port-offset N (default 10000), --verbose; arguments after `--` go to vitest.
// At the end it prints the time per project (scripts/src/test-timings.ts); each file's times are in
// .test-data/test-timings.json.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { mkdirSync, rmSync } from 'node:fs';
import { stopLiveChildren } from './stack/child-process';
import { readPortOffset } from './stack/cli-args';
import { runCommand, runStep, type RunningCommand } from './stack/run-command';
import { ROOT_DIR } from './stack/stack-config';
import { assertStackPortsFree, stackEnvFor, startStack, type RunningStack } from './stack/start-stack';
import { buildWebFor } from './stack/web-build';
import { hasWebApp } from './stack/web-server';

const separator = process.argv.indexOf('--');
const args = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const vitestArgs = separator === -1 ? [] : process.argv.slice(separator + 1);
const e2eOnly = args.includes('--e2e-only');
const portOffset = readPortOffset(args, 10_000);
// One data folder per offset, so that two runs on different offsets leave each other's data alone.
const dataDir = join(ROOT_DIR, portOffset === 10_000 ? '.test-data' : `.test-data-${portOffset}`);
const webDist = join(dataDir, 'web-dist');
const vitestBin = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const startedAt = Date.now();
const seconds = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;

let stack: RunningStack | undefined;
let vitest: RunningCommand | undefined;
let interrupted = false;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    // vitest shares our terminal and has its own Ctrl-C; the cleanup runs once it has exited.
    if (vitest !== undefined) vitest.process.kill(signal);
    else void stopLiveChildren();
  });
}

function projectsToRun(withWeb: boolean): string[] {
  if (e2eOnly) return ['--project', 'e2e'];
  // Without web/vite.config.ts there is neither a web project nor an app for e2e to drive.
  return withWeb ? [] : ['--project', 'common', '--project', 'emulator', '--project', 'stack', '--project', 'stack-alone'];
}

async function main(): Promise<number> {
  const withWeb = hasWebApp();
  if (e2eOnly && !withWeb) throw new Error('No web app (web/vite.config.ts) to run the e2e journeys against.');
  if (!withWeb) console.log('web/vite.config.ts is missing: skipping the web build, the web tests and e2e.');
  const shape = { portOffset, web: false, hosting: true } as const;
  // Without a web server, the stack's WEB_URL is Hosting's.
  const env = stackEnvFor(shape);
  await assertStackPortsFree(shape);
  rmSync(dataDir, { recursive: true, force: true });
  // Hosting serves this folder from the start; the web build fills it meanwhile.
  mkdirSync(webDist, { recursive: true });

  await runStep('Functions build', 'npm', ['run', 'build', '-w', 'functions']);
  // The web build and the ~40 s emulator start-up overlap; stop the stack if the build fails.
  const starting = startStack({ ...shape, hostingDir: webDist, dataDir, persist: false, seed: true, verbose: args.includes('--verbose') });
  const building = withWeb ? buildWebFor(env, webDist) : Promise.resolve();
  const [started, built] = await Promise.allSettled([starting, building]);
  if (started.status === 'rejected') throw started.reason;
  const running = started.value;
  stack = running;
  if (built.status === 'rejected') throw built.reason;
  if (interrupted) return 130;

  console.log(
    `Local stack ready after ${seconds()}: functions ${running.urls.functions}, hosting ${env.HOSTING_URL}${withWeb ? '' : ' (no web build)'}`,
  );

  const reporters = ['--reporter=default', `--reporter=${join(ROOT_DIR, 'scripts/src/test-timings.ts')}`];
  vitest = runCommand(process.execPath, [vitestBin, 'run', ...reporters, ...projectsToRun(withWeb), ...vitestArgs], {
    ...process.env,
    ...env,
    TEST_TIMINGS_FILE: join(dataDir, 'test-timings.json'),
  });
  return vitest.exitCode;
}

let exitCode: number;
try {
  exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  exitCode = interrupted ? 130 : 1;
}
await stack?.stop();
await stopLiveChildren();
console.log(`npm test finished in ${seconds()} with exit code ${exitCode}`);
process.exit(exitCode);
