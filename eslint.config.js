import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** Import boundaries of the design brief: a wrong import fails `npm run lint`. */
const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', '.emulator-data/**', '.test-data/**', 'bench/results/**'] },
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
