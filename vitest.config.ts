import { globSync, readFileSync } from 'node:fs';
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

const WEB_COMPONENT_TESTS = 'src/**/__tests__/**/*.test.tsx';
const WEB_STACK_TESTS = 'src/**/*.stack.test.tsx';

/**
 * The web component tests that replace modules (vi.mock) or globals: each needs a module graph of its own. The
 * others share one per worker, which spares loading React, Chakra and jsdom's modules again for every file.
 */
const WEB_MOCKING = globSync(WEB_COMPONENT_TESTS, { cwd: 'web', exclude: [WEB_STACK_TESTS] }).filter((file) =>
  /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(`web/${file}`, 'utf8')),
);

/** Files that need the stack to themselves: each asserts that nothing at all changed while it ran, or re-seeds. */
const ALONE = ['functions/test/fuzz/**/*.test.ts', 'scripts/test/seed.test.ts', LEFTOVER_CHECK];

/**
 * One runner for every layer. `common`, `emulator`, `web` and `lint` need nothing running;
 * `web-stack`, `stack`, `e2e` and `stack-alone` talk to the local stack that `npm test` (scripts/src/test.ts)
 * starts once. Groups run one after another, the files of a group side by side:
 * 0. the unit projects and the web app's data hooks against the emulators (each hook test writes its own data);
 * 1. the stack tests (each file creates its own users and products, with random ids, and reads nothing
 *    another file writes: no global counts, no whole-database jobs);
 * 2. the browser journeys, each file with its own users and products, in one shared Chromium;
 * 3. alone, one at a time: the fuzz suite and the seed test, which see every write in the project, then the
 *    check that nothing but the demo data is left.
 * Every stack test file removes what it created (functions/test/support/remove-test-data.ts); journeys remove
 * theirs after each file (e2e/test/support/cleanup.ts).
 */
export default defineConfig({
  test: {
    sequence: { sequencer: LeftoverCheckLast },
    projects: [
      { test: { name: 'common', include: ['common/test/**/*.test.ts'], maxWorkers: 2 } },
      { test: { name: 'emulator', include: ['emulator/test/**/*.test.ts'], testTimeout: 20_000, maxWorkers: 2 } },
      {
        extends: './web/vite.config.ts',
        test: { name: 'web', include: [WEB_COMPONENT_TESTS], exclude: [WEB_STACK_TESTS, ...WEB_MOCKING], isolate: false, maxWorkers: 2 },
      },
      { extends: './web/vite.config.ts', test: { name: 'web-mocking', include: WEB_MOCKING, maxWorkers: 2 } },
      { test: { name: 'lint', include: ['scripts/test/lint/**/*.test.ts'], testTimeout: 60_000, maxWorkers: 2 } },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web-stack',
          include: ['src/**/__tests__/**/*.stack.test.tsx'],
          // Added to web/vite.config.ts's setup file.
          setupFiles: ['src/testing/stack-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'stack',
          include: ['scripts/test/**/*.test.ts', 'functions/test/**/*.test.ts', 'rules/test/**/*.test.ts'],
          exclude: ['scripts/test/lint/**', ...ALONE],
          setupFiles: ['functions/test/support/remove-test-data.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files share a module graph per worker (firebase-admin and the functions' modules load once): each keeps
          // its data to itself and removes it after itself, whatever it imported.
          isolate: false,
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/test/**/*.test.ts'],
          globalSetup: ['e2e/test/support/chromium-server.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'stack-alone',
          include: ALONE,
          setupFiles: ['functions/test/support/remove-test-data.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
