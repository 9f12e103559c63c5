/**
 * Sessions of a chosen age, and callables called with a given token. The Auth emulator issues unsigned ID
 * tokens (alg 'none'), and firebase-admin on the emulator verifies one whatever its payload says, so a
 * token with an older auth_time is the same token with that claim changed. Its revocation check counts
 * tokens from the account's creation, though: `allowSessionsSince` moves that back first.
 */
import { isRecord } from '@campus/common/values';
import { AUTH_HOST, FUNCTIONS_URL, PROJECT_ID } from './env';

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

function decodePart(part: string): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  return isRecord(value) ? value : {};
}

/** `token` saying its user signed in `secondsAgo` seconds ago. */
export function signedInAgo(token: string, secondsAgo: number): string {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const changed = { ...decodePart(payload), auth_time: nowSeconds() - secondsAgo };
  return [header, Buffer.from(JSON.stringify(changed)).toString('base64url'), signature].join('.');
}

/** Lets ID tokens of `uid` signed in up to `seconds` ago pass the revocation check (the Auth emulator's accounts:update, validSince). */
export async function allowSessionsSince(uid: string, seconds: number): Promise<void> {
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, validSince: String(nowSeconds() - seconds) }),
  });
  if (!response.ok) throw new Error(`accounts:update answered ${response.status}: ${await response.text()}`);
}

export type CallableAnswer = { ok: true; result: unknown } | { ok: false; status: string; message: string };

/** Calls the callable `name` as the callable protocol does, with `token` as the caller's ID token. */
export async function callWithToken(name: string, token: string, data: unknown = {}): Promise<CallableAnswer> {
  const response = await fetch(`${FUNCTIONS_URL}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  const body: unknown = await response.json();
  if (!isRecord(body)) throw new Error(`${name} answered ${response.status} without a JSON object`);
  if (response.ok) return { ok: true, result: body.result };
  const error = isRecord(body.error) ? body.error : {};
  return { ok: false, status: String(error.status), message: String(error.message) };
}
