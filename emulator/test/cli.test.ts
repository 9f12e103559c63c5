import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fixture, startTestEmulator } from './helpers';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

/** Runs the CLI through tsx; resolves with the first stdout line containing 'ready' or with the exit. */
function runCli(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', String(port), '--rules', fixture('test.rules'), '--project', 'demo-x'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string | null>((resolve) => {
    child.stdout.on('data', () => {
      const line = stdout.split('\n').find((text) => text.includes('ready'));
      if (line) resolve(line);
    });
    void exited.then(() => resolve(null));
  });
  return { child, ready, exited, output: () => ({ stdout, stderr }) };
}

describe('storage-emulator CLI', () => {
  it("prints one 'ready' line with its URL, serves, and exits cleanly on SIGTERM", async () => {
    const cli = runCli(0);
    const line = await cli.ready;
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(line ?? '')?.[0];
    expect(url, JSON.stringify(cli.output())).toBeDefined();
    expect((await fetch(`${url}/`)).status).toBe(200);
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
  });

  it('names the port when it is already in use', async () => {
    const holder = await startTestEmulator();
    try {
      const cli = runCli(holder.port);
      expect(await cli.exited).toBe(1);
      expect(cli.output().stderr).toContain(`port ${holder.port} on 127.0.0.1 is already in use`);
    } finally {
      await holder.close();
    }
  });
});
