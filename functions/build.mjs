// Bundles the functions for the emulator and for `firebase deploy`: @campus/common is inlined
// (Firebase uploads functions/ alone), every npm dependency stays external and is installed from package.json.
// The web app's page renderer, self-contained, goes into lib/renderer/ (web's build:renderer), for the `pages` function.
// Two bundles with fixed names: lib/index.js (the trigger definitions, light) and lib/handlers.js (the logic,
// with firebase-admin, express...), which index.js imports on first use. Fixed names matter in development:
// an emulator worker started before a rebuild still finds lib/handlers.js afterwards.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const dependencies = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);
const source = (file) => new URL(`./src/${file}`, import.meta.url).pathname;
const output = (file) => new URL(`./lib/${file}`, import.meta.url).pathname;
const common = { bundle: true, platform: 'node', target: 'node22', format: 'esm', sourcemap: true, logLevel: 'warning' };

rmSync(new URL('./lib/chunks', import.meta.url).pathname, { recursive: true, force: true });
await Promise.all([
  build({ ...common, entryPoints: [source('handlers.ts')], outfile: output('handlers.js'), external: dependencies }),
  build({ ...common, entryPoints: [source('index.ts')], outfile: output('index.js'), external: [...dependencies, './handlers.js'] }),
  promisify(execFile)('npm', ['run', 'build:renderer', '-w', '@campus/web', '--', '--outDir', output('renderer')], { cwd: new URL('..', import.meta.url).pathname }),
]);
