import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { deleteApp as deleteWebApp, initializeApp as initializeWebApp } from 'firebase/app';
import { connectStorageEmulator, getDownloadURL, getStorage as getWebStorage, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageEmulator } from '../src/server';
import { BUCKET, bytes, PROJECT_ID, sameBytes, startTestEmulator } from './helpers';

let emulator: StorageEmulator;
let app: App;
let tempDir: string;

function bucket() {
  return getStorage(app).bucket();
}

beforeAll(async () => {
  emulator = await startTestEmulator();
  // firebase-admin finds the emulator the way functions and scripts do: FIREBASE_STORAGE_EMULATOR_HOST.
  delete process.env['STORAGE_EMULATOR_HOST'];
  process.env['FIREBASE_STORAGE_EMULATOR_HOST'] = `127.0.0.1:${emulator.port}`;
  app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, 'admin-test');
  tempDir = await mkdtemp(join(tmpdir(), 'storage-emulator-admin-'));
});

afterAll(async () => {
  await deleteApp(app);
  await emulator.close();
  await rm(tempDir, { recursive: true, force: true });
});

describe('firebase-admin storage against the emulator', () => {
  it('saves with a simple (multipart) upload and reports md5Hash and crc32c as Cloud Storage does', async () => {
    const file = bucket().file('admin/check.txt');
    await file.save('123456789', { resumable: false, contentType: 'text/plain', metadata: { metadata: { origin: 'admin' } } });
    const [metadata] = await file.getMetadata();
    expect(metadata.name).toBe('admin/check.txt');
    expect(metadata.bucket).toBe(BUCKET);
    expect(metadata.contentType).toBe('text/plain');
    expect(Number(metadata.size)).toBe(9);
    expect(metadata.md5Hash).toBe(createHash('md5').update('123456789').digest('base64'));
    // CRC32C("123456789") is 0xE3069283, the standard check value.
    expect(metadata.crc32c).toBe(Buffer.from([0xe3, 0x06, 0x92, 0x83]).toString('base64'));
    expect(metadata.metadata).toEqual({ origin: 'admin' });
  });

  it('saves with a resumable upload and downloads the same bytes, validated by the client', async () => {
    const data = Buffer.from(bytes(3 * 1024 * 1024 + 17, 5));
    const file = bucket().file('admin/resumable.bin');
    await file.save(data, { resumable: true, contentType: 'application/octet-stream' });
    const [downloaded] = await file.download({ validation: 'crc32c' });
    expect(sameBytes(downloaded, data)).toBe(true);
    const [md5Checked] = await file.download({ validation: 'md5' });
    expect(md5Checked.length).toBe(data.length);
  });

  it('saves a resumable upload sent in 256 KiB chunks (308 Resume Incomplete between them)', async () => {
    const data = Buffer.from(bytes(700 * 1024, 6));
    const file = bucket().file('admin/chunked.bin');
    await file.save(data, { resumable: true, chunkSize: 256 * 1024 });
    const [downloaded] = await file.download();
    expect(sameBytes(downloaded, data)).toBe(true);
  });

  it('uploads a local file with bucket.upload', async () => {
    const path = join(tempDir, 'photo.png');
    await writeFile(path, bytes(4096, 9));
    await bucket().upload(path, { destination: 'admin/uploaded/photo.png', contentType: 'image/png' });
    const [metadata] = await bucket().file('admin/uploaded/photo.png').getMetadata();
    expect(Number(metadata.size)).toBe(4096);
    expect(metadata.contentType).toBe('image/png');
  });

  it('answers exists before and after delete, and a 404 for a missing object', async () => {
    const file = bucket().file('admin/temp.txt');
    await file.save('temporary', { resumable: false });
    expect((await file.exists())[0]).toBe(true);
    await file.delete();
    expect((await file.exists())[0]).toBe(false);
    await expect(file.getMetadata()).rejects.toMatchObject({ code: 404 });
    await expect(file.download()).rejects.toMatchObject({ code: 404 });
  });

  it('lists files by prefix, with a delimiter collapsing folders', async () => {
    for (const name of ['x/1.txt', 'x/2.txt', 'x/deep/3.txt', 'y/4.txt']) {
      await bucket().file(`listing/${name}`).save(name, { resumable: false });
    }
    const [all] = await bucket().getFiles({ prefix: 'listing/x/' });
    expect(all.map((file) => file.name)).toEqual(['listing/x/1.txt', 'listing/x/2.txt', 'listing/x/deep/3.txt']);

    const [top, , response] = await bucket().getFiles({ prefix: 'listing/', delimiter: '/', autoPaginate: false });
    expect(top).toEqual([]);
    expect(response).toMatchObject({ prefixes: ['listing/x/', 'listing/y/'] });

    const [firstPage, nextQuery] = await bucket().getFiles({ prefix: 'listing/', maxResults: 2, autoPaginate: false });
    expect(firstPage.map((file) => file.name)).toEqual(['listing/x/1.txt', 'listing/x/2.txt']);
    expect(nextQuery).toMatchObject({ pageToken: expect.any(String) });
  });

  it('shares objects with web clients: a download token is created for admin uploads, and web uploads carry one', async () => {
    await bucket().file('users/alice/from-admin.png').save(Buffer.from(bytes(100)), { resumable: false, contentType: 'image/png' });
    const webApp = initializeWebApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, 'web-for-admin-test');
    try {
      const storage = getWebStorage(webApp);
      connectStorageEmulator(storage, '127.0.0.1', emulator.port, { mockUserToken: { sub: 'alice' } });
      const url = await getDownloadURL(ref(storage, 'users/alice/from-admin.png'));
      const response = await fetch(url);
      expect(sameBytes(await response.arrayBuffer(), bytes(100))).toBe(true);

      await uploadBytes(ref(storage, 'users/alice/from-web.png'), bytes(10), { contentType: 'image/png' });
      const [metadata] = await bucket().file('users/alice/from-web.png').getMetadata();
      expect(metadata.metadata).toEqual({ firebaseStorageDownloadTokens: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    } finally {
      await deleteWebApp(webApp);
    }
  });
});
