import { runStep } from './run-command';
import type { StackEnv } from './stack-env';

/**
 * A production build of the web app for this stack, into `outDir` (not web/dist, which is for deploys): Vite
 * bakes the VITE_* emulator ports into the bundle, and robots.txt and the sitemap name the Hosting address.
 */
export function buildWebFor(env: StackEnv, outDir: string): Promise<void> {
  const args = ['run', 'build', '-w', 'web', '--', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  return runStep('Web build', 'npm', args, { ...process.env, ...env, WEB_ORIGIN: env.HOSTING_URL });
}
