import { randomUUID } from 'node:crypto';
import type { WritableMetadata } from './object-store';

/** A resumable upload in progress (either API): where it goes and the bytes received so far. */
export interface UploadSession {
  id: string;
  bucket: string;
  name: string;
  metadata: WritableMetadata;
  /** Total size announced when the session started, if any. */
  expectedSize: number | undefined;
  chunks: Buffer[];
  received: number;
}

const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** Open resumable uploads by id; sessions left unfinished for a day are dropped. */
export class UploadSessions {
  private readonly sessions = new Map<string, { session: UploadSession; touched: number }>();

  start(bucket: string, name: string, metadata: WritableMetadata, expectedSize: number | undefined): UploadSession {
    this.prune();
    const session: UploadSession = { id: randomUUID(), bucket, name, metadata, expectedSize, chunks: [], received: 0 };
    this.sessions.set(session.id, { session, touched: Date.now() });
    return session;
  }

  get(id: string): UploadSession | undefined {
    const entry = this.sessions.get(id);
    if (entry) entry.touched = Date.now();
    return entry?.session;
  }

  end(id: string): void {
    this.sessions.delete(id);
  }

  private prune(): void {
    const cutoff = Date.now() - SESSION_TTL_MS;
    for (const [id, entry] of this.sessions) {
      if (entry.touched < cutoff) this.sessions.delete(id);
    }
  }
}

/** Appends bytes that start at `offset`; bytes the session already holds (a client retry) are skipped. */
export function appendToSession(session: UploadSession, offset: number, data: Buffer): boolean {
  if (offset > session.received) return false;
  const fresh = data.subarray(session.received - offset);
  if (fresh.length > 0) {
    session.chunks.push(fresh);
    session.received += fresh.length;
  }
  return true;
}

export function sessionData(session: UploadSession): Buffer {
  return Buffer.concat(session.chunks);
}
