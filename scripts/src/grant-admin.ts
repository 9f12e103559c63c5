// `npm run grant-admin -- EMAIL [--data-dir DIR]`: gives an Auth emulator account the custom claim admin: true.
// Finds the running emulators from the state file `npm start` writes, else firebase.json's ports.
// `npm run grant-admin -- EMAIL --project PROJECT_ID`: the same on a real project, with the Google credentials of
// `gcloud auth application-default login` (an owner of the project).
import { resolve } from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { asRecord } from '@campus/common/values';
import { readFlag } from './stack/cli-args';
import { DEFAULT_DATA_DIR, HOST, PROJECT_ID, stackPorts } from './stack/stack-config';
import { readStackState } from './stack/stack-state';
import { isPortOpen } from './stack/wait-for';

function authEmulatorHost(dataDir: string): string {
  return readStackState(dataDir)?.env.FIREBASE_AUTH_EMULATOR_HOST ?? `${HOST}:${stackPorts(0).auth}`;
}

const hasCode = (error: unknown, code: string): boolean => asRecord(error).code === code;

/** Auth of the running emulators, or of a real project when one is named. */
async function targetAuth(dataDir: string, projectId: string | undefined): Promise<{ auth: Auth; where: string }> {
  if (projectId !== undefined) return { auth: getAuth(initializeApp({ projectId })), where: `project ${projectId}` };
  const host = authEmulatorHost(dataDir);
  const [hostname = HOST, port = ''] = host.split(':');
  if (!(await isPortOpen(hostname, Number(port)))) {
    throw new Error(`No Auth emulator answers at ${host}. Start the local stack first: npm start (or npm run emulators).`);
  }
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  return { auth: getAuth(initializeApp({ projectId: PROJECT_ID })), where: `the Auth emulator at ${host}` };
}

async function grantAdmin(email: string, dataDir: string, projectId: string | undefined): Promise<void> {
  const { auth, where } = await targetAuth(dataDir, projectId);
  try {
    const user = await auth.getUserByEmail(email);
    await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
    console.log(`${email} (uid ${user.uid}) is now an admin. Sign out and in again so the new ID token carries the claim.`);
  } catch (error) {
    if (hasCode(error, 'auth/user-not-found')) {
      throw new Error(`No account with the email ${email} in ${where}. Sign up first, then run this again.`);
    }
    throw error;
  }
}

const args = process.argv.slice(2);
const email = args.find((arg) => !arg.startsWith('--') && arg !== readFlag(args, '--data-dir') && arg !== readFlag(args, '--project'));
if (email === undefined) {
  console.error('Usage: npm run grant-admin -- EMAIL [--project PROJECT_ID]');
  process.exit(2);
}
try {
  await grantAdmin(email, resolve(readFlag(args, '--data-dir') ?? DEFAULT_DATA_DIR), readFlag(args, '--project'));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
