/**
 * The Storage rows of the security matrix, run against the stack's Storage emulator, whose bucket the
 * other tests and the demo data share: every account and folder here has a name of its own per run.
 */
import { randomUUID } from 'node:crypto';
import { deleteObject, getMetadata, list, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { ALL, NONE, READ, everyone, type MatrixRow } from './matrix';

type Row = MatrixRow<FirebaseStorage>;

const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;

/** The accounts of this run: alice sells a listing, bob's product is in the catalogue, erin is another student, carol an admin. */
export const STORAGE_ACCOUNTS = { alice: unique('alice'), bob: unique('bob'), erin: unique('erin'), carol: unique('carol') };

const { alice, bob } = STORAGE_ACCOUNTS;
const listingFolder = `listings/${alice}/sell-request-1`;
const productFolder = `products/${unique('product')}`;
const otherFolder = `misc/${unique('folder')}`;

/** The objects every Storage case starts from, written with firebase-admin; each case removes its folders afterwards. */
export const STORAGE_FOLDERS = [listingFolder, productFolder, otherFolder];
export const STORAGE_OBJECTS = STORAGE_FOLDERS.map((folder) => `${folder}/photo.png`);

const photo = new Uint8Array(256).fill(7);

/** The five operations on `folder`'s photo.png (and a new photo beside it), as the web SDK makes them. */
const requestsIn = (folder: string): Row['requests'] => ({
  get: (storage) => getMetadata(ref(storage, `${folder}/photo.png`)),
  list: (storage) => list(ref(storage, folder), { maxResults: 10 }),
  create: (storage) => uploadBytes(ref(storage, `${folder}/new.png`), photo, { contentType: 'image/png' }),
  update: (storage) => uploadBytes(ref(storage, `${folder}/photo.png`), photo, { contentType: 'image/png' }),
  delete: (storage) => deleteObject(ref(storage, `${folder}/photo.png`)),
});

// The disabled seller keeps what the owner has until their ID token expires: the project's Storage
// emulator cannot read disabledAccounts from storage.rules (README, Security).
const listingPhotos: Row = {
  path: 'listings/{uid}/**',
  owner: alice,
  seller: alice,
  allowed: { visitor: ['get'], owner: ALL, other: ['get'], seller: ALL, admin: ['get'], disabled: ALL },
  requests: requestsIn(listingFolder),
  footnotes: { disabled: '¹' },
};

const productImages: Row = {
  path: 'products/**',
  owner: bob,
  seller: bob,
  allowed: everyone(READ),
  requests: requestsIn(productFolder),
};

const elsewhere: Row = {
  path: 'any other path',
  owner: alice,
  seller: bob,
  allowed: everyone(NONE),
  requests: requestsIn(otherFolder),
};

export const STORAGE_ROWS: readonly Row[] = [listingPhotos, productImages, elsewhere];
