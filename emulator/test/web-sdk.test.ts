import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageEmulator } from '../src/server';
import { BUCKET, bytes, PROJECT_ID, sameBytes, startTestEmulator } from './helpers';

let emulator: StorageEmulator;
const apps: FirebaseApp[] = [];

/** A web SDK client signed in as `uid` (an unsigned emulator ID token), or signed out. */
function storageAs(uid: string | null, claims: Record<string, unknown> = {}): FirebaseStorage {
  const app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET, apiKey: 'test-api-key' }, `web-${apps.length}`);
  apps.push(app);
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', emulator.port, uid ? { mockUserToken: { sub: uid, ...claims } } : {});
  return storage;
}

async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error && 'code' in error && typeof error.code === 'string') return error.code;
    throw error;
  }
  throw new Error('expected the call to fail');
}

let alice: FirebaseStorage;
let bob: FirebaseStorage;
let visitor: FirebaseStorage;

beforeAll(async () => {
  emulator = await startTestEmulator();
  alice = storageAs('alice');
  bob = storageAs('bob');
  visitor = storageAs(null);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await emulator.close();
});

describe('uploads through firebase/storage', () => {
  it('uploads a large image in resumable chunks, reporting progress up to the total', async () => {
    const data = bytes(600 * 1024);
    const task = uploadBytesResumable(ref(alice, 'users/alice/photos/big.png'), data, { contentType: 'image/png' });
    const progress: number[] = [];
    task.on('state_changed', (snapshot) => progress.push(snapshot.bytesTransferred));
    const snapshot = await task;

    expect(snapshot.totalBytes).toBe(data.length);
    expect(snapshot.metadata.size).toBe(data.length);
    expect(snapshot.metadata.fullPath).toBe('users/alice/photos/big.png');
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress.some((n) => n > 0 && n < data.length)).toBe(true);
    expect(progress.at(-1)).toBe(data.length);
    expect(sameBytes(await getBytes(ref(alice, 'users/alice/photos/big.png')), data)).toBe(true);
  });

  it('uploads with uploadBytes (multipart) and returns the metadata, custom metadata included', async () => {
    const result = await uploadBytes(ref(alice, 'users/alice/avatar.jpg'), bytes(1000), { contentType: 'image/jpeg', customMetadata: { caption: 'me' } });
    expect(result.metadata.contentType).toBe('image/jpeg');
    expect(result.metadata.size).toBe(1000);
    expect(result.metadata.customMetadata).toEqual({ caption: 'me' });
    expect(result.metadata.md5Hash).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('serves a getDownloadURL link to a plain fetch without credentials, and refuses a wrong token', async () => {
    const data = bytes(2048, 3);
    const fileRef = ref(alice, 'users/alice/photos/link.png');
    await uploadBytes(fileRef, data, { contentType: 'image/png' });
    const url = await getDownloadURL(fileRef);
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${emulator.port}/v0/b/${BUCKET}/o/users%2Falice%2Fphotos%2Flink\\.png\\?alt=media&token=`));

    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(sameBytes(await response.arrayBuffer(), data)).toBe(true);

    const forged = new URL(url);
    forged.searchParams.set('token', 'not-the-token');
    const refused = await fetch(forged);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: expect.objectContaining({ code: 403 }) });
  });

  it('answers a browser preflight and exposes the upload headers', async () => {
    const response = await fetch(`${emulator.url}/v0/b/${BUCKET}/o?name=x`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,x-goog-upload-protocol' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,x-goog-upload-protocol');
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Goog-Upload-URL');
  });
});

describe('metadata, listing and deletion through firebase/storage', () => {
  it('reads and updates metadata, merging and removing custom keys', async () => {
    const fileRef = ref(alice, 'users/alice/meta.png');
    await uploadBytes(fileRef, bytes(10), { contentType: 'image/png', customMetadata: { a: '1', b: '2' } });
    const before = await getMetadata(fileRef);
    expect(before).toMatchObject({ bucket: BUCKET, fullPath: 'users/alice/meta.png', name: 'meta.png', size: 10, contentType: 'image/png', metageneration: '1' });

    const after = await updateMetadata(fileRef, { cacheControl: 'public, max-age=60', customMetadata: { b: '3', c: '4' } });
    expect(after.customMetadata).toEqual({ a: '1', b: '3', c: '4' });
    expect(after.cacheControl).toBe('public, max-age=60');
    expect(after.metageneration).toBe('2');
    expect(after.generation).toBe(before.generation);
  });

  it('lists one level with prefixes, pages with maxResults, and lists everything with listAll', async () => {
    for (const name of ['a.png', 'b.png', 'c.png', 'sub/d.png', 'sub/deeper/e.png']) {
      await uploadBytes(ref(alice, `users/alice/list/${name}`), bytes(5), { contentType: 'image/png' });
    }
    const all = await listAll(ref(alice, 'users/alice/list'));
    expect(all.items.map((item) => item.fullPath)).toEqual(['users/alice/list/a.png', 'users/alice/list/b.png', 'users/alice/list/c.png']);
    expect(all.prefixes.map((prefix) => prefix.fullPath)).toEqual(['users/alice/list/sub']);

    const first = await list(ref(alice, 'users/alice/list'), { maxResults: 2 });
    expect(first.items.map((item) => item.name)).toEqual(['a.png', 'b.png']);
    expect(first.nextPageToken).toBeTruthy();
    const second = await list(ref(alice, 'users/alice/list'), { maxResults: 2, pageToken: first.nextPageToken });
    expect(second.items.map((item) => item.name)).toEqual(['c.png']);
    expect(second.prefixes.map((prefix) => prefix.name)).toEqual(['sub']);
    expect(second.nextPageToken).toBeUndefined();
  });

  it('deletes an object, after which reads answer storage/object-not-found', async () => {
    const fileRef = ref(alice, 'users/alice/gone.png');
    await uploadBytes(fileRef, bytes(10), { contentType: 'image/png' });
    await deleteObject(fileRef);
    expect(await errorCode(getMetadata(fileRef))).toBe('storage/object-not-found');
    expect(await errorCode(getBytes(fileRef))).toBe('storage/object-not-found');
    expect(await errorCode(getDownloadURL(fileRef))).toBe('storage/object-not-found');
    expect(await errorCode(deleteObject(fileRef))).toBe('storage/object-not-found');
  });
});

describe('storage.rules on web SDK requests', () => {
  it("denies writing, reading and listing another user's folder", async () => {
    await uploadBytes(ref(alice, 'users/alice/private.png'), bytes(10), { contentType: 'image/png' });
    expect(await errorCode(uploadBytes(ref(bob, 'users/alice/intruder.png'), bytes(10), { contentType: 'image/png' }))).toBe('storage/unauthorized');
    expect(await errorCode(getBytes(ref(bob, 'users/alice/private.png')))).toBe('storage/unauthorized');
    expect(await errorCode(getMetadata(ref(bob, 'users/alice/private.png')))).toBe('storage/unauthorized');
    expect(await errorCode(list(ref(bob, 'users/alice')))).toBe('storage/unauthorized');
    expect(await errorCode(deleteObject(ref(bob, 'users/alice/private.png')))).toBe('storage/unauthorized');
  });

  it('denies a signed-out visitor', async () => {
    expect(await errorCode(uploadBytes(ref(visitor, 'users/alice/anon.png'), bytes(10), { contentType: 'image/png' }))).toBe('storage/unauthorized');
    expect(await errorCode(getBytes(ref(visitor, 'users/alice/private.png')))).toBe('storage/unauthorized');
  });

  it('denies files over the size limit, both multipart and resumable', async () => {
    const big = bytes(1024 * 1024 + 1);
    expect(await errorCode(uploadBytes(ref(alice, 'users/alice/huge.png'), big, { contentType: 'image/png' }))).toBe('storage/unauthorized');
    expect(await errorCode(Promise.resolve(uploadBytesResumable(ref(alice, 'users/alice/huge2.png'), big, { contentType: 'image/png' })))).toBe('storage/unauthorized');
    expect(await errorCode(getMetadata(ref(alice, 'users/alice/huge.png')))).toBe('storage/object-not-found');
  });

  it('denies content types other than image/*', async () => {
    expect(await errorCode(uploadBytes(ref(alice, 'users/alice/notes.txt'), bytes(10), { contentType: 'text/plain' }))).toBe('storage/unauthorized');
    await expect(uploadBytes(ref(alice, 'users/alice/ok.webp'), bytes(10), { contentType: 'image/webp' })).resolves.toBeDefined();
  });

  it('allows public reads to everyone and public writes only to an admin claim', async () => {
    const admin = storageAs('root', { admin: true });
    await uploadBytes(ref(admin, 'public/banner.txt'), new TextEncoder().encode('hi'), { contentType: 'text/plain' });
    expect(new TextDecoder().decode(await getBytes(ref(visitor, 'public/banner.txt')))).toBe('hi');
    expect(await errorCode(uploadBytes(ref(alice, 'public/banner.txt'), bytes(2), { contentType: 'text/plain' }))).toBe('storage/unauthorized');
  });

  it("reads the token's email_verified claim: a verified user writes, an unverified one or a token without the claim is refused", async () => {
    const upload = (storage: FirebaseStorage) => uploadBytes(ref(storage, 'verified/note.txt'), bytes(2), { contentType: 'text/plain' });
    await expect(upload(storageAs('vera', { email: 'vera@campus.ac.in', email_verified: true }))).resolves.toBeDefined();
    expect(await errorCode(upload(storageAs('uma', { email: 'uma@campus.ac.in', email_verified: false })))).toBe('storage/unauthorized');
    expect(await errorCode(upload(alice))).toBe('storage/unauthorized');
  });

  it('answers a missing object with storage/object-not-found when the rules allow the read', async () => {
    expect(await errorCode(getMetadata(ref(alice, 'users/alice/never-uploaded.png')))).toBe('storage/object-not-found');
  });
});
