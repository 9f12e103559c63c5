/**
 * A vitest reporter `npm test` adds beside the default one: when the run ends it prints, per project, how many
 * files and tests ran, the wall time from the first file's start to the last file's end, and the sum of the
 * files' own times (more than the wall time when files ran side by side); and it writes every file's times to
 * the JSON file TEST_TIMINGS_FILE names, for a closer look.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

interface FileTiming {
  project: string;
  file: string;
  tests: number;
  /** Milliseconds since the run started. */
  startedAt: number;
  endedAt: number;
  /** The file's tests and hooks. */
  testsMs: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class TestTimings implements Reporter {
  private readonly runStartedAt = Date.now();
  private readonly started = new Map<string, number>();
  private readonly timings: FileTiming[] = [];

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.id, Date.now() - this.runStartedAt);
  }

  onTestModuleEnd(module: TestModule): void {
    const endedAt = Date.now() - this.runStartedAt;
    this.timings.push({
      project: module.project.name,
      file: relative(process.cwd(), module.moduleId),
      tests: [...module.children.allTests()].length,
      startedAt: this.started.get(module.id) ?? endedAt,
      endedAt,
      testsMs: module.diagnostic().duration,
    });
  }

  onTestRunEnd(): void {
    const projects = [...new Set(this.timings.map((timing) => timing.project))];
    const rows = projects.map((project) => {
      const files = this.timings.filter((timing) => timing.project === project);
      const wall = Math.max(...files.map((file) => file.endedAt)) - Math.min(...files.map((file) => file.startedAt));
      const sum = files.reduce((total, file) => total + (file.endedAt - file.startedAt), 0);
      return [project, String(files.length), String(files.reduce((total, file) => total + file.tests, 0)), seconds(wall), seconds(sum)];
    });
    const header = ['project', 'files', 'tests', 'wall', 'sum of files'];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
    console.log('\nWhere the time went:');
    for (const row of [header, ...rows]) console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`);
    const file = process.env.TEST_TIMINGS_FILE;
    if (file) writeFileSync(file, `${JSON.stringify(this.timings, null, 2)}\n`);
  }
}
