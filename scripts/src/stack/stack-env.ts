/** Where the running stack's parts are, as environment variables for SDKs, tests and the web build. */
export interface StackEnv {
  FIRESTORE_EMULATOR_HOST: string;
  FIREBASE_AUTH_EMULATOR_HOST: string;
  FIREBASE_STORAGE_EMULATOR_HOST: string;
  STORAGE_EMULATOR_HOST: string;
  GCLOUD_PROJECT: string;
  FUNCTIONS_URL: string;
  WEB_URL: string;
  /** The Hosting emulator (web build, /api and the `pages` function rewrites); listening only when the stack runs Hosting. */
  HOSTING_URL: string;
  VITE_PROJECT_ID: string;
  VITE_EMULATOR_HOST: string;
  VITE_AUTH_PORT: string;
  VITE_FIRESTORE_PORT: string;
  VITE_STORAGE_PORT: string;
  VITE_FUNCTIONS_PORT: string;
}

/** The env of a stack listening on `host` with these ports; `webPort` serves the web app (Vite or Hosting). */
export function buildStackEnv(
  host: string,
  projectId: string,
  region: string,
  ports: { auth: number; firestore: number; storage: number; functions: number; hosting: number },
  webPort: number,
): StackEnv {
  return {
    FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${host}:${ports.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${host}:${ports.storage}`,
    STORAGE_EMULATOR_HOST: `http://${host}:${ports.storage}`,
    GCLOUD_PROJECT: projectId,
    FUNCTIONS_URL: `http://${host}:${ports.functions}/${projectId}/${region}`,
    WEB_URL: `http://${host}:${webPort}`,
    HOSTING_URL: `http://${host}:${ports.hosting}`,
    VITE_PROJECT_ID: projectId,
    VITE_EMULATOR_HOST: host,
    VITE_AUTH_PORT: String(ports.auth),
    VITE_FIRESTORE_PORT: String(ports.firestore),
    VITE_STORAGE_PORT: String(ports.storage),
    VITE_FUNCTIONS_PORT: String(ports.functions),
  };
}
