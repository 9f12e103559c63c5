import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageEmulator } from '../src/server';
import { BUCKET, PROJECT_ID, startTestEmulator } from './helpers';

// Malformed requests no SDK sends: raw HTTP is the only way to produce them.
let emulator: StorageEmulator;

beforeAll(async () => {
  emulator = await startTestEmulator();
});

afterAll(async () => {
  await emulator.close();
});

async function post(path: string, headers: Record<string, string>, body: string): Promise<{ status: number; message: string }> {
  const response = await fetch(`${emulator.url}${path}`, { method: 'POST', headers: { Authorization: 'Firebase owner', ...headers }, body });
  const json: unknown = await response.json();
  const message = typeof json === 'object' && json !== null && 'error' in json && typeof json.error === 'object' && json.error !== null && 'message' in json.error ? String(json.error.message) : '';
  return { status: response.status, message };
}

describe('malformed requests answer 4xx with a clear message and never stop the server', () => {
  it('rejects a multipart upload without a boundary, with one part, or with non-JSON metadata', async () => {
    const upload = `/v0/b/${BUCKET}/o?name=users%2Fa%2Fx.png`;
    expect(await post(upload, { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'multipart/related' }, 'x')).toEqual({
      status: 400,
      message: 'Bad multipart upload: the Content-Type header has no boundary.',
    });
    const onePart = '--b\r\nContent-Type: application/json\r\n\r\n{}\r\n--b--';
    expect(await post(upload, { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'multipart/related; boundary=b' }, onePart)).toEqual({
      status: 400,
      message: 'Bad multipart upload: expected 2 parts (metadata and media), found 1.',
    });
    const badJson = '--b\r\nContent-Type: application/json\r\n\r\n{oops\r\n--b\r\nContent-Type: image/png\r\n\r\nxyz\r\n--b--';
    expect((await post(upload, { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'multipart/related; boundary=b' }, badJson)).status).toBe(400);
  });

  it('rejects uploads without an object name on both APIs', async () => {
    const body = '--b\r\nContent-Type: application/json\r\n\r\n{}\r\n--b\r\nContent-Type: image/png\r\n\r\nxyz\r\n--b--';
    const expected = { status: 400, message: 'Missing object name: pass ?name= or a "name" in the upload metadata.' };
    expect(await post(`/v0/b/${BUCKET}/o`, { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'multipart/related; boundary=b' }, body)).toEqual(expected);
    expect(await post(`/upload/storage/v1/b/${BUCKET}/o?uploadType=multipart`, { 'Content-Type': 'multipart/related; boundary=b' }, body)).toEqual(expected);
  });

  it('rejects a resumable start with bad JSON, an unknown session and bad percent-encoding', async () => {
    expect(await post(`/v0/b/${BUCKET}/o?name=a`, { 'X-Goog-Upload-Protocol': 'resumable', 'X-Goog-Upload-Command': 'start' }, '{nope')).toEqual({
      status: 400,
      message: 'Malformed JSON in request body.',
    });
    expect((await post(`/v0/b/${BUCKET}/o?upload_id=missing`, { 'X-Goog-Upload-Command': 'upload, finalize', 'X-Goog-Upload-Offset': '0' }, 'x')).status).toBe(404);
    expect((await fetch(`${emulator.url}/v0/b/${BUCKET}/o/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${emulator.url}/nothing/here`)).status).toBe(404);
  });

  it('answers a Cloud Storage chunk with 308 and the received Range until the last chunk', async () => {
    const start = await fetch(`${emulator.url}/upload/storage/v1/b/${BUCKET}/o?uploadType=resumable&name=chunks.bin`, { method: 'POST', body: '{}' });
    const location = start.headers.get('location') ?? '';
    expect(location).toContain('upload_id=');
    const first = await fetch(location, { method: 'PUT', headers: { 'Content-Range': 'bytes 0-3/*' }, body: 'abcd' });
    expect(first.status).toBe(308);
    expect(first.headers.get('range')).toBe('bytes=0-3');
    const last = await fetch(location, { method: 'PUT', headers: { 'Content-Range': 'bytes 4-5/6' }, body: 'ef' });
    expect(last.status).toBe(200);
    expect(await last.json()).toMatchObject({ name: 'chunks.bin', size: '6' });
  });

  it('maps an undecodable ID token to storage/unauthenticated', async () => {
    const app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, 'garbage-token');
    try {
      const storage = getStorage(app);
      connectStorageEmulator(storage, '127.0.0.1', emulator.port, { mockUserToken: 'not-a-jwt' });
      await expect(uploadBytes(ref(storage, 'users/a/x.png'), new Uint8Array([1]))).rejects.toMatchObject({ code: 'storage/unauthenticated' });
    } finally {
      await deleteApp(app);
    }
  });

  it('is still serving after all of the above', async () => {
    expect((await fetch(`${emulator.url}/`)).status).toBe(200);
  });
});
