import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin, type ProxyOptions } from 'vite';
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
 * Chakra's createSystem builds the page's global CSS (the reset, the global styles and some 700 token
 * variables) as soon as it runs, though only ChakraProvider's <Global> reads it: in the browser that was
 * about half of createSystem's time, spent on CSS the server's HTML already holds. This makes it a getter,
 * computed on first read, which a page with the server's global styles never does (src/main.tsx).
 * A Chakra release that changes these lines fails the build here rather than quietly computing it again.
 */
function chakraGlobalCssOnDemand(): Plugin {
  const eager = '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n';
  const field = '    _global,\n';
  return {
    name: 'chakra-global-css-on-demand',
    transform(code, id) {
      if (!id.endsWith('/@chakra-ui/react/dist/esm/styled-system/system.js')) return null;
      if (!code.includes(eager) || !code.includes(field)) throw new Error(`${id} no longer builds the global CSS as vite.config.ts expects.`);
      return code
        .replace(eager, '  let _global;\n')
        .replace(field, '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n');
    },
  };
}

/** React and Chakra with what Chakra builds on (Ark, Zag, Emotion); the router and the query client stay in the start chunk. */
const REACT_AND_UI_LIBRARIES =
  /\/node_modules\/(react|react-dom|scheduler|@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|@swc\/helpers|stylis|react-is|hoist-non-react-statics|proxy-compare|proxy-memoize)\//;

/**
 * Client build: the start module (src/start.tsx) and everything it imports statically in three chunks, instead
 * of some 70 small ones: React with the UI library; the theme, whose design system Chakra builds when it loads;
 * and the rest. Over HTTP/1.1 (the Hosting emulator) a browser opens 6 connections per host, so every 6 chunks
 * cost a round trip before the page can hydrate, and big chunks compress better; but a chunk is evaluated in
 * one go, and all of the first load at once was one 80 ms task on a fast machine (a phone's CPU takes four
 * times as long: Lighthouse's Total Blocking Time). main.tsx imports these chunks one task at a time. Rolldown
 * tags the static imports of a user-defined entry '$initial', hence start.tsx as an input of its own, and a
 * group takes its modules' dependencies unless a group of higher priority took them first. The two entry
 * modules stay out of the groups: in one, the HTML entry's top-level await would wait on its own chunk, and
 * the start module would never run.
 */
const firstLoadInThreeChunks = {
  input: { index: 'index.html', start: 'src/start.tsx' },
  output: {
    // Lazy chunks are named by their hash alone: the entry lists every chunk a route may preload (Vite's
    // __vite__mapDeps, some 170 names) and each chunk names what it imports, so module names in file
    // names cost 1.4 KB of the first load and 2 KB of a page (bench/src/web-bundle.ts). The manifest maps them back.
    chunkFileNames: 'assets/[hash].js',
    codeSplitting: {
      groups: [
        { name: 'libraries', tags: ['$initial' as const], priority: 3, test: REACT_AND_UI_LIBRARIES },
        { name: 'theme', tags: ['$initial' as const], priority: 2, test: /\/src\/app\/theme\.ts$/ },
        // Vite's helpers (ids starting with \0vite/) stay out too: the HTML entry imports them statically, and in
        // the start chunk they would have it import, and evaluate, that chunk before its first line. The route
        // table's lazy imports call the preload helper too, hence a chunk of its own (a group takes dependencies).
        { name: 'start', tags: ['$initial' as const], priority: 1, test: (id: string) => !/\/src\/(main|start)\.tsx$|\.html$|^\0vite\//.test(id) },
        { name: 'preload-helper', priority: 5, test: /^\0vite\/preload-helper/ },
      ],
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
    plugins: [react(), chakraGlobalCssOnDemand()],
    resolve: { alias: [{ find: /^reactfire$/, replacement: reactfireSources }] },
    define: { 'process.env.REACTFIRE_VERSION': JSON.stringify(String(reactfireVersion)), __WEB_ENV__: JSON.stringify(env) },
    server: { host: '127.0.0.1', port, strictPort: true, proxy },
    build: {
      manifest: true,
      // Browsers without <link rel="modulepreload"> (Safari before 17) still load the modules, when imported
      // rather than ahead; the polyfill cost every page 0.4 KB gzip.
      modulePreload: { polyfill: false },
      // The libraries chunk (firstLoadInThreeChunks) is about 400 KB before compression, 118 KB gzip, of the
      // first load's budget of 170 KB gzip (bench/src/web-bundle.ts).
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        ...(isSsrBuild ? {} : firstLoadInThreeChunks),
        treeshake: {
          moduleSideEffects: [{ test: sideEffectFree, sideEffects: false }],
          // Calls the bundler cannot see through, whose results the app never reads: Chakra's theme module
          // builds its whole default config with defineConfig (an identity), which kept every recipe in the
          // first load; and each Zag component's anatomy module builds its parts' selectors (anatomy.build())
          // on load, 9 ms of the first load's evaluation on a fast machine, for components the page never shows.
          manualPureFunctions: ['defineConfig', 'anatomy'],
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
