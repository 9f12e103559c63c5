import type { WebEnv } from './parse-env';

/** Parsed from the VITE_* variables when the app is built (vite.config.ts), and inlined as a constant. */
declare const __WEB_ENV__: WebEnv;

export const env: WebEnv = __WEB_ENV__;
