import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/** Import boundaries of the design brief: a wrong import fails `npm run lint`. */
const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }],
});

const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Layers inside web/src (STYLE.md): shared code (components/, lib/, config/) -> features -> app/. A feature
 * imports shared code and common/, never another feature or app/; app/ composes features and hands them
 * what they need (product slots, pending-action replays). Paths are resolved, so '../../cart/...' and
 * '../../../features/cart/...' are caught alike.
 */
const webLayers = {
  files: ['web/src/**'],
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...webFeatures.map((feature) => ({
            target: `./web/src/features/${feature}`,
            from: './web/src/features',
            except: [`./${feature}`],
            message: 'A feature never imports another feature: move the shared piece to components/ or lib/, or let app/ compose the two.',
          })),
          { target: './web/src/features', from: './web/src/app', message: 'Features never import app/: app/ composes features and hands them what they need.' },
          {
            target: ['./web/src/components', './web/src/lib', './web/src/config'],
            from: ['./web/src/features', './web/src/app'],
            message: 'Shared code (components/, lib/, config/) imports neither features nor app/.',
          },
        ],
      },
    ],
  },
};

const ASYNC_READ_IN_EFFECT = 'An async read in an effect: make it a query (TanStack Query), like every other read (STYLE.md).';

/**
 * Reads come from TanStack Query or live listeners, never from an effect that loads something into state: an
 * effect that imports a module, or guards a late answer with a `let current = true` flag, is one.
 */
const noAsyncReadsInEffects = {
  files: ['web/src/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: "CallExpression[callee.name='useEffect'] ImportExpression", message: ASYNC_READ_IN_EFFECT },
      { selector: "CallExpression[callee.name='useEffect'] VariableDeclaration[kind='let'] > VariableDeclarator[init.value=true]", message: ASYNC_READ_IN_EFFECT },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', '.emulator-data/**', '.test-data/**', '.test-data-*/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  webLayers,
  noAsyncReadsInEffects,
  {
    files: ['common/**'],
    rules: forbid(
      [['firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*', '@firebase/*'], 'common/ is the pure domain: no Firebase SDK.'],
      [['react', 'react-*', 'react/*', '@chakra-ui/*'], 'common/ is the pure domain: no React.'],
      [['@campus/web*', '@campus/functions*', '@campus/storage-emulator*', '**/web/**', '**/functions/**', '**/emulator/**'], 'common/ imports nothing of the other workspaces.'],
    ),
  },
  {
    files: ['web/**'],
    rules: forbid(
      [['@campus/functions*', '@campus/storage-emulator*', '**/functions/**', '**/emulator/**', 'firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'], 'web/ meets the functions over the network and never imports the emulator.'],
    ),
  },
  {
    files: ['functions/**'],
    rules: forbid(
      [['@campus/web*', '@campus/storage-emulator*', '**/web/**', '**/emulator/**', 'react', 'react-*'], 'functions/ never imports web/ or the emulator.'],
    ),
  },
  {
    files: ['emulator/**'],
    rules: forbid(
      [['@campus/*', '**/common/**', '**/web/**', '**/functions/**'], 'The Storage emulator knows nothing of the marketplace.'],
    ),
  },
  {
    files: ['e2e/**'],
    rules: forbid(
      [['@campus/*', '**/web/**', '**/functions/**', '**/common/**'], 'e2e drives the browser and reads nothing of the app internals.'],
    ),
  },
);
