import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';

export type Log = (line: string) => void;

export interface ChildOptions {
  name: string;
  command: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Every output line is appended here; the console only gets what `echo` selects. */
  logFile: string;
  log: Log;
  echo?: (line: string) => boolean;
}

export interface Child {
  readonly name: string;
  readonly logFile: string;
  /** Settles with the exit code (or the signal's name) when the process ends, for whatever reason. */
  readonly exited: Promise<number | string>;
  /** Resolves with the first output line matching `pattern`; rejects when the process ends first. */
  waitForLine(pattern: RegExp): Promise<string>;
  /** Signals the whole process group, then SIGKILLs it after `graceMs`; resolves when the leader has exited. */
  stop(signal: NodeJS.Signals, graceMs: number): Promise<void>;
}

const live = new Set<Child>();

/** Stops every child still running (without waiting for any export), e.g. when start-up fails or is interrupted. */
export async function stopLiveChildren(): Promise<void> {
  await Promise.all([...live].map((child) => child.stop('SIGTERM', 5_000)));
}

/**
 * Starts a command in its own process group, so a terminal's Ctrl-C reaches only the orchestrator,
 * which then stops the group in order (exporting data first) and leaves no grandchildren behind.
 */
export function startChild(options: ChildOptions): Child {
  const file = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const waiters = new Set<{ pattern: RegExp; resolve: (line: string) => void }>();
  let running = true;

  const onLine = (raw: string) => {
    const line = stripVTControlCharacters(raw);
    // 'exit' can come before the last lines of the pipes, and the log file ends on 'exit'.
    if (file.writable) file.write(`${line}\n`);
    if (options.echo?.(line)) options.log(`[${options.name}] ${line}`);
    for (const waiter of waiters) {
      if (waiter.pattern.test(line)) {
        waiters.delete(waiter);
        waiter.resolve(line);
      }
    }
  };
  const read = (stream: Readable | null) => {
    if (stream !== null) createInterface({ input: stream, crlfDelay: Infinity }).on('line', onLine);
  };
  read(child.stdout);
  read(child.stderr);

  const exited = new Promise<number | string>((resolve) => {
    child.once('error', (error) => {
      running = false;
      file.write(`spawn failed: ${error.message}\n`);
      resolve(error.message);
    });
    child.once('exit', (code, signal) => {
      running = false;
      resolve(code ?? signal ?? 'unknown');
    });
  }).finally(() => file.end());

  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };

  const handle: Child = {
    name: options.name,
    logFile: options.logFile,
    exited,
    waitForLine(pattern) {
      return new Promise((resolve, reject) => {
        const waiter = { pattern, resolve };
        waiters.add(waiter);
        void exited.then((code) => {
          if (!waiters.delete(waiter)) return;
          reject(new Error(`${options.name} exited (${code}) before it was ready; its log: ${options.logFile}`));
        });
      });
    },
    async stop(signal, graceMs) {
      if (running) signalGroup(signal);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), graceMs);
      });
      const outcome = await Promise.race([exited, timedOut]);
      clearTimeout(timer);
      if (outcome === 'timeout') options.log(`[${options.name}] did not stop within ${graceMs} ms: killing it`);
      // Workers the leader spawned may outlive it: clear the whole group either way.
      signalGroup('SIGKILL');
      await exited;
    },
  };
  live.add(handle);
  void exited.then(() => live.delete(handle));
  return handle;
}
