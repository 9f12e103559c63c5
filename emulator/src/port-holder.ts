import { execFile } from 'node:child_process';

/** Names the process listening on a TCP port, e.g. `pid 123 (java)`, using `ss`; null when it cannot tell. */
export function describePortHolder(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    execFile('ss', ['-ltnpH', `sport = :${port}`], { timeout: 2000 }, (error, stdout) => {
      if (error) return resolve(null);
      const match = /users:\(\("([^"]+)",pid=(\d+)/.exec(stdout);
      resolve(match ? `pid ${match[2]} (${match[1]})` : null);
    });
  });
}
