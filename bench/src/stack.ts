// `npx tsx bench/src/stack.ts`: seconds from `npm run emulators` (spawned) to its ready line, for a first
// start (empty data dir, seeding) and a restart (import, no seed), plus the Storage emulator's ready time.
// Runs on ports shifted by STACK_PORT_OFFSET (default 21000) so a developer's `npm start` can keep running.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { runStorageEmulatorBench } from './storage-emulator';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OFFSET = process.env.STACK_PORT_OFFSET ?? '21000';
const MILESTONES = /^(Firestore|Storage|firebase-tools \(.*\)|Demo data) ready after ([\d.]+) s/;

interface StackRun {
  label: string;
  readySeconds: number;
  milestones: Map<string, number>;
  stopSeconds: number;
}

/** Spawns `npm run emulators`, times its "ready" line, then Ctrl-C (SIGINT to its process group) and times the stop. */
function runEmulators(label: string, dataDir: string): Promise<StackRun> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const child = spawn('npm', ['run', 'emulators', '--', '--port-offset', OFFSET, '--data-dir', dataDir], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const milestones = new Map<string, number>();
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    let readySeconds: number | undefined;
    let stopAt = 0;
    let stoppedSeconds = Number.NaN;
    const onLine = (line: string) => {
      output.push(line);
      const milestone = MILESTONES.exec(line);
      if (milestone?.[1] !== undefined) milestones.set(milestone[1], Number(milestone[2]));
      if (/^Stopped\./.test(line)) stoppedSeconds = (performance.now() - stopAt) / 1000;
      if (readySeconds === undefined && /Local stack ready/.test(line)) {
        readySeconds = seconds();
        stopAt = performance.now();
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGINT');
      }
    };
    for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', onLine);
    // 'close', not 'exit': npm itself exits on SIGINT at once, while the stack behind it is still stopping.
    child.once('close', (code) => {
      if (readySeconds === undefined) {
        reject(new Error(`npm run emulators exited (${code}) before it was ready:\n${output.slice(-15).join('\n')}`));
        return;
      }
      resolve({ label, readySeconds, milestones, stopSeconds: stoppedSeconds });
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'stack-bench-'));
try {
  const runs = [await runEmulators('first start (seeds)', dataDir), await runEmulators('restart (imports data)', dataDir)];
  const storage = (await runStorageEmulatorBench()).find((result) => result.name.startsWith('ready'));

  const names = ['Firestore', 'Storage', ...new Set(runs.flatMap((run) => [...run.milestones.keys()]))].filter(
    (name, index, all) => all.indexOf(name) === index,
  );
  const rows: string[][] = [['', ...runs.map((run) => run.label)]];
  rows.push(['npm run emulators -> "ready" line (s)', ...runs.map((run) => run.readySeconds.toFixed(1))]);
  for (const name of names) {
    rows.push([`  ${name} ready (s after stack start)`, ...runs.map((run) => run.milestones.get(name)?.toFixed(1) ?? '-')]);
  }
  rows.push(['Ctrl-C -> all stopped, data exported (s)', ...runs.map((run) => run.stopSeconds.toFixed(1))]);
  if (storage !== undefined) {
    rows.push(['Storage emulator alone: start -> listening (ms, median)', storage.medianMs.toFixed(1), `budget ${storage.budgetMs}`]);
  }
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
