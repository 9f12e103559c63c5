/** Where the running stack is: the env the test runner (scripts/src/test.ts) sets from the stack it started. */

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the stack tests through the test runner (npm test) or export the stack's env`);
  return value;
}

export const PROJECT_ID = requireEnv('GCLOUD_PROJECT');
export const FUNCTIONS_URL = requireEnv('FUNCTIONS_URL');
/** The `api` function. Its Express app serves paths that start with /api, so GET /api/products is `${API_URL}/api/products`. */
export const API_URL = `${FUNCTIONS_URL}/api`;
export const AUTH_HOST = requireEnv('FIREBASE_AUTH_EMULATOR_HOST');
export const FIRESTORE_HOST = requireEnv('FIRESTORE_EMULATOR_HOST');
/** The Hosting emulator: the web build with firebase.json's rewrites, as a browser or a crawler meets the site. */
export const HOSTING_URL = requireEnv('HOSTING_URL');
