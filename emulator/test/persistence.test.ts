import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, deleteObject, getBytes, getDownloadURL, getMetadata, getStorage, listAll, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageEmulator } from '../src/server';
import { BUCKET, bytes, PROJECT_ID, sameBytes, startTestEmulator } from './helpers';

let dataDir: string;
let app: FirebaseApp;
let running: StorageEmulator | undefined;

/** Each emulator start gets a new port, so the client is rebuilt for it. */
function client(emulator: StorageEmulator, name: string): FirebaseStorage {
  app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, name);
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', emulator.port, { mockUserToken: { sub: 'alice' } });
  return storage;
}

async function restart(name: string): Promise<{ emulator: StorageEmulator; storage: FirebaseStorage }> {
  if (running) await running.close();
  if (app) await deleteApp(app);
  running = await startTestEmulator({ dataDir });
  return { emulator: running, storage: client(running, name) };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storage-emulator-data-'));
});

afterAll(async () => {
  await deleteApp(app);
  await running?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('dataDir persistence', () => {
  it('keeps objects, metadata and download tokens across a restart, and forgets deleted ones', async () => {
    const first = await restart('persist-1');
    const data = bytes(300 * 1024, 4);
    await uploadBytes(ref(first.storage, 'users/alice/keep.png'), data, { contentType: 'image/png', customMetadata: { kept: 'yes' } });
    await uploadBytes(ref(first.storage, 'users/alice/drop.png'), bytes(10), { contentType: 'image/png' });
    const before = await getMetadata(ref(first.storage, 'users/alice/keep.png'));
    const url = await getDownloadURL(ref(first.storage, 'users/alice/keep.png'));
    await deleteObject(ref(first.storage, 'users/alice/drop.png'));

    const second = await restart('persist-2');
    const after = await getMetadata(ref(second.storage, 'users/alice/keep.png'));
    expect(after).toMatchObject({
      generation: before.generation,
      md5Hash: before.md5Hash,
      size: data.length,
      contentType: 'image/png',
      timeCreated: before.timeCreated,
      customMetadata: { kept: 'yes' },
    });
    expect(sameBytes(await getBytes(ref(second.storage, 'users/alice/keep.png')), data)).toBe(true);
    const token = new URL(url).searchParams.get('token');
    expect(new URL(await getDownloadURL(ref(second.storage, 'users/alice/keep.png'))).searchParams.get('token')).toBe(token);
    const listed = await listAll(ref(second.storage, 'users/alice'));
    expect(listed.items.map((item) => item.name)).toEqual(['keep.png']);
  });

  it('starts empty without a dataDir', async () => {
    const memory = await startTestEmulator();
    const memoryApp = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, 'memory');
    try {
      const storage = getStorage(memoryApp);
      connectStorageEmulator(storage, '127.0.0.1', memory.port, { mockUserToken: { sub: 'alice' } });
      expect((await listAll(ref(storage, 'users/alice'))).items).toEqual([]);
    } finally {
      await deleteApp(memoryApp);
      await memory.close();
    }
  });
});
