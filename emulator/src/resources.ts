import { createHash } from 'node:crypto';
import { HttpError, isRecord } from './http';
import { DOWNLOAD_TOKENS_KEY, downloadTokens, type StoredObject, type WritableMetadata } from './object-store';
import { fromJson, mapOf, Timestamp, type RuleMap } from './rules/values';

const OPTIONAL_FIELDS = ['cacheControl', 'contentDisposition', 'contentEncoding', 'contentLanguage'] as const;

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

function etag(object: StoredObject): string {
  return createHash('md5').update(`${object.generation}/${object.metageneration}`).digest('base64');
}

function optionalFields(object: StoredObject): Partial<Record<(typeof OPTIONAL_FIELDS)[number], string>> {
  const fields: Partial<Record<(typeof OPTIONAL_FIELDS)[number], string>> = {};
  for (const key of OPTIONAL_FIELDS) {
    const value = object[key];
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

function customMetadataWithoutTokens(object: StoredObject): Record<string, string> {
  const { [DOWNLOAD_TOKENS_KEY]: _tokens, ...rest } = object.customMetadata;
  return rest;
}

/** The object as the Firebase Storage REST API (`/v0`) describes it. */
export function firebaseResource(object: StoredObject): Record<string, unknown> {
  const custom = customMetadataWithoutTokens(object);
  const basename = object.name.split('/').at(-1) ?? object.name;
  return {
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    timeCreated: object.timeCreated,
    updated: object.updated,
    storageClass: 'STANDARD',
    size: String(object.data.length),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: etag(object),
    contentEncoding: 'identity',
    contentDisposition: `inline; filename*=utf-8''${encodeURIComponent(basename)}`,
    ...optionalFields(object),
    ...(Object.keys(custom).length > 0 ? { metadata: custom } : {}),
    downloadTokens: downloadTokens(object).join(','),
  };
}

/** The object as the Cloud Storage JSON API describes it; download tokens appear as custom metadata there. */
export function gcsResource(object: StoredObject, origin: string): Record<string, unknown> {
  const encoded = encodeURIComponent(object.name);
  const bucket = encodeURIComponent(object.bucket);
  return {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${object.generation}`,
    selfLink: `${origin}/storage/v1/b/${bucket}/o/${encoded}`,
    mediaLink: `${origin}/download/storage/v1/b/${bucket}/o/${encoded}?generation=${object.generation}&alt=media`,
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    storageClass: 'STANDARD',
    size: String(object.data.length),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: etag(object),
    timeCreated: object.timeCreated,
    updated: object.updated,
    timeStorageClassUpdated: object.timeCreated,
    ...optionalFields(object),
    ...(Object.keys(object.customMetadata).length > 0 ? { metadata: object.customMetadata } : {}),
  };
}

/** `resource` / `request.resource` in rules. `size` may differ from the bytes held (a resumable upload not yet sent). */
export function objectRuleMap(object: StoredObject, size: number = object.data.length): RuleMap {
  return mapOf({
    name: object.name,
    bucket: object.bucket,
    generation: BigInt(object.generation),
    metageneration: BigInt(object.metageneration),
    size: BigInt(size),
    timeCreated: new Timestamp(Date.parse(object.timeCreated)),
    updated: new Timestamp(Date.parse(object.updated)),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: etag(object),
    contentType: object.contentType,
    ...optionalFields(object),
    metadata: fromJson(customMetadataWithoutTokens(object)),
  });
}

function metadataValue(key: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new HttpError(400, `Invalid metadata: custom metadata '${key}' must be a string.`);
}

function optionalString(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new HttpError(400, `Invalid metadata: '${key}' must be a string.`);
  return value;
}

/** Reads upload metadata JSON (either API's shape): content type, the optional fields and custom metadata. */
export function parseUploadMetadata(json: unknown, fallbackContentType: string | undefined): WritableMetadata & { name?: string } {
  if (!isRecord(json)) throw new HttpError(400, 'Invalid metadata: expected a JSON object.');
  const customMetadata: Record<string, string> = {};
  const custom = json['metadata'];
  if (isRecord(custom)) {
    for (const [key, value] of Object.entries(custom)) {
      if (value !== null && value !== undefined) customMetadata[key] = metadataValue(key, value);
    }
  } else if (custom !== undefined && custom !== null) {
    throw new HttpError(400, "Invalid metadata: 'metadata' must be an object.");
  }
  const result: WritableMetadata & { name?: string } = {
    contentType: optionalString(json, 'contentType') || fallbackContentType || DEFAULT_CONTENT_TYPE,
    customMetadata,
  };
  const name = optionalString(json, 'name');
  if (name) result.name = name;
  for (const key of OPTIONAL_FIELDS) {
    const value = optionalString(json, key);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

/**
 * Applies a metadata PATCH: present fields are set, `null` clears them; custom metadata merges key by key.
 * `keepTokens` protects the download tokens from a Firebase client that cannot see them.
 */
export function patchMetadata(object: StoredObject, patch: unknown, keepTokens: boolean): StoredObject {
  if (!isRecord(patch)) throw new HttpError(400, 'Invalid metadata: expected a JSON object.');
  const next: StoredObject = { ...object, customMetadata: { ...object.customMetadata } };
  if ('contentType' in patch) next.contentType = optionalString(patch, 'contentType') ?? DEFAULT_CONTENT_TYPE;
  for (const key of OPTIONAL_FIELDS) {
    if (!(key in patch)) continue;
    const value = optionalString(patch, key);
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  const custom = patch['metadata'];
  if (custom === null) {
    const tokens = object.customMetadata[DOWNLOAD_TOKENS_KEY];
    next.customMetadata = keepTokens && tokens ? { [DOWNLOAD_TOKENS_KEY]: tokens } : {};
  } else if (isRecord(custom)) {
    for (const [key, value] of Object.entries(custom)) {
      if (keepTokens && key === DOWNLOAD_TOKENS_KEY) continue;
      if (value === null || value === undefined) delete next.customMetadata[key];
      else next.customMetadata[key] = metadataValue(key, value);
    }
  } else if (custom !== undefined) {
    throw new HttpError(400, "Invalid metadata: 'metadata' must be an object.");
  }
  next.metageneration = object.metageneration + 1;
  next.updated = new Date().toISOString();
  return next;
}
