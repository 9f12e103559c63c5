import { HttpError, isRecord } from './http';

/** Who sent a request: the owner (admin SDK, `owner` token) bypasses rules; a user is decoded from an ID token. */
export type Identity = { kind: 'owner' } | { kind: 'anonymous' } | { kind: 'user'; uid: string; claims: Record<string, unknown> };

function decodeJwtPayload(jwt: string): Record<string, unknown> | null {
  const parts = jwt.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return isRecord(json) ? json : null;
  } catch {
    return null;
  }
}

/**
 * Reads `Authorization: Firebase <idToken>` (web SDK) or `Bearer <idToken>`. Emulator ID tokens are
 * unsigned (alg none), so the payload is decoded without checking a signature or expiry.
 */
export function identify(authorization: string | undefined): Identity {
  if (!authorization) return { kind: 'anonymous' };
  const match = /^(?:Firebase|Bearer)\s+(\S+)$/i.exec(authorization.trim());
  const token = match?.[1];
  if (!token) throw new HttpError(401, 'Invalid Authorization header: expected "Firebase <idToken>" or "Bearer <idToken>".');
  if (token === 'owner') return { kind: 'owner' };
  const claims = decodeJwtPayload(token);
  const uid = claims?.['user_id'] ?? claims?.['sub'];
  if (!claims || typeof uid !== 'string' || !uid) throw new HttpError(401, 'Invalid authentication token: not a decodable Firebase ID token.');
  return { kind: 'user', uid, claims };
}
