import { parseEnv, type WebEnv } from './parse-env';

/** The web app's settings, from the VITE_* variables of its build (config/parse-env.ts). */
export const env: WebEnv = parseEnv(import.meta.env);
