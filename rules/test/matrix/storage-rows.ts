/**
 * The Storage rows of the security matrix, run against the stack's Storage emulator, whose bucket the
 * other tests and the demo data share: every account and folder here has a name of its own per run.
 */
import { randomUUID } from 'node:crypto';
import { deleteObject, getMetadata, list, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { ALL, NONE, READ, everyone, type MatrixIdentity, type MatrixRow } from './matrix';

type Row = MatrixRow<FirebaseStorage>;

const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;

/** The accounts of this run: alice sells a listing, bob's product is in the catalogue, erin is another student, carol an admin. */
export const STORAGE_ACCOUNTS = { alice: unique('alice'), bob: unique('bob'), erin: unique('erin'), carol: unique('carol') };

const { alice, bob, erin, carol } = STORAGE_ACCOUNTS;
const listingFolder = `listings/${alice}/sell-request-1`;
const productFolder = `products/${unique('product')}`;
const otherFolder = `misc/${unique('folder')}`;
/** alice asks bob about an item: each sends photos from their own folder in it. */
const chatFolder = `chats/${alice}/${bob}/${unique('product')}`;
const senderFolder = (uid: string) => `${chatFolder}/${uid}`;

/** The objects every Storage case starts from, written with firebase-admin; each case removes its folders afterwards. */
export const STORAGE_FOLDERS = [listingFolder, productFolder, otherFolder, chatFolder];
export const STORAGE_OBJECTS = [listingFolder, productFolder, otherFolder, senderFolder(alice)].map((folder) => `${folder}/photo.png`);

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
// emulator cannot read disabledAccounts from storage.rules (README, Security). The unverified seller
// uploads nothing, since uploading sells, but still lists and deletes their own photos.
const listingPhotos: Row = {
  path: 'listings/{uid}/**',
  owner: alice,
  seller: alice,
  allowed: { visitor: ['get'], owner: ALL, other: ['get'], seller: ALL, admin: ['get'], disabled: ALL, unverified: ['get', 'list', 'delete'] },
  requests: requestsIn(listingFolder),
  footnotes: { disabled: '²', unverified: '⁴' },
};

const uploadTo = (storage: FirebaseStorage, path: string, contentType = 'image/png') => uploadBytes(ref(storage, path), photo, { contentType });

/** The sender folder each identity uploads a chat photo to: their own; a visitor tries the owner's. */
const SENDERS: Record<MatrixIdentity, string> = { visitor: alice, owner: alice, other: erin, seller: bob, admin: carol, disabled: alice, unverified: alice };

// The disabled buyer keeps reading and sending photos until their ID token expires (as for listings), but
// sendMessage refuses them, so no message shows a new photo. The unverified buyer reads them but sends none.
const chatPhotos: Row = {
  path: 'chats/{buyerId}/{sellerId}/{productId}/{senderId}/{file}',
  owner: alice,
  seller: bob,
  allowed: { ...everyone(NONE), owner: ['get', 'create'], seller: ['get', 'create'], disabled: ['get', 'create'], unverified: ['get'] },
  requests: {
    ...requestsIn(senderFolder(alice)),
    create: (storage, identity) => uploadTo(storage, `${senderFolder(SENDERS[identity])}/new.png`),
  },
  footnotes: { disabled: '³', unverified: '⁴' },
};

/** A participant's uploads that the chat folders refuse, beyond the matrix's own-folder ones; their e-mails are verified unless said. */
export const CHAT_UPLOAD_CASES: readonly { name: string; uid: string; emailVerified?: boolean; upload: (storage: FirebaseStorage) => Promise<unknown> }[] = [
  { name: "the seller of the item cannot create a photo in the buyer's sender folder", uid: bob, upload: (storage) => uploadTo(storage, `${senderFolder(alice)}/new.png`) },
  { name: "the owner cannot create a photo in the seller's sender folder", uid: alice, upload: (storage) => uploadTo(storage, `${senderFolder(bob)}/new.png`) },
  {
    name: 'the owner cannot create a file that is not an image in their sender folder',
    uid: alice,
    upload: (storage) => uploadTo(storage, `${senderFolder(alice)}/notes.pdf`, 'application/pdf'),
  },
  {
    name: 'the seller of the item with an unverified e-mail cannot create a photo in their sender folder',
    uid: bob,
    emailVerified: false,
    upload: (storage) => uploadTo(storage, `${senderFolder(bob)}/new.png`),
  },
];

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

export const STORAGE_ROWS: readonly Row[] = [listingPhotos, chatPhotos, productImages, elsewhere];
