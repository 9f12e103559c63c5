import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LEFTOVER_CHECK = 'scripts/test/no-leftovers.test.ts';

/** The usual order, except that the leftover check runs after every other file, to see what they all left. */
class LeftoverCheckLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isCheck = (file: TestSpecification) => file.moduleId.endsWith(LEFTOVER_CHECK);
    return [...sorted.filter((file) => !isCheck(file)), ...sorted.filter(isCheck)];
  }
}

/**
 * One runner for every layer. `common`, `emulator`, `web` and `lint` need nothing running;
 * `web-stack`, `stack` and `e2e` talk to the local stack that `npm test` (scripts/src/test.ts) starts once.
 * Group order: the unit projects run together first, then the web app's data hooks against the
 * emulators, then the stack tests, then the browser journeys alone, so the journeys never race the
 * stack tests for the emulators' workers.
 * Every stack test file removes what it created (functions/test/support/remove-test-data.ts), and the
 * stack group ends with a check that nothing but the demo data is left.
 */
export default defineConfig({
  test: {
    sequence: { sequencer: LeftoverCheckLast },
    projects: [
      { test: { name: 'common', include: ['common/test/**/*.test.ts'] } },
      { test: { name: 'emulator', include: ['emulator/test/**/*.test.ts'], testTimeout: 20_000 } },
      {
        extends: './web/vite.config.ts',
        test: { name: 'web', include: ['src/**/__tests__/**/*.test.tsx'], exclude: ['src/**/*.stack.test.tsx'] },
      },
      { test: { name: 'lint', include: ['scripts/test/lint/**/*.test.ts'], testTimeout: 60_000 } },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web-stack',
          include: ['src/**/__tests__/**/*.stack.test.tsx'],
          // Added to web/vite.config.ts's setup file.
          setupFiles: ['src/testing/stack-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'stack',
          include: ['scripts/test/**/*.test.ts', 'functions/test/**/*.test.ts', 'rules/test/**/*.test.ts'],
          exclude: ['scripts/test/lint/**'],
          setupFiles: ['functions/test/support/remove-test-data.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/test/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
