// `npx tsx bench/src/test-suite.ts [-- npm test arguments]`: runs `npm test` and measures where its time and the
// machine's CPU go. While it runs, it reads /proc every 2 s and adds up the CPU seconds of each kind of process
// (Chromium, the Firestore emulator, firebase-tools, the function workers, vitest's workers, builds); at the end
// it prints those after npm test's own table of time and busy cores per project (test-timings.json has each
// file's).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const TICKS_PER_SECOND = 100;
const SAMPLE_MS = 2_000;

const KINDS: readonly [kind: string, matches: RegExp][] = [
  ['Chromium', /chrom/],
  ['Firestore emulator (Java)', /cloud-firestore-emulator|CloudFirestore/],
  ['function workers', /functionsEmulatorRuntime/],
  ['firebase-tools (Auth, Functions, Hosting emulators)', /firebase-tools|firebase emulators/],
  ['Storage emulator', /storage-emulator/],
  ['vitest and its workers', /vitest/],
  ['vite (build, preview)', /vite/],
  ['esbuild, tsc', /esbuild|tsc/],
];

const kindOf = (commandLine: string) => KINDS.find(([, matches]) => matches.test(commandLine))?.[0] ?? 'other';

/** CPU ticks so far of every live process, by pid and start time (pids are reused). */
function processTicks(): Map<string, { ticks: number; kind: string }> {
  const live = new Map<string, { ticks: number; kind: string }>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      live.set(`${pid}:${fields[19]}`, { ticks: Number(fields[11]) + Number(fields[12]), kind: kindOf(commandLine) });
    } catch {
      // The process ended while we read it.
    }
  }
  return live;
}

const startedAt = performance.now();
let previous = processTicks();
const cpuSeconds = new Map<string, number>();
const sampler = setInterval(() => {
  const now = processTicks();
  for (const [key, { ticks, kind }] of now) {
    // A process born since the last sample counts from zero.
    const spent = ticks - (previous.get(key)?.ticks ?? 0);
    if (spent > 0) cpuSeconds.set(kind, (cpuSeconds.get(kind) ?? 0) + spent / TICKS_PER_SECOND);
  }
  previous = now;
}, SAMPLE_MS);

const separator = process.argv.indexOf('--');
const child = spawn('npm', ['test', ...(separator === -1 ? [] : ['--', ...process.argv.slice(separator + 1)])], { cwd: ROOT, stdio: 'inherit' });
const exitCode = await new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
clearInterval(sampler);

const wallSeconds = (performance.now() - startedAt) / 1000;
// How busy the cores were, per project, is in npm test's own table above (scripts/src/test-timings.ts).
console.log(`\nnpm test: ${wallSeconds.toFixed(0)} s, exit code ${exitCode}`);
console.log('CPU seconds by kind of process (share of one core over the run):');
for (const [kind, seconds] of [...cpuSeconds].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${kind.padEnd(52)} ${seconds.toFixed(0).padStart(6)} s  ${((seconds / wallSeconds) * 100).toFixed(0).padStart(4)}%`);
}
process.exit(exitCode);
