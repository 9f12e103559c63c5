// `npm run disable-account -- EMAIL [--enable] [--data-dir DIR]`: disables an account on the running emulators
// (functions/src/services/account-status.ts: Auth refuses it, its refresh tokens are revoked, and the rules
// treat its live ID tokens as a visitor's), or enables it again with --enable.
// Finds the running emulators from the state file `npm start` writes, else firebase.json's ports.
import { resolve } from 'node:path';
import { asRecord } from '@campus/common/values';
import { readFlag } from './stack/cli-args';
import { DEFAULT_DATA_DIR, HOST, PROJECT_ID, stackPorts } from './stack/stack-config';
import { readStackState } from './stack/stack-state';
import { isPortOpen } from './stack/wait-for';

interface Emulators {
  auth: string;
  firestore: string;
  projectId: string;
}

function emulatorsOf(dataDir: string): Emulators {
  const env = readStackState(dataDir)?.env;
  const ports = stackPorts(0);
  return {
    auth: env?.FIREBASE_AUTH_EMULATOR_HOST ?? `${HOST}:${ports.auth}`,
    firestore: env?.FIRESTORE_EMULATOR_HOST ?? `${HOST}:${ports.firestore}`,
    projectId: env?.GCLOUD_PROJECT ?? PROJECT_ID,
  };
}

async function requireEmulator(name: string, host: string): Promise<void> {
  const [hostname = HOST, port = ''] = host.split(':');
  if (!(await isPortOpen(hostname, Number(port)))) {
    throw new Error(`No ${name} emulator answers at ${host}. Start the local stack first: npm start (or npm run emulators).`);
  }
}

const hasCode = (error: unknown, code: string): boolean => asRecord(error).code === code;

async function setDisabled(email: string, disabled: boolean, dataDir: string): Promise<void> {
  const emulators = emulatorsOf(dataDir);
  await requireEmulator('Auth', emulators.auth);
  await requireEmulator('Firestore', emulators.firestore);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulators.auth;
  process.env.FIRESTORE_EMULATOR_HOST = emulators.firestore;
  process.env.GCLOUD_PROJECT = emulators.projectId;
  // Imported only now: the functions' admin app reads the env above when it starts.
  const { auth } = await import('../../functions/src/firebase');
  const { setAccountDisabled } = await import('../../functions/src/services/account-status');
  const { deleteApp, getApp } = await import('firebase-admin/app');
  try {
    const { uid } = await auth.getUserByEmail(email);
    await setAccountDisabled(uid, disabled);
    console.log(
      disabled
        ? `${email} (uid ${uid}) is disabled: it cannot sign in, and the rules treat the ID tokens it still holds as a visitor's.`
        : `${email} (uid ${uid}) is enabled again: it signs in as before.`,
    );
  } catch (error) {
    if (hasCode(error, 'auth/user-not-found')) throw new Error(`No account with the email ${email} in the Auth emulator at ${emulators.auth}.`);
    throw error;
  } finally {
    // Firestore's open connection would keep the process alive.
    await deleteApp(getApp());
  }
}

const args = process.argv.slice(2);
const dataDirFlag = readFlag(args, '--data-dir');
const email = args.find((arg) => !arg.startsWith('--') && arg !== dataDirFlag);
if (email === undefined) {
  console.error('Usage: npm run disable-account -- EMAIL [--enable]');
  process.exit(2);
}
try {
  await setDisabled(email, !args.includes('--enable'), resolve(dataDirFlag ?? DEFAULT_DATA_DIR));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
