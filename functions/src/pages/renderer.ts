/**
 * The web app's page renderer (web/src/entry-server.tsx), which the functions build bundles into
 * lib/renderer/ (functions/build.mjs): loaded on the first page that needs it, once per instance.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PageRenderer } from '@campus/common/page-data';

/** functions/, whether this module runs bundled (lib/handlers.js) or from its source (tests, benches). */
function functionsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('No package.json above the functions code');
    dir = parent;
  }
  return dir;
}

let loading: Promise<PageRenderer> | undefined;

export function pageRenderer(): Promise<PageRenderer> {
  loading ??= (import(pathToFileURL(join(functionsDir(), 'lib', 'renderer', 'entry-server.js')).href) as Promise<PageRenderer>).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
