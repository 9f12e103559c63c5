import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export function isPortOpen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls until `check` returns true; rejects with `what` after `timeoutMs`, or as soon as `abandon` settles. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  abandon?: Promise<unknown>,
): Promise<void> {
  let abandoned = false;
  void abandon?.then(() => {
    abandoned = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (!abandoned) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(100);
  }
  throw new Error(`Gave up waiting for ${what}: its process ended`);
}
