import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StackEnv } from './stack-env';

/** What a running `npm start` / `npm run emulators` writes into its data dir so other commands find it. */
export interface StackState {
  pid: number;
  startedAt: string;
  env: StackEnv;
}

const stateFile = (dataDir: string) => join(dataDir, 'stack.json');

export function writeStackState(dataDir: string, env: StackEnv): void {
  const state: StackState = { pid: process.pid, startedAt: new Date().toISOString(), env };
  writeFileSync(stateFile(dataDir), `${JSON.stringify(state, null, 2)}\n`);
}

export function removeStackState(dataDir: string): void {
  rmSync(stateFile(dataDir), { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, owned by someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

function isStackState(value: unknown): value is StackState {
  return (
    typeof value === 'object' &&
    value !== null &&
    'pid' in value &&
    typeof value.pid === 'number' &&
    'env' in value &&
    typeof value.env === 'object' &&
    value.env !== null &&
    'FIREBASE_AUTH_EMULATOR_HOST' in value.env
  );
}

/** The state of the stack running from `dataDir`, or undefined when none runs (a stale file is ignored). */
export function readStackState(dataDir: string): StackState | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(stateFile(dataDir), 'utf8'));
  } catch {
    return undefined;
  }
  return isStackState(parsed) && isAlive(parsed.pid) ? parsed : undefined;
}
