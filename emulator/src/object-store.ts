import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32c } from './crc32c';

/** Custom metadata key under which Firebase keeps download tokens (comma separated), as Cloud Storage does. */
export const DOWNLOAD_TOKENS_KEY = 'firebaseStorageDownloadTokens';

/** Object properties a client may set. */
export interface WritableMetadata {
  contentType: string;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  customMetadata: Record<string, string>;
}

export interface StoredObject extends WritableMetadata {
  bucket: string;
  name: string;
  data: Buffer;
  generation: string;
  metageneration: number;
  md5Hash: string;
  crc32c: string;
  timeCreated: string;
  updated: string;
}

export interface ListPage {
  items: StoredObject[];
  prefixes: string[];
  nextPageToken?: string;
}

export interface ListOptions {
  prefix: string;
  delimiter?: string;
  pageToken?: string;
  maxResults: number;
}

export function md5Base64(data: Uint8Array): string {
  return createHash('md5').update(data).digest('base64');
}

/** CRC32C as Cloud Storage reports it: the 4 big-endian bytes in base64. */
export function crc32cBase64(data: Uint8Array): string {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(crc32c(data) >>> 0);
  return bytes.toString('base64');
}

export function downloadTokens(object: StoredObject): string[] {
  return (object.customMetadata[DOWNLOAD_TOKENS_KEY] ?? '').split(',').filter(Boolean);
}

let lastGeneration = 0;

/** Microsecond timestamps like Cloud Storage generations, strictly increasing within this process. */
function nextGeneration(): string {
  lastGeneration = Math.max(lastGeneration + 1, Date.now() * 1000);
  return String(lastGeneration);
}

/** Builds a new object generation (or the first one) from uploaded bytes. */
export function createObject(bucket: string, name: string, data: Buffer, metadata: WritableMetadata): StoredObject {
  const now = new Date().toISOString();
  return {
    ...metadata,
    bucket,
    name,
    data,
    generation: nextGeneration(),
    metageneration: 1,
    md5Hash: md5Base64(data),
    crc32c: crc32cBase64(data),
    timeCreated: now,
    updated: now,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' ? value : undefined;
}

function stringRecord(value: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string') result[key] = item;
    }
  }
  return result;
}

/** Reads a persisted metadata file; null when it is not one of ours. */
function parsePersisted(json: unknown, data: Buffer): StoredObject | null {
  if (!isRecord(json)) return null;
  const { bucket, name, generation, metageneration, contentType, timeCreated, updated } = json;
  if (typeof bucket !== 'string' || typeof name !== 'string' || typeof generation !== 'string') return null;
  if (typeof metageneration !== 'number' || typeof contentType !== 'string') return null;
  if (typeof timeCreated !== 'string' || typeof updated !== 'string') return null;
  return {
    bucket,
    name,
    data,
    generation,
    metageneration,
    contentType,
    cacheControl: optionalString(json, 'cacheControl'),
    contentDisposition: optionalString(json, 'contentDisposition'),
    contentEncoding: optionalString(json, 'contentEncoding'),
    contentLanguage: optionalString(json, 'contentLanguage'),
    customMetadata: stringRecord(json.customMetadata),
    md5Hash: optionalString(json, 'md5Hash') ?? md5Base64(data),
    crc32c: optionalString(json, 'crc32c') ?? crc32cBase64(data),
    timeCreated,
    updated,
  };
}

/**
 * Objects by bucket and name, in memory; with a data directory every change is also written there
 * (one `<id>.bin` and one `<id>.json` per object) and read back by `open`.
 */
export class ObjectStore {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();
  private writes: Promise<void> = Promise.resolve();

  private constructor(private readonly dataDir: string | undefined) {}

  static async open(dataDir?: string): Promise<ObjectStore> {
    const store = new ObjectStore(dataDir);
    if (dataDir) {
      await mkdir(dataDir, { recursive: true });
      const files = (await readdir(dataDir)).filter((file) => file.endsWith('.json'));
      await Promise.all(
        files.map(async (file) => {
          const id = file.slice(0, -'.json'.length);
          try {
            const [json, data] = await Promise.all([readFile(join(dataDir, file), 'utf8'), readFile(join(dataDir, `${id}.bin`))]);
            const object = parsePersisted(JSON.parse(json), data);
            if (object) store.bucket(object.bucket).set(object.name, object);
          } catch {
            // A half-written pair from an interrupted write: the object was never acknowledged.
          }
        }),
      );
    }
    return store;
  }

  get(bucket: string, name: string): StoredObject | undefined {
    return this.buckets.get(bucket)?.get(name);
  }

  async put(object: StoredObject): Promise<void> {
    this.bucket(object.bucket).set(object.name, object);
    await this.persist(object.bucket, object.name);
  }

  async delete(bucket: string, name: string): Promise<boolean> {
    const existed = this.buckets.get(bucket)?.delete(name) ?? false;
    if (existed) await this.persist(bucket, name);
    return existed;
  }

  /** Lists names under a prefix; with a delimiter, deeper names collapse into prefixes. Pages continue after the token. */
  list(bucket: string, options: ListOptions): ListPage {
    const { prefix, delimiter, pageToken, maxResults } = options;
    const after = pageToken ? Buffer.from(pageToken, 'base64url').toString('utf8') : '';
    const entries = new Map<string, StoredObject | null>();
    for (const [name, object] of this.buckets.get(bucket) ?? []) {
      if (!name.startsWith(prefix)) continue;
      const cut = delimiter ? name.indexOf(delimiter, prefix.length) : -1;
      if (cut === -1) entries.set(name, object);
      else entries.set(name.slice(0, cut + (delimiter?.length ?? 0)), null);
    }
    const keys = [...entries.keys()].filter((key) => key > after).sort();
    const page = keys.slice(0, Math.max(1, maxResults));
    const result: ListPage = { items: [], prefixes: [] };
    for (const key of page) {
      const object = entries.get(key);
      if (object) result.items.push(object);
      else result.prefixes.push(key);
    }
    const last = page.at(-1);
    if (keys.length > page.length && last !== undefined) result.nextPageToken = Buffer.from(last, 'utf8').toString('base64url');
    return result;
  }

  /** Resolves once every write issued so far is on disk. */
  flush(): Promise<void> {
    return this.writes;
  }

  private bucket(name: string): Map<string, StoredObject> {
    let objects = this.buckets.get(name);
    if (!objects) {
      objects = new Map();
      this.buckets.set(name, objects);
    }
    return objects;
  }

  /** Writes the current state of one object (or its removal); writes run one after another so the last one wins. */
  private persist(bucket: string, name: string): Promise<void> {
    const dataDir = this.dataDir;
    if (!dataDir) return Promise.resolve();
    const id = createHash('sha256').update(`${bucket}\n${name}`).digest('hex');
    const base = join(dataDir, id);
    const write = async (): Promise<void> => {
      const object = this.get(bucket, name);
      if (!object) {
        await rm(`${base}.json`, { force: true });
        await rm(`${base}.bin`, { force: true });
        return;
      }
      const { data, ...metadata } = object;
      await writeFile(`${base}.bin.tmp`, data);
      await rename(`${base}.bin.tmp`, `${base}.bin`);
      await writeFile(`${base}.json.tmp`, JSON.stringify(metadata));
      await rename(`${base}.json.tmp`, `${base}.json`);
    };
    const result = this.writes.then(write);
    this.writes = result.catch(() => undefined);
    return result;
  }
}
