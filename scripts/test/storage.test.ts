import { createHash, randomBytes } from 'node:crypto';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App as AdminApp } from 'firebase-admin/app';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorAddress, stackProjectId, uniqueId } from './stack-address';

const MB = 1024 * 1024;
const bucket = () => `${stackProjectId()}.appspot.com`;
const owner = uniqueId('seller');
const other = uniqueId('student');
const apps: FirebaseApp[] = [];
let admin: AdminApp;
let asOwner: FirebaseStorage;
let asOther: FirebaseStorage;
let asVisitor: FirebaseStorage;

/** A web Storage client acting as `uid` with a verified campus e-mail (a mock ID token the emulator's rules see), or as a visitor. */
function storageAs(uid: string | undefined): FirebaseStorage {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: stackProjectId(), storageBucket: bucket() }, uniqueId('storage'));
  apps.push(app);
  const storage = getStorage(app);
  const { host, port } = emulatorAddress('FIREBASE_STORAGE_EMULATOR_HOST');
  connectStorageEmulator(storage, host, port, uid === undefined ? {} : { mockUserToken: { user_id: uid, sub: uid, email_verified: true } });
  return storage;
}

const adminBucket = () => getAdminStorage(admin).bucket(bucket());
const image = (size: number) => new Uint8Array(randomBytes(size));
// Digests, not toEqual: a deep comparison of megabytes element by element blocks the test for seconds.
const digest = (bytes: ArrayBuffer | Uint8Array) => createHash('sha256').update(new Uint8Array(bytes)).digest('hex');
const listingPhoto = (uid: string) => `listings/${uid}/${uniqueId('photo')}.jpg`;

beforeAll(() => {
  admin = initializeAdminApp({ projectId: stackProjectId() }, uniqueId('storage-admin'));
  asOwner = storageAs(owner);
  asOther = storageAs(other);
  asVisitor = storageAs(undefined);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  if (admin) {
    await adminBucket().deleteFiles({ prefix: `listings/${owner}/` });
    await deleteAdminApp(admin);
  }
});

describe('the web Storage SDK and firebase-admin against the stack storage', () => {
  it('a seller uploads a listing photo with progress and anyone downloads the same bytes', async () => {
    const bytes = image(3 * MB);
    const path = listingPhoto(owner);
    const task = uploadBytesResumable(ref(asOwner, path), bytes, { contentType: 'image/jpeg' });
    const progress: number[] = [];
    task.on('state_changed', (snapshot) => progress.push(snapshot.bytesTransferred));
    const done = await task;

    expect(done.state).toBe('success');
    expect(done.metadata.size).toBe(bytes.length);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(bytes.length);
    expect(digest(await getBytes(ref(asVisitor, path)))).toBe(digest(bytes));
    const response = await fetch(await getDownloadURL(ref(asVisitor, path)));
    expect(digest(await response.arrayBuffer())).toBe(digest(bytes));
  });

  it('firebase-admin uploads a product image that the web SDK and firebase-admin download', async () => {
    const bytes = image(256 * 1024);
    const path = `products/${uniqueId('product')}.png`;
    await adminBucket().file(path).save(Buffer.from(bytes), { contentType: 'image/png', resumable: false });

    const [downloaded] = await adminBucket().file(path).download();
    expect(digest(downloaded)).toBe(digest(bytes));
    expect(digest(await getBytes(ref(asVisitor, path)))).toBe(digest(bytes));
    await adminBucket().file(path).delete();
  });
});

describe('storage.rules', () => {
  const denied = { code: 'storage/unauthorized' };
  const upload = (storage: FirebaseStorage, path: string, size = 1024, contentType = 'image/png') =>
    uploadBytes(ref(storage, path), image(size), { contentType });

  it('a seller writes and deletes images in their own listings folder', async () => {
    const path = listingPhoto(owner);
    await expect(upload(asOwner, path)).resolves.toMatchObject({ metadata: { fullPath: path } });
    await expect(deleteObject(ref(asOwner, path))).resolves.toBeUndefined();
  });

  it("another student cannot write or delete in a seller's folder, and a visitor cannot write", async () => {
    const path = listingPhoto(owner);
    await upload(asOwner, path);
    await expect(upload(asOther, listingPhoto(owner))).rejects.toMatchObject(denied);
    await expect(deleteObject(ref(asOther, path))).rejects.toMatchObject(denied);
    await expect(upload(asVisitor, listingPhoto(owner))).rejects.toMatchObject(denied);
  });

  it('a listing photo must be an image', async () => {
    await expect(upload(asOwner, listingPhoto(owner), 1024, 'text/plain')).rejects.toMatchObject(denied);
    await expect(upload(asOwner, listingPhoto(owner), 1024, 'application/pdf')).rejects.toMatchObject(denied);
  });

  it('a listing photo may be 10 MB but not more', async () => {
    await expect(upload(asOwner, listingPhoto(owner), 10 * MB)).resolves.toBeDefined();
    await expect(upload(asOwner, listingPhoto(owner), 10 * MB + 1)).rejects.toMatchObject(denied);
  });

  it('visitors read product images, but no client writes them', async () => {
    const path = `products/${uniqueId('product')}.png`;
    await adminBucket().file(path).save(Buffer.from(image(512)), { contentType: 'image/png', resumable: false });
    await expect(getBytes(ref(asVisitor, path))).resolves.toBeInstanceOf(ArrayBuffer);
    await expect(upload(asOwner, `products/${uniqueId('product')}.png`)).rejects.toMatchObject(denied);
    await expect(deleteObject(ref(asOwner, path))).rejects.toMatchObject(denied);
    await adminBucket().file(path).delete();
  });

  it('every other path is closed, even to its uploader', async () => {
    const path = `misc/${uniqueId('file')}.png`;
    await adminBucket().file(path).save(Buffer.from(image(64)), { contentType: 'image/png', resumable: false });
    await expect(getBytes(ref(asOwner, path))).rejects.toMatchObject(denied);
    await expect(upload(asOwner, `misc/${uniqueId('file')}.png`)).rejects.toMatchObject(denied);
    await adminBucket().file(path).delete();
  });
});
