/** Photos in Cloud Storage: listing uploads by the /api multipart route, and checks of what clients uploaded. */
import { randomUUID } from 'node:crypto';
import { cardPhotoPath } from '@campus/common/listing-photos';
import { IMAGE_NOT_FOUND, IMAGES_NOT_PATHS, IMAGES_OUTSIDE_OWN_FOLDER } from '@campus/common/messages';
import type { StoredImage } from '@campus/common/model';
import { asRecord } from '@campus/common/values';
import { bucket } from '../firebase';
import { AppError } from '../errors';

const TOKEN_KEY = 'firebaseStorageDownloadTokens';

/** Every listing photo lives under listings/{uid}/..., the only place storage.rules let its owner write. */
export const listingImagePrefix = (uid: string): string => `listings/${uid}/`;

function downloadBase(): string {
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  return emulator ? `http://${emulator}` : 'https://firebasestorage.googleapis.com';
}

/** The same URL getDownloadURL() on the web gives: token-protected, readable without signing in. */
export function downloadUrl(path: string, token: string): string {
  return `${downloadBase()}/v0/b/${bucket.name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

const isNotFound = (error: unknown): boolean => asRecord(error).code === 404;

/** Cloud Storage's object names: at most 1,024 bytes of well-formed UTF-8 without control characters; it fails on others. */
const isObjectName = (path: string): boolean => Buffer.byteLength(path) <= 1024 && !/[\p{Cs}\p{Cc}]/u.test(path);

/**
 * The download URL of the object at `path`, giving it a download token when the upload set none, or null
 * when there is no such object.
 */
async function downloadUrlOf(path: string): Promise<string | null> {
  const file = bucket.file(path);
  let metadata;
  try {
    [metadata] = await file.getMetadata();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  const existing = metadata.metadata?.[TOKEN_KEY];
  const token = typeof existing === 'string' && existing !== '' ? (existing.split(',')[0] ?? existing) : randomUUID();
  if (existing !== token) await file.setMetadata({ metadata: { [TOKEN_KEY]: token } });
  return downloadUrl(path, token);
}

/**
 * The stored image for an object a client uploaded under `folder` (ending in '/'): refuses paths elsewhere
 * (with `outsideMessage`) and missing objects, and gives the object a download token when the upload set none.
 */
export async function uploadedImage(folder: string, path: string, outsideMessage: string): Promise<StoredImage> {
  const segments = path.split('/');
  if (!path.startsWith(folder) || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new AppError('permission-denied', outsideMessage);
  }
  if (!isObjectName(path)) throw new AppError('invalid-argument', IMAGES_NOT_PATHS);
  const imageUrl = await downloadUrlOf(path);
  if (imageUrl === null) throw new AppError('invalid-argument', IMAGE_NOT_FOUND);
  return { path, imageUrl };
}

/** A listing photo the seller uploaded, with its card-sized copy when their browser put one beside it. */
export async function uploadedListingImage(uid: string, path: string): Promise<StoredImage> {
  const image = await uploadedImage(listingImagePrefix(uid), path, IMAGES_OUTSIDE_OWN_FOLDER);
  const cardUrl = await downloadUrlOf(cardPhotoPath(path));
  return cardUrl === null ? image : { ...image, cardUrl };
}

export interface UploadedFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** Uploads photos received by /api to listings/{uid}/{listingId}/ with a download token. */
export async function uploadListingImages(uid: string, listingId: string, files: readonly UploadedFile[]): Promise<StoredImage[]> {
  return Promise.all(
    files.map(async (upload, index) => {
      const safeName = upload.fileName.replace(/[^\w.-]+/g, '_').slice(-80) || 'image';
      const path = `${listingImagePrefix(uid)}${listingId}/${index}-${safeName}`;
      const token = randomUUID();
      await bucket.file(path).save(upload.data, {
        resumable: false,
        contentType: upload.contentType,
        metadata: { metadata: { [TOKEN_KEY]: token } },
      });
      return { path, imageUrl: downloadUrl(path, token) };
    }),
  );
}

/** Removes uploaded photos of a listing that could not be stored; failures here only leave orphans. */
export async function deleteImages(images: readonly StoredImage[]): Promise<void> {
  await Promise.allSettled(images.map((image) => bucket.file(image.path).delete()));
}
