// `npm start` (and `npm run emulators` with --no-web): the local stack with demo data, kept in .emulator-data/.
// Flags: --no-web, --port-offset N, --data-dir DIR, --verbose.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_ACCOUNTS } from './seed/seed-demo-data';
import { stopLiveChildren } from './stack/child-process';
import { readFlag, readPortOffset } from './stack/cli-args';
import { runStep } from './stack/run-command';
import { DEFAULT_DATA_DIR } from './stack/stack-config';
import { removeStackState, writeStackState } from './stack/stack-state';
import { assertStackPortsFree, hasStackData, stackEnvFor, startStack, type RunningStack } from './stack/start-stack';
import { stackAddresses } from './stack/stack-addresses';
import { buildWebFor } from './stack/web-build';

const args = process.argv.slice(2);
const withWeb = !args.includes('--no-web');
const dataDir = resolve(readFlag(args, '--data-dir') ?? DEFAULT_DATA_DIR);
const portOffset = readPortOffset(args, 0);

let stack: RunningStack | undefined;
let shuttingDown = false;
let wroteState = false;

async function shutdown(reason: string, exitCode: number): Promise<never> {
  if (shuttingDown) process.exit(exitCode);
  shuttingDown = true;
  console.log(`${reason}: stopping the local stack${stack === undefined ? '' : ' and saving its data'} ...`);
  if (stack === undefined) await stopLiveChildren();
  else await stack.stop();
  // Only our own: a second `npm start` failing on busy ports must not hide the first one.
  if (wroteState) removeStackState(dataDir);
  console.log('Stopped.');
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    // A terminal's Ctrl-C reaches npm, tsx and this process at once: one shutdown is enough.
    if (shuttingDown) return;
    void shutdown(`${signal} received`, 0);
  });
}

const shape = { portOffset, web: withWeb ? 'dev' : false, hosting: true } as const;
try {
  // Fail fast on a busy port, before spending time on the build.
  await assertStackPortsFree(shape);
  await runStep('Functions build', 'npm', ['run', 'build', '-w', 'functions']);
  const seed = !hasStackData(dataDir);
  // Hosting serves a production build for this stack's ports; it builds while the emulators start.
  const hostingDir = join(dataDir, 'web-dist');
  mkdirSync(hostingDir, { recursive: true });
  const starting = startStack({ ...shape, dataDir, hostingDir, persist: true, seed, verbose: args.includes('--verbose') });
  const [started, built] = await Promise.allSettled([starting, buildWebFor(stackEnvFor(shape), hostingDir)]);
  if (started.status === 'rejected') throw started.reason;
  stack = started.value;
  if (built.status === 'rejected') {
    await shutdown(`The web build for Hosting failed (${built.reason instanceof Error ? built.reason.message : String(built.reason)})`, 1);
  }
  writeStackState(dataDir, stack.env);
  wroteState = true;
  for (const [label, url] of stackAddresses(stack.urls)) console.log(`${label}: ${url}`);
  console.log(`Data in ${dataDir}. Demo accounts: ${DEMO_ACCOUNTS.map((account) => `${account.email} / ${account.password} (${account.role})`).join(', ')}`);
  console.log(`Local stack ready${seed ? ' (demo data seeded)' : ''}. Press Ctrl-C to stop; data is kept.`);
  const reason = await stack.failed;
  await shutdown(`${reason} unexpectedly`, 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  if (!shuttingDown) {
    // startStack has already stopped what it started; this catches a build that failed mid-way.
    await stopLiveChildren();
    process.exit(1);
  }
}
