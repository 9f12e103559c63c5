import { defineConfig } from 'vitest/config';

/**
 * One runner for every layer. `common`, `emulator` and `web` need nothing running;
 * `stack` and `e2e` talk to the local stack that `npm test` (scripts/src/test.ts) starts once.
 * Group order: the unit projects run together first, then the stack tests, then the browser
 * journeys alone, so the journeys never race the stack tests for the emulators' workers.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'common', include: ['common/test/**/*.test.ts'] } },
      { test: { name: 'emulator', include: ['emulator/test/**/*.test.ts'], testTimeout: 20_000 } },
      'web/vite.config.ts',
      {
        test: {
          name: 'stack',
          include: ['scripts/test/**/*.test.ts', 'functions/test/**/*.test.ts', 'rules/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/test/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
