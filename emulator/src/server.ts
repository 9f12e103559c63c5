import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { EmulatorContext } from './context';
import { handleFirebaseApi } from './firebase-api';
import { handleGcsBucket, handleGcsObjects, handleGcsUpload } from './gcs-api';
import { decodePathPart, header, HttpError, sendJson } from './http';
import { ObjectStore } from './object-store';
import { describePortHolder } from './port-holder';
import type { Ruleset } from './rules/ast';
import { loadRulesFile } from './rules/load';
import { UploadSessions } from './upload-sessions';

export interface StorageEmulatorOptions {
  /** Interface to listen on; 127.0.0.1 by default. */
  host?: string;
  /** 0 picks a free port. */
  port: number;
  projectId: string;
  rulesPath: string;
  /** Without it objects live in memory; with it they are written there and read back on the next start. */
  dataDir?: string;
  log?: (line: string) => void;
}

export interface StorageEmulator {
  url: string;
  port: number;
  close(): Promise<void>;
  /** Re-reads the rules file; on a load error it rejects and the previous rules stay in force. */
  reloadRules(): Promise<void>;
}

const EXPOSED_HEADERS = [
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Chunk-Granularity',
  'X-Goog-Upload-Control-URL',
  'X-GUploader-UploadID',
  'Location',
  'Range',
  'Content-Range',
  'Content-Disposition',
  'Content-Length',
  'ETag',
  'x-goog-hash',
  'x-goog-generation',
  'x-goog-metageneration',
  'x-goog-stored-content-encoding',
].join(', ');

/** Browsers call from another origin (the Vite app) and read the upload headers, so every answer carries CORS headers. */
function setCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = header(req, 'origin');
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) {
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  }
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': header(req, 'access-control-request-headers') ?? '*',
    'Access-Control-Max-Age': '3600',
    'Content-Length': '0',
  });
  res.end();
}

const FIREBASE_PATH = /^\/v0\/b\/([^/]+)\/o(?:\/(.*))?$/;
const GCS_OBJECTS_PATH = /^\/(?:storage\/v1\/|download\/storage\/v1\/)?b\/([^/]+)\/o(?:\/(.*))?$/;
const GCS_BUCKET_PATH = /^\/(?:storage\/v1\/)?b\/([^/]+)\/?$/;
const GCS_UPLOAD_PATH = /^\/(?:upload\/storage\/v1|resumable\/upload\/storage\/v1)\/b\/([^/]+)\/o$/;

async function route(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://emulator');
  const path = url.pathname;
  let match = FIREBASE_PATH.exec(path);
  if (match) {
    const bucket = decodePathPart(match[1] ?? '');
    const object = match[2] === undefined ? undefined : decodePathPart(match[2]);
    return handleFirebaseApi(ctx, req, res, url, bucket, object);
  }
  match = GCS_UPLOAD_PATH.exec(path);
  if (match) return handleGcsUpload(ctx, req, res, url, decodePathPart(match[1] ?? ''));
  match = GCS_OBJECTS_PATH.exec(path);
  if (match) {
    const name = match[2] === undefined ? undefined : decodePathPart(match[2]);
    if (name === '') throw new HttpError(400, 'Missing object name.');
    return handleGcsObjects(ctx, req, res, url, decodePathPart(match[1] ?? ''), name);
  }
  match = GCS_BUCKET_PATH.exec(path);
  if (match) return handleGcsBucket(ctx, req, res, decodePathPart(match[1] ?? ''));
  if (path === '/' && req.method === 'GET') {
    sendJson(res, 200, { status: 'ok', service: 'storage-emulator' });
    return;
  }
  throw new HttpError(404, `Not Found: no Storage API at ${req.method ?? 'GET'} ${path}.`);
}

function sendError(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, error: unknown): void {
  if (!(error instanceof HttpError)) {
    ctx.log(`internal error on ${req.method ?? ''} ${req.url ?? ''}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const status = error instanceof HttpError ? error.status : 500;
  const message = error instanceof HttpError ? error.message : 'Internal error in the Storage emulator.';
  const headers = error instanceof HttpError ? error.headers : {};
  // `errors` is the Cloud Storage shape; the Firebase SDK reads only the status.
  sendJson(res, status, { error: { code: status, message, errors: [{ message, domain: 'global', reason: reasonFor(status) }] } }, headers);
}

function reasonFor(status: number): string {
  switch (status) {
    case 400:
      return 'invalid';
    case 401:
      return 'required';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    default:
      return 'backendError';
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      server.off('listening', onListening);
      if (error.code !== 'EADDRINUSE') return reject(error);
      void describePortHolder(port).then((holder) => {
        const by = holder ? ` by ${holder}` : '';
        reject(new Error(`Storage emulator: port ${port} on ${host} is already in use${by}. Stop that process or choose another port.`));
      });
    };
    const onListening = (): void => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** Starts the Storage emulator: Firebase Storage REST (`/v0`) under storage.rules, and the Cloud Storage JSON API subset. */
export async function startStorageEmulator(options: StorageEmulatorOptions): Promise<StorageEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => undefined);
  let ruleset: Ruleset = await loadRulesFile(options.rulesPath);
  const store = await ObjectStore.open(options.dataDir);
  const ctx: EmulatorContext = { store, uploads: new UploadSessions(), ruleset: () => ruleset, log, host: `${host}:${options.port}` };

  const server = createServer((req, res) => {
    setCors(req, res);
    if (req.method === 'OPTIONS') return answerPreflight(req, res);
    route(ctx, req, res).catch((error: unknown) => sendError(ctx, req, res, error));
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  const port = await listen(server, options.port, host);
  ctx.host = `${host}:${port}`;
  const url = `http://${ctx.host}`;
  log(`Storage emulator for project ${options.projectId} listening at ${url} (rules: ${options.rulesPath}${options.dataDir ? `, data: ${options.dataDir}` : ', in memory'})`);

  return {
    url,
    port,
    async close() {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await store.flush();
    },
    async reloadRules() {
      ruleset = await loadRulesFile(options.rulesPath);
      log(`Storage emulator reloaded ${options.rulesPath}`);
    },
  };
}
