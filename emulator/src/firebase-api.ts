import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { enforceRules, sendMedia, writeOperation, type EmulatorContext } from './context';
import { header, HttpError, parseJsonBody, readBody, requestOrigin, sendJson } from './http';
import { identify, type Identity } from './identity';
import { parseMultipartRelated } from './multipart';
import { createObject, DOWNLOAD_TOKENS_KEY, downloadTokens, type StoredObject, type WritableMetadata } from './object-store';
import { firebaseResource, objectRuleMap, parseUploadMetadata, patchMetadata } from './resources';
import { appendToSession, sessionData, type UploadSession } from './upload-sessions';

/** The Firebase Storage REST API (`/v0/b/{bucket}/o[/{path}]`) that the web SDK speaks. */
export async function handleFirebaseApi(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, url: URL, bucket: string, path: string | undefined): Promise<void> {
  const identity = identify(header(req, 'authorization'));
  const method = req.method ?? 'GET';
  if (path === undefined) {
    if (method === 'GET') return listObjects(ctx, res, url, bucket, identity);
    if (method === 'POST') {
      const uploadId = url.searchParams.get('upload_id');
      if (uploadId) return continueResumable(ctx, req, res, uploadId, identity);
      return startUpload(ctx, req, res, url, bucket, identity);
    }
    throw new HttpError(405, `Method ${method} is not supported on /v0/b/{bucket}/o.`);
  }
  if (!path) throw new HttpError(400, 'Missing object path.');
  switch (method) {
    case 'GET':
      return url.searchParams.get('alt') === 'media' ? download(ctx, req, res, url, bucket, path, identity) : getMetadata(ctx, res, bucket, path, identity);
    case 'PATCH':
      return updateMetadata(ctx, req, res, bucket, path, identity);
    case 'DELETE':
      return deleteObject(ctx, res, bucket, path, identity);
    default:
      throw new HttpError(405, `Method ${method} is not supported on an object.`);
  }
}

function notFound(path: string): HttpError {
  return new HttpError(404, `Not Found. Could not find object '${path}'.`);
}

async function getMetadata(ctx: EmulatorContext, res: ServerResponse, bucket: string, path: string, identity: Identity): Promise<void> {
  const existing = ctx.store.get(bucket, path);
  enforceRules(ctx, identity, { operation: 'get', bucket, path, resource: existing ? objectRuleMap(existing) : null, requestResource: null });
  if (!existing) throw notFound(path);
  let object = existing;
  // Objects written through the Cloud Storage API have no token yet; Firebase adds one when asked for metadata.
  if (downloadTokens(object).length === 0) {
    object = { ...object, customMetadata: { ...object.customMetadata, [DOWNLOAD_TOKENS_KEY]: randomUUID() } };
    await ctx.store.put(object);
  }
  sendJson(res, 200, firebaseResource(object));
}

function download(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, url: URL, bucket: string, path: string, identity: Identity): void {
  const object = ctx.store.get(bucket, path);
  const token = url.searchParams.get('token');
  if (token !== null) {
    if (!object) throw notFound(path);
    if (!downloadTokens(object).includes(token)) throw new HttpError(403, 'Permission denied. Invalid download token.');
  } else {
    enforceRules(ctx, identity, { operation: 'get', bucket, path, resource: object ? objectRuleMap(object) : null, requestResource: null });
    if (!object) throw notFound(path);
  }
  sendMedia(req, res, object);
}

async function updateMetadata(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, bucket: string, path: string, identity: Identity): Promise<void> {
  const patch = parseJsonBody(await readBody(req));
  const existing = ctx.store.get(bucket, path);
  if (!existing) {
    enforceRules(ctx, identity, { operation: 'update', bucket, path, resource: null, requestResource: null });
    throw notFound(path);
  }
  const updated = patchMetadata(existing, patch, true);
  enforceRules(ctx, identity, { operation: 'update', bucket, path, resource: objectRuleMap(existing), requestResource: objectRuleMap(updated) });
  await ctx.store.put(updated);
  sendJson(res, 200, firebaseResource(updated));
}

async function deleteObject(ctx: EmulatorContext, res: ServerResponse, bucket: string, path: string, identity: Identity): Promise<void> {
  const existing = ctx.store.get(bucket, path);
  enforceRules(ctx, identity, { operation: 'delete', bucket, path, resource: existing ? objectRuleMap(existing) : null, requestResource: null });
  if (!existing) throw notFound(path);
  await ctx.store.delete(bucket, path);
  res.writeHead(204);
  res.end();
}

function parseMaxResults(value: string | null): number {
  if (value === null) return 1000;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1000) throw new HttpError(400, 'maxResults must be an integer from 1 to 1000.');
  return n;
}

function listObjects(ctx: EmulatorContext, res: ServerResponse, url: URL, bucket: string, identity: Identity): void {
  const prefix = url.searchParams.get('prefix') ?? '';
  const delimiter = url.searchParams.get('delimiter') || undefined;
  enforceRules(ctx, identity, { operation: 'list', bucket, path: prefix.replace(/\/$/, ''), resource: null, requestResource: null });
  const page = ctx.store.list(bucket, {
    prefix,
    delimiter,
    pageToken: url.searchParams.get('pageToken') ?? undefined,
    maxResults: parseMaxResults(url.searchParams.get('maxResults')),
  });
  sendJson(res, 200, {
    prefixes: page.prefixes,
    items: page.items.map((object) => ({ name: object.name, bucket: object.bucket })),
    ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
  });
}

/** Checks the write rules for the object an upload would create, then stores it with a fresh download token. */
async function commitUpload(ctx: EmulatorContext, identity: Identity, bucket: string, name: string, data: Buffer, metadata: WritableMetadata): Promise<StoredObject> {
  const existing = ctx.store.get(bucket, name);
  const customMetadata = { [DOWNLOAD_TOKENS_KEY]: randomUUID(), ...metadata.customMetadata };
  const object = createObject(bucket, name, data, { ...metadata, customMetadata });
  enforceRules(ctx, identity, {
    operation: writeOperation(existing),
    bucket,
    path: name,
    resource: existing ? objectRuleMap(existing) : null,
    requestResource: objectRuleMap(object),
  });
  await ctx.store.put(object);
  return object;
}

function objectName(url: URL, metadata: { name?: string }): string {
  const name = url.searchParams.get('name') || metadata.name;
  if (!name) throw new HttpError(400, 'Missing object name: pass ?name= or a "name" in the upload metadata.');
  return name;
}

async function startUpload(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, url: URL, bucket: string, identity: Identity): Promise<void> {
  const protocol = header(req, 'x-goog-upload-protocol')?.toLowerCase();
  const body = await readBody(req);
  if (protocol === 'multipart') {
    const upload = parseMultipartRelated(header(req, 'content-type'), body);
    const metadata = parseUploadMetadata(upload.metadata, upload.contentType);
    const object = await commitUpload(ctx, identity, bucket, objectName(url, metadata), upload.data, metadata);
    sendJson(res, 200, firebaseResource(object));
    return;
  }
  if (protocol === 'resumable') {
    const command = header(req, 'x-goog-upload-command')?.toLowerCase();
    if (command !== 'start') throw new HttpError(400, `A resumable upload must begin with X-Goog-Upload-Command: start, not '${command ?? ''}'.`);
    const metadata = parseUploadMetadata(parseJsonBody(body), header(req, 'x-goog-upload-header-content-type'));
    const name = objectName(url, metadata);
    const declared = header(req, 'x-goog-upload-header-content-length');
    const expectedSize = declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : undefined;
    // Refuse a denied upload before any byte is sent; the rules are checked again on the final bytes.
    const existing = ctx.store.get(bucket, name);
    const candidate = createObject(bucket, name, Buffer.alloc(0), metadata);
    enforceRules(ctx, identity, {
      operation: writeOperation(existing),
      bucket,
      path: name,
      resource: existing ? objectRuleMap(existing) : null,
      requestResource: objectRuleMap(candidate, expectedSize ?? 0),
    });
    const session = ctx.uploads.start(bucket, name, metadata, expectedSize);
    const uploadUrl = `${requestOrigin(req, ctx.host)}/v0/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(name)}&upload_id=${session.id}&upload_protocol=resumable`;
    res.writeHead(200, {
      'X-Goog-Upload-Status': 'active',
      'X-Goog-Upload-URL': uploadUrl,
      'X-Goog-Upload-Control-URL': uploadUrl,
      'X-Goog-Upload-Chunk-Granularity': '262144',
      'X-GUploader-UploadID': session.id,
      'Content-Length': '0',
    });
    res.end();
    return;
  }
  if (protocol !== undefined) throw new HttpError(400, `Unsupported X-Goog-Upload-Protocol '${protocol}': use multipart or resumable.`);
  const metadata = parseUploadMetadata({}, header(req, 'content-type'));
  const object = await commitUpload(ctx, identity, bucket, objectName(url, metadata), body, metadata);
  sendJson(res, 200, firebaseResource(object));
}

function sendStatus(res: ServerResponse, session: UploadSession, status: 'active' | 'final' | 'cancelled'): void {
  res.writeHead(200, { 'X-Goog-Upload-Status': status, 'X-Goog-Upload-Size-Received': String(session.received), 'Content-Length': '0' });
  res.end();
}

async function continueResumable(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, uploadId: string, identity: Identity): Promise<void> {
  const body = await readBody(req);
  const session = ctx.uploads.get(uploadId);
  if (!session) throw new HttpError(404, `Upload session '${uploadId}' not found (finished, cancelled or never started).`);
  const commands = (header(req, 'x-goog-upload-command') ?? '').toLowerCase().split(',').map((c) => c.trim()).filter(Boolean);
  if (commands.includes('query')) return sendStatus(res, session, 'active');
  if (commands.includes('cancel')) {
    ctx.uploads.end(session.id);
    return sendStatus(res, session, 'cancelled');
  }
  if (commands.length === 0 || commands.some((command) => command !== 'upload' && command !== 'finalize')) {
    throw new HttpError(400, `Unsupported X-Goog-Upload-Command '${commands.join(', ')}'.`, { 'X-Goog-Upload-Status': 'active' });
  }
  if (commands.includes('upload')) {
    const offset = Number(header(req, 'x-goog-upload-offset') ?? session.received);
    if (!Number.isInteger(offset) || !appendToSession(session, offset, body)) {
      throw new HttpError(400, `Upload offset ${header(req, 'x-goog-upload-offset')} does not match the ${session.received} bytes received.`, { 'X-Goog-Upload-Status': 'active' });
    }
  }
  if (!commands.includes('finalize')) return sendStatus(res, session, 'active');
  if (session.expectedSize !== undefined && session.received !== session.expectedSize) {
    throw new HttpError(400, `Upload incomplete: ${session.received} of ${session.expectedSize} bytes received.`, { 'X-Goog-Upload-Status': 'active' });
  }
  ctx.uploads.end(session.id);
  const object = await commitUpload(ctx, identity, session.bucket, session.name, sessionData(session), session.metadata);
  sendJson(res, 200, firebaseResource(object), { 'X-Goog-Upload-Status': 'final', 'X-Goog-Upload-Size-Received': String(session.received) });
}
