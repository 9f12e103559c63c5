/**
 * A vitest reporter `npm test` adds beside the default one: when the run ends it prints, per project, how many
 * files and tests ran, the wall time from the first file's start to the last file's end, the sum of the files'
 * own times (more than the wall time when files ran side by side) and how busy the machine's cores were
 * meanwhile (on Linux); and it writes every file's times to the JSON file TEST_TIMINGS_FILE names.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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

const CPU_SAMPLE_MS = 1_000;

interface CpuSample {
  at: number;
  busy: number;
  total: number;
}

/** The machine's busy and total CPU ticks so far (/proc/stat's first line), or undefined off Linux. */
function cpuTicks(): Omit<CpuSample, 'at'> | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  const values = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - (values[3] ?? 0) - (values[4] ?? 0), total };
}

export default class TestTimings implements Reporter {
  private readonly runStartedAt = Date.now();
  private readonly started = new Map<string, number>();
  private readonly timings: FileTiming[] = [];
  private readonly cpu: CpuSample[] = [];
  private readonly sampler = setInterval(() => this.sampleCpu(), CPU_SAMPLE_MS).unref();

  private sampleCpu(): void {
    const ticks = cpuTicks();
    if (ticks) this.cpu.push({ at: Date.now() - this.runStartedAt, ...ticks });
  }

  /** How busy the cores were between two moments of the run, from the samples around them. */
  private busyShare(from: number, to: number): string {
    const first = this.cpu.findLast((sample) => sample.at <= from) ?? this.cpu[0];
    const last = this.cpu.find((sample) => sample.at >= to) ?? this.cpu.at(-1);
    if (!first || !last || last.total === first.total) return '-';
    return `${Math.round((100 * (last.busy - first.busy)) / (last.total - first.total))}%`;
  }

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
    clearInterval(this.sampler);
    this.sampleCpu();
    const projects = [...new Set(this.timings.map((timing) => timing.project))];
    const rows = projects.map((project) => {
      const files = this.timings.filter((timing) => timing.project === project);
      const from = Math.min(...files.map((file) => file.startedAt));
      const to = Math.max(...files.map((file) => file.endedAt));
      const sum = files.reduce((total, file) => total + (file.endedAt - file.startedAt), 0);
      const tests = String(files.reduce((total, file) => total + file.tests, 0));
      return [project, String(files.length), tests, seconds(to - from), seconds(sum), this.busyShare(from, to)];
    });
    const header = ['project', 'files', 'tests', 'wall', 'sum of files', 'cores busy'];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
    console.log('\nWhere the time went:');
    for (const row of [header, ...rows]) console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`);
    const file = process.env.TEST_TIMINGS_FILE;
    if (file) writeFileSync(file, `${JSON.stringify(this.timings, null, 2)}\n`);
  }
}
