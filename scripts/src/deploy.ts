// `npm run deploy -- --project ALIAS [--dry-run]`: builds the functions and the web app for a real Firebase
// project and deploys rules, indexes, functions and hosting to it. ALIAS is a project alias of .firebaserc
// (`npx firebase use --add`) or a project id. The web build reads the project's web config from VITE_*
// variables (the environment or web/.env.production.local) and stops, naming what is missing, before anything
// is deployed. README "Deploy" lists what a project needs first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asRecord, asText } from '@campus/common/values';
import { readFlag } from './stack/cli-args';
import { FIREBASE_TOOLS_BIN } from './stack/emulator-runtimes';
import { runStep } from './stack/run-command';
import { ROOT_DIR } from './stack/stack-config';

const args = process.argv.slice(2);

/** The project id an alias of .firebaserc names; anything else is taken as a project id. */
function projectIdOf(alias: string): string {
  const aliases = asRecord(asRecord(JSON.parse(readFileSync(join(ROOT_DIR, '.firebaserc'), 'utf8'))).projects);
  return asText(aliases[alias]) || alias;
}

try {
  const alias = readFlag(args, '--project');
  if (alias === undefined) throw new Error('Name the project: npm run deploy -- --project ALIAS (an alias of .firebaserc or a project id).');
  const projectId = projectIdOf(alias);
  if (projectId.startsWith('demo-')) throw new Error(`${projectId} is the offline demo project: it exists only on the emulators.`);

  await runStep('Functions build', 'npm', ['run', 'build', '-w', 'functions']);
  await runStep('Web build', 'npm', ['run', 'build', '-w', 'web'], { ...process.env, VITE_PROJECT_ID: projectId, VITE_USE_EMULATORS: 'false' });
  const deploy = [FIREBASE_TOOLS_BIN, 'deploy', '--only', 'firestore,storage,functions,hosting', '--project', projectId];
  await runStep(`firebase deploy to ${projectId}`, process.execPath, args.includes('--dry-run') ? [...deploy, '--dry-run'] : deploy);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
