/** Where the running stack's parts are, as environment variables for SDKs, tests and the web build. */
export interface StackEnv {
  FIRESTORE_EMULATOR_HOST: string;
  FIREBASE_AUTH_EMULATOR_HOST: string;
  FIREBASE_STORAGE_EMULATOR_HOST: string;
  STORAGE_EMULATOR_HOST: string;
  GCLOUD_PROJECT: string;
  FUNCTIONS_URL: string;
  WEB_URL: string;
  VITE_PROJECT_ID: string;
  VITE_EMULATOR_HOST: string;
  VITE_AUTH_PORT: string;
  VITE_FIRESTORE_PORT: string;
  VITE_STORAGE_PORT: string;
  VITE_FUNCTIONS_PORT: string;
}
