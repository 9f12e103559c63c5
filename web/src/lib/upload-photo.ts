import compressionLibrary from 'browser-image-compression/dist/browser-image-compression.js?url';
import { deleteObject, ref, uploadBytesResumable } from 'firebase/storage';
import { CARD_PHOTO_SIDE_PX, cardPhotoPath, MAX_PHOTO_SIDE_PX } from '@campus/common/listing-photos';
import { storage } from './storage';

/**
 * The photo, scaled to `maxSide` (MAX_PHOTO_SIDE_PX unless told) in a web worker. GIFs are kept as they are
 * (a canvas would keep only their first frame), and so is any image the browser cannot decode: it is still
 * an image of at most 10 MB, which Storage accepts.
 */
export async function compressPhoto(file: File, maxSide = MAX_PHOTO_SIDE_PX): Promise<File> {
  if (file.type === 'image/gif') return file;
  try {
    // Loaded with the first photo, not with the page.
    const { default: imageCompression } = await import('browser-image-compression');
    // The worker loads the library from this app, not from the library's default CDN.
    const compressed = await imageCompression(file, { maxWidthOrHeight: maxSide, libURL: new URL(compressionLibrary, window.location.href).href });
    // The library gives a Blob with a name; a File keeps its name through IndexedDB (the visitor's draft).
    return new File([compressed], file.name, { type: compressed.type || file.type, lastModified: file.lastModified });
  } catch (error) {
    console.warn(`Could not compress ${file.name}; uploading it as it is`, error);
    return file;
  }
}

export interface PhotoUploadHandle {
  done: Promise<void>;
  cancel: () => void;
}

/** Uploads a photo to `path` (listings/{uid}/... or a chat's folder), reporting progress as a fraction; `cancel` stops it. */
export function uploadPhoto(file: File, path: string, onProgress: (fraction: number) => void): PhotoUploadHandle {
  const task = uploadBytesResumable(ref(storage, path), file, { contentType: file.type });
  const done = new Promise<void>((resolve, reject) => {
    task.on('state_changed', (snapshot) => onProgress(snapshot.totalBytes === 0 ? 0 : snapshot.bytesTransferred / snapshot.totalBytes), reject, resolve);
  });
  return { done, cancel: () => void task.cancel() };
}

export async function deletePhoto(path: string): Promise<void> {
  await deleteObject(ref(storage, path));
}

/** The share of a listing photo's progress bar that is the photo itself; its card copy is the rest. */
const PHOTO_SHARE = 0.9;

/**
 * Uploads a listing photo (already compressed) to `path`, then its card-sized copy beside it
 * (cardPhotoPath), which the product grids show. The card copy is an optimisation: if it cannot be made or
 * stored, the grids show the photo itself, so its failure is logged and the photo still counts as uploaded.
 */
export function uploadListingPhoto(file: File, path: string, onProgress: (fraction: number) => void): PhotoUploadHandle {
  let cancelled = false;
  let cancelCard: () => void = () => undefined;
  const photo = uploadPhoto(file, path, (fraction) => onProgress(fraction * PHOTO_SHARE));
  const done = photo.done.then(async () => {
    try {
      const card = await compressPhoto(file, CARD_PHOTO_SIDE_PX);
      if (cancelled) return;
      const upload = uploadPhoto(card, cardPhotoPath(path), (fraction) => onProgress(PHOTO_SHARE + fraction * (1 - PHOTO_SHARE)));
      cancelCard = upload.cancel;
      await upload.done;
    } catch (error) {
      if (!cancelled) console.warn(`Could not store the card copy of ${file.name}; the grids show the photo itself`, error);
    }
  });
  return {
    done,
    cancel: () => {
      cancelled = true;
      photo.cancel();
      cancelCard();
    },
  };
}

/** Deletes a listing photo and its card copy (which may never have been stored). */
export async function deleteListingPhoto(path: string): Promise<void> {
  await Promise.all([deletePhoto(path), deletePhoto(cardPhotoPath(path)).catch(() => undefined)]);
}
