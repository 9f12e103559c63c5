import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv, type ProxyOptions } from 'vite';
import { defineConfig } from 'vitest/config';
import { parseEnv, type EmulatorPorts } from './src/config/parse-env.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const { emulators }: { emulators: EmulatorPorts } = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));

/**
 * reactfire's published build is one module that statically imports every Firebase SDK (database,
 * full Firestore, remote-config, storage...), so any use of it would pull them all into the first load
 * (ARCHITECTURE "Budgets"). Its sources ship with the package, one module per SDK: building from them
 * lets the bundler keep only the parts the app calls, and the full Firestore SDK goes to the lazy
 * chunks that use reactfire's Firestore hooks.
 */
const reactfireSources = fileURLToPath(new URL('../node_modules/reactfire/src/index.ts', import.meta.url));
/** What reactfire's own build substitutes into its sources (it reports the version to Firebase). */
const reactfireVersion: unknown = JSON.parse(readFileSync(new URL('../node_modules/reactfire/package.json', import.meta.url), 'utf8')).version;
/** reactfire's and rxfire's modules only define hooks and observables; unused ones can be dropped. */
const sideEffectFree = /node_modules\/(reactfire\/src|rxfire)\//;

/**
 * Client build: the start module (src/start.tsx) and everything it imports statically in one chunk, instead
 * of some 70 small ones. Over HTTP/1.1 (the Hosting emulator) a browser opens 6 connections per host, so
 * every 6 chunks cost a round trip before the page can hydrate; and one chunk compresses better. Rolldown
 * tags the static imports of a user-defined entry '$initial', hence start.tsx as an input of its own. The
 * two entry modules stay out of the group: in it, the HTML entry's top-level await would wait on its own
 * chunk, and the start module would never run.
 */
const firstLoadInOneChunk = {
  input: { index: 'index.html', start: 'src/start.tsx' },
  output: {
    // Lazy chunks are named by their hash alone: the entry lists every chunk a route may preload (Vite's
    // __vite__mapDeps, some 170 names) and each chunk names what it imports, so module names in file
    // names cost 1.4 KB of the first load and 2 KB of a page (bench/src/web-bundle.ts). The manifest maps them back.
    chunkFileNames: 'assets/[hash].js',
    codeSplitting: {
      groups: [{ name: 'start', tags: ['$initial' as const], test: (id: string) => !/\/src\/(main|start)\.tsx$|\.html$/.test(id) }],
    },
  },
};

export default defineConfig(({ mode, isSsrBuild }) => {
  // Read and checked once, here (a real project's build without its Firebase config stops, naming what is
  // missing); the app gets the result as a constant, so no parsing code or firebase.json ships to the browser.
  const env = parseEnv(loadEnv(mode, root, 'VITE_'), emulators);
  // The Express app inside the `api` function handles paths that start with /api.
  const proxy: Record<string, ProxyOptions> = {
    '/api': { target: `http://${env.emulatorHost}:${env.functionsPort}/${env.projectId}/us-central1/api`, changeOrigin: true },
  };
  const port = Number(process.env.PORT || 5173);

  return {
    root,
    plugins: [react()],
    resolve: { alias: [{ find: /^reactfire$/, replacement: reactfireSources }] },
    define: { 'process.env.REACTFIRE_VERSION': JSON.stringify(String(reactfireVersion)), __WEB_ENV__: JSON.stringify(env) },
    server: { host: '127.0.0.1', port, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port, strictPort: true, proxy },
    build: {
      manifest: true,
      // The start chunk (firstLoadInOneChunk) is about 550 KB before compression, 166 KB gzip: the budget that matters (bench/src/web-bundle.ts).
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        ...(isSsrBuild ? {} : firstLoadInOneChunk),
        treeshake: {
          moduleSideEffects: [{ test: sideEffectFree, sideEffects: false }],
        },
      },
    },
    // The root vitest.config.ts makes two projects of this: `web` (component tests) and `web-stack`
    // (data hooks against the local stack's emulators, *.stack.test.tsx).
    test: {
      root,
      environment: 'jsdom',
      setupFiles: ['src/testing/setup.ts'],
    },
  };
});
