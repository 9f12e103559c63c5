import type { IncomingMessage, ServerResponse } from 'node:http';
import { header, HttpError } from './http';
import type { Identity } from './identity';
import type { ObjectStore, StoredObject } from './object-store';
import type { Operation, Ruleset } from './rules/ast';
import { isAllowed, type RulesRequest } from './rules/evaluate';
import { fromJson, mapOf } from './rules/values';
import type { UploadSessions } from './upload-sessions';

/** What request handlers share: the objects, open uploads, the current rules and the log. */
export interface EmulatorContext {
  store: ObjectStore;
  uploads: UploadSessions;
  ruleset(): Ruleset;
  log(line: string): void;
  /** host:port to name in absolute URLs when a request has no Host header. */
  host: string;
}

export type RulesCheck = Omit<RulesRequest, 'auth' | 'time'>;

/** Throws the 403 the Firebase SDK maps to storage/unauthorized unless the owner asks or the rules allow. */
export function enforceRules(ctx: EmulatorContext, identity: Identity, check: RulesCheck): void {
  if (identity.kind === 'owner') return;
  const auth = identity.kind === 'user' ? mapOf({ uid: identity.uid, token: fromJson(identity.claims) }) : null;
  if (isAllowed(ctx.ruleset(), { ...check, auth, time: new Date() })) return;
  const who = identity.kind === 'user' ? `uid ${identity.uid}` : 'signed out';
  ctx.log(`storage.rules denied ${check.operation} on ${check.bucket}/${check.path} (${who})`);
  const kind = check.operation === 'get' || check.operation === 'list' ? 'READ' : 'WRITE';
  throw new HttpError(403, `Permission denied. No ${kind} permission.`);
}

export function writeOperation(existing: StoredObject | undefined): Operation {
  return existing ? 'update' : 'create';
}

function parseRange(value: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!value) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(value.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (!from && !to) return 'invalid';
  if (!from) {
    const suffix = Math.min(Number(to), size);
    return suffix === 0 ? 'invalid' : { start: size - suffix, end: size - 1 };
  }
  const start = Number(from);
  const end = to ? Math.min(Number(to), size - 1) : size - 1;
  return start > end || start >= size ? 'invalid' : { start, end };
}

/** Sends an object's bytes with the headers both SDKs read (x-goog-hash lets firebase-admin validate downloads). */
export function sendMedia(req: IncomingMessage, res: ServerResponse, object: StoredObject): void {
  const size = object.data.length;
  const headers: Record<string, string> = {
    'Content-Type': object.contentType,
    'Accept-Ranges': 'bytes',
    'Last-Modified': new Date(object.updated).toUTCString(),
    'x-goog-hash': `crc32c=${object.crc32c},md5=${object.md5Hash}`,
    'x-goog-generation': object.generation,
    'x-goog-metageneration': String(object.metageneration),
    'x-goog-stored-content-encoding': 'identity',
    'x-goog-stored-content-length': String(size),
  };
  if (object.contentDisposition) headers['Content-Disposition'] = object.contentDisposition;
  if (object.cacheControl) headers['Cache-Control'] = object.cacheControl;
  if (object.contentLanguage) headers['Content-Language'] = object.contentLanguage;
  const range = parseRange(header(req, 'range'), size);
  if (range === 'invalid') {
    res.writeHead(416, { 'Content-Range': `bytes */${size}`, 'Content-Length': '0' });
    res.end();
    return;
  }
  if (range && !(range.start === 0 && range.end === size - 1)) {
    res.writeHead(206, { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${size}`, 'Content-Length': String(range.end - range.start + 1) });
    res.end(object.data.subarray(range.start, range.end + 1));
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(size) });
  res.end(object.data);
}
