import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendMedia, type EmulatorContext } from './context';
import { header, HttpError, parseJsonBody, readBody, requestOrigin, sendEmpty, sendJson } from './http';
import { parseMultipartRelated } from './multipart';
import { createObject, crc32cBase64, md5Base64, type StoredObject, type WritableMetadata } from './object-store';
import { gcsResource, parseUploadMetadata, patchMetadata } from './resources';
import { appendToSession, sessionData, type UploadSession } from './upload-sessions';

/**
 * The Cloud Storage JSON API subset firebase-admin uses (`/b/...`, `/storage/v1/b/...`, `/upload/storage/v1/b/...`).
 * Only trusted server code speaks it, so rules do not apply, as with the official emulator.
 */
export async function handleGcsObjects(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, url: URL, bucket: string, name: string | undefined): Promise<void> {
  const method = req.method ?? 'GET';
  const origin = requestOrigin(req, ctx.host);
  if (name === undefined) {
    if (method !== 'GET') throw new HttpError(405, `Method ${method} is not supported on /b/{bucket}/o.`);
    return listObjects(ctx, res, url, bucket, origin);
  }
  const object = ctx.store.get(bucket, name);
  if (!object) throw new HttpError(404, `No such object: ${bucket}/${name}`);
  switch (method) {
    case 'GET':
      if (url.searchParams.get('alt') === 'media') return sendMedia(req, res, object);
      return sendJson(res, 200, gcsResource(object, origin));
    case 'PATCH':
    case 'PUT': {
      const updated = patchMetadata(object, parseJsonBody(await readBody(req)), false);
      await ctx.store.put(updated);
      return sendJson(res, 200, gcsResource(updated, origin));
    }
    case 'DELETE':
      await ctx.store.delete(bucket, name);
      return sendEmpty(res, 204);
    default:
      throw new HttpError(405, `Method ${method} is not supported on an object.`);
  }
}

export function handleGcsBucket(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, bucket: string): void {
  if (req.method !== 'GET') throw new HttpError(405, `Method ${req.method ?? ''} is not supported on a bucket.`);
  sendJson(res, 200, { kind: 'storage#bucket', id: bucket, name: bucket, selfLink: `${requestOrigin(req, ctx.host)}/storage/v1/b/${encodeURIComponent(bucket)}`, location: 'US', storageClass: 'STANDARD' });
}

function listObjects(ctx: EmulatorContext, res: ServerResponse, url: URL, bucket: string, origin: string): void {
  const maxResults = Number(url.searchParams.get('maxResults') ?? 1000);
  if (!Number.isInteger(maxResults) || maxResults < 1) throw new HttpError(400, 'maxResults must be a positive integer.');
  const page = ctx.store.list(bucket, {
    prefix: url.searchParams.get('prefix') ?? '',
    delimiter: url.searchParams.get('delimiter') || undefined,
    pageToken: url.searchParams.get('pageToken') ?? undefined,
    maxResults: Math.min(maxResults, 1000),
  });
  sendJson(res, 200, {
    kind: 'storage#objects',
    items: page.items.map((object) => gcsResource(object, origin)),
    prefixes: page.prefixes,
    ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
  });
}

/** Rejects bytes whose client-computed X-Goog-Hash (crc32c and/or md5) does not match what arrived. */
function verifyHashes(req: IncomingMessage, data: Buffer): void {
  for (const pair of (header(req, 'x-goog-hash') ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at === -1) continue;
    const kind = pair.slice(0, at).trim().toLowerCase();
    const expected = pair.slice(at + 1).trim();
    const actual = kind === 'crc32c' ? crc32cBase64(data) : kind === 'md5' ? md5Base64(data) : expected;
    if (actual !== expected) throw new HttpError(400, `Provided ${kind} hash "${expected}" doesn't match calculated hash "${actual}".`);
  }
}

async function store(ctx: EmulatorContext, bucket: string, name: string, data: Buffer, metadata: WritableMetadata): Promise<StoredObject> {
  const object = createObject(bucket, name, data, metadata);
  await ctx.store.put(object);
  return object;
}

function uploadName(url: URL, metadata: { name?: string }): string {
  const name = url.searchParams.get('name') || metadata.name;
  if (!name) throw new HttpError(400, 'Missing object name: pass ?name= or a "name" in the upload metadata.');
  return name;
}

/** POST /upload/storage/v1/b/{bucket}/o?uploadType=multipart|media|resumable, and PUT to a resumable session. */
export async function handleGcsUpload(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, url: URL, bucket: string): Promise<void> {
  const origin = requestOrigin(req, ctx.host);
  const uploadId = url.searchParams.get('upload_id');
  if (uploadId) return continueResumable(ctx, req, res, uploadId, origin);
  if (req.method !== 'POST') throw new HttpError(405, `Method ${req.method ?? ''} is not supported here without an upload_id.`);
  const body = await readBody(req);
  const uploadType = url.searchParams.get('uploadType') ?? 'media';
  switch (uploadType) {
    case 'multipart': {
      const upload = parseMultipartRelated(header(req, 'content-type'), body);
      const metadata = parseUploadMetadata(upload.metadata, upload.contentType);
      verifyHashes(req, upload.data);
      const object = await store(ctx, bucket, uploadName(url, metadata), upload.data, metadata);
      return sendJson(res, 200, gcsResource(object, origin));
    }
    case 'media': {
      const metadata = parseUploadMetadata({}, header(req, 'content-type'));
      verifyHashes(req, body);
      const object = await store(ctx, bucket, uploadName(url, metadata), body, metadata);
      return sendJson(res, 200, gcsResource(object, origin));
    }
    case 'resumable': {
      const metadata = parseUploadMetadata(parseJsonBody(body), header(req, 'x-upload-content-type'));
      const name = uploadName(url, metadata);
      const declared = header(req, 'x-upload-content-length');
      const session = ctx.uploads.start(bucket, name, metadata, declared && /^\d+$/.test(declared) ? Number(declared) : undefined);
      const location = `${origin}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=resumable&name=${encodeURIComponent(name)}&upload_id=${session.id}`;
      return sendEmpty(res, 200, { Location: location, 'X-GUploader-UploadID': session.id });
    }
    default:
      throw new HttpError(400, `Unsupported uploadType '${uploadType}': use multipart, media or resumable.`);
  }
}

/** `Content-Range: bytes A-B/T`, `bytes A-*\/T`, `bytes *\/T`; T may be `*` (unknown yet). */
function parseContentRange(value: string | undefined): { start: number | undefined; total: number | undefined } {
  if (!value) return { start: 0, total: undefined };
  const match = /^bytes\s+(?:\*|(\d+)-(?:\d+|\*))\/(\*|\d+|undefined)$/.exec(value.trim());
  if (!match) throw new HttpError(400, `Malformed Content-Range '${value}'.`);
  const [, start, total] = match;
  return { start: start === undefined ? undefined : Number(start), total: total && /^\d+$/.test(total) ? Number(total) : undefined };
}

function sendIncomplete(res: ServerResponse, session: UploadSession): void {
  const headers: Record<string, string> = {};
  if (session.received > 0) headers['Range'] = `bytes=0-${session.received - 1}`;
  sendEmpty(res, 308, headers);
}

async function continueResumable(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, uploadId: string, origin: string): Promise<void> {
  const body = await readBody(req);
  const session = ctx.uploads.get(uploadId);
  if (!session) throw new HttpError(404, `Upload session '${uploadId}' not found (finished or never started).`);
  if (req.method === 'DELETE') {
    ctx.uploads.end(session.id);
    return sendEmpty(res, 499);
  }
  if (req.method !== 'PUT' && req.method !== 'POST') throw new HttpError(405, `Method ${req.method ?? ''} is not supported on an upload session.`);
  const rangeHeader = header(req, 'content-range');
  const { start, total } = parseContentRange(rangeHeader);
  if (start !== undefined && !appendToSession(session, start, body)) {
    throw new HttpError(400, `Content-Range starts at ${start} but only ${session.received} bytes were received.`);
  }
  // `bytes A-*/T` and a PUT without Content-Range carry the rest of the object in one request.
  const streamedToEnd = !rangeHeader || /^bytes\s+\d+-\*/.test(rangeHeader.trim());
  const finalSize = total ?? (streamedToEnd ? session.received : undefined);
  if (finalSize === undefined || session.received < finalSize) return sendIncomplete(res, session);
  if (session.received > finalSize) throw new HttpError(400, `Received ${session.received} bytes but Content-Range declares ${finalSize}.`);
  const data = sessionData(session);
  verifyHashes(req, data);
  ctx.uploads.end(session.id);
  const object = await store(ctx, session.bucket, session.name, data, session.metadata);
  sendJson(res, 200, gcsResource(object, origin));
}
