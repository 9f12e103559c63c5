// `npm run test:watch -- [--data-dir DIR] [vitest arguments]`: vitest against the stack a running `npm start`
// serves (found through the state file it writes in its data dir), so no stack starts and a result comes in
// seconds. Without arguments it watches the web-stack and stack projects and reruns what a saved file touches;
// e.g. `npm run test:watch -- --project stack functions/test/services/orders.test.ts` watches one file, and
// `npm run test:watch -- run --project e2e e2e/test/search.test.ts` runs one journey once.
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { readFlag } from './stack/cli-args';
import { runCommand } from './stack/run-command';
import { DEFAULT_DATA_DIR } from './stack/stack-config';
import { readStackState } from './stack/stack-state';

const vitestArgs = process.argv.slice(2);
const dataDirFlag = readFlag(vitestArgs, '--data-dir');
// The flag is ours, not vitest's.
if (dataDirFlag !== undefined) vitestArgs.splice(vitestArgs.indexOf('--data-dir'), 2);
const dataDir = resolve(dataDirFlag ?? DEFAULT_DATA_DIR);
const state = readStackState(dataDir);
if (state === undefined) {
  console.error(`No running stack has its state in ${dataDir}: start one with \`npm start\` (add --data-dir DIR to both when it runs elsewhere).`);
  process.exit(1);
}
const vitestBin = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const projects = vitestArgs.some((arg) => arg === '--project' || arg.startsWith('--project=')) ? [] : ['--project', 'web-stack', '--project', 'stack'];
// The journeys drive the production build on Hosting, with its server-rendered pages, as `npm test` does (its
// build is the one `npm start` made: restart it to test web changes in the browser).
const env = { ...state.env, WEB_URL: state.env.HOSTING_URL };
console.log(`Testing against the stack of ${dataDir} (functions ${env.FUNCTIONS_URL}, web ${env.WEB_URL})`);
const vitest = runCommand(process.execPath, [vitestBin, ...vitestArgs, ...projects], { ...process.env, ...env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => vitest.process.kill(signal));
process.exit(await vitest.exitCode);
