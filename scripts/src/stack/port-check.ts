import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface PortUse {
  name: string;
  port: number;
}

interface Listener {
  port: number;
  address: string;
  process?: string;
  pid?: number;
}

function canListen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Parses `ss -ltnpH` lines such as `LISTEN 0 511 127.0.0.1:9499 0.0.0.0:* users:(("node",pid=10347,fd=25))`. */
export function parseSsListeners(output: string): Listener[] {
  const listeners: Listener[] = [];
  for (const line of output.split('\n')) {
    const columns = line.trim().split(/\s+/);
    const local = columns[3];
    if (columns[0] !== 'LISTEN' || local === undefined) continue;
    const separator = local.lastIndexOf(':');
    const port = Number(local.slice(separator + 1));
    const user = /users:\(\("([^"]+)",pid=(\d+)/.exec(line);
    listeners.push({
      port,
      address: local.slice(0, separator),
      ...(user?.[1] === undefined ? {} : { process: user[1], pid: Number(user[2]) }),
    });
  }
  return listeners;
}

function listeners(): Listener[] {
  try {
    return parseSsListeners(execFileSync('ss', ['-ltnpH'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  } catch {
    return [];
  }
}

function commandLine(pid: number): string | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return text.length > 140 ? `${text.slice(0, 140)}...` : text;
  } catch {
    return undefined;
  }
}

function describeHolder(port: number, all: Listener[]): string {
  const holder = all.find((listener) => listener.port === port && listener.pid !== undefined) ?? all.find((l) => l.port === port);
  if (holder === undefined) return 'held by a process this user cannot see';
  if (holder.pid === undefined) return `listening on ${holder.address}:${port} (owner not visible; try sudo ss -ltnp)`;
  const command = commandLine(holder.pid);
  return `held by ${holder.process ?? 'a process'} pid ${holder.pid}${command === undefined ? '' : ` (${command})`}`;
}

/** Fails before anything starts when a port is taken, naming the port, its use and what holds it. */
export async function assertPortsFree(host: string, uses: readonly PortUse[]): Promise<void> {
  const busy: PortUse[] = [];
  for (const use of uses) {
    if (!(await canListen(host, use.port))) busy.push(use);
  }
  if (busy.length === 0) return;
  const all = listeners();
  const lines = busy.map((use) => `  port ${use.port} (${use.name}) is already in use: ${describeHolder(use.port, all)}`);
  throw new Error(
    `Cannot start the local stack:\n${lines.join('\n')}\n` +
      'Stop that process, or run on other ports with --port-offset N (npm test uses an offset of 10000).',
  );
}
