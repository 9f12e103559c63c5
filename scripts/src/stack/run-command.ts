import { spawn, type ChildProcess } from 'node:child_process';
import { constants } from 'node:os';
import { ROOT_DIR } from './stack-config';

export interface RunningCommand {
  process: ChildProcess;
  /** The exit code; a signal counts as 128 + its number, as a shell reports it. */
  exitCode: Promise<number>;
}

/** Runs a command in the foreground (same terminal, same Ctrl-C), output passed through. */
export function runCommand(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): RunningCommand {
  const child = spawn(command, args, { cwd: ROOT_DIR, env, stdio: 'inherit' });
  const exitCode = new Promise<number>((resolve) => {
    child.once('error', () => resolve(127));
    child.once('exit', (code, signal) => resolve(code ?? 128 + (signal === null ? 0 : constants.signals[signal])));
  });
  return { process: child, exitCode };
}

/** Runs a command to completion and throws when it fails. */
export async function runStep(label: string, command: string, args: readonly string[], env = process.env): Promise<void> {
  const started = Date.now();
  const code = await runCommand(command, args, env).exitCode;
  if (code !== 0) throw new Error(`${label} failed (exit code ${code}): ${command} ${args.join(' ')}`);
  console.log(`${label}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
