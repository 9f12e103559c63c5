import { documentsUrl, emulatorRequest } from './emulator-user';

/** A plain value in the Firestore REST API's typed encoding. */
function encode(value: unknown): unknown {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  if (typeof value === 'object') return { mapValue: { fields: encodeFields(value) } };
  throw new Error(`Cannot encode ${typeof value}`);
}

const encodeFields = (data: object) => Object.fromEntries(Object.entries(data).map(([key, field]) => [key, encode(field)]));

const nameOf = (path: string) => `${documentsUrl.slice(documentsUrl.indexOf('projects/'))}/${path}`;

/** Writes documents as the functions would (the emulator's owner access: rules do not apply), in one commit. */
export async function writeDocuments(documents: Readonly<Record<string, object>>): Promise<void> {
  const writes = Object.entries(documents).map(([path, data]) => ({ update: { name: nameOf(path), fields: encodeFields(data) } }));
  await emulatorRequest(`${documentsUrl}:commit`, { method: 'POST', body: JSON.stringify({ writes }) });
}

/** Deletes documents, in one commit (owner access). */
export async function deleteDocuments(paths: readonly string[]): Promise<void> {
  const writes = paths.map((path) => ({ delete: nameOf(path) }));
  await emulatorRequest(`${documentsUrl}:commit`, { method: 'POST', body: JSON.stringify({ writes }) });
}
