import { createHash } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function digest(key: string): Buffer {
  return createHash('sha256').update(`campus-seed:${key}`).digest();
}

/** A 20-character id that looks like a Firestore auto id but is the same on every run for the same key. */
export function seedId(kind: string, key: string): string {
  return [...digest(`${kind}:${key}`).subarray(0, 20)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** A name-based UUID (version 5 layout) for Storage download tokens. */
export function seedUuid(key: string): string {
  const bytes = digest(`token:${key}`).subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Lower-case words joined by dashes, for readable keys. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
