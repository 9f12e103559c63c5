import compressionLibrary from 'browser-image-compression/dist/browser-image-compression.js?url';
import { deleteObject, ref, uploadBytesResumable } from 'firebase/storage';
import { storage } from './storage';

/** Photos are scaled down in the browser to at most this many pixels on their long side before upload. */
export const MAX_PHOTO_SIDE_PX = 1600;

/**
 * The photo, scaled to MAX_PHOTO_SIDE_PX in a web worker. GIFs are kept as they are (a canvas would
 * keep only their first frame), and so is any image the browser cannot decode: it is still an image of
 * at most 10 MB, which Storage accepts.
 */
export async function compressPhoto(file: File): Promise<File> {
  if (file.type === 'image/gif') return file;
  try {
    // Loaded with the first photo, not with the page.
    const { default: imageCompression } = await import('browser-image-compression');
    // The worker loads the library from this app, not from the library's default CDN.
    const compressed = await imageCompression(file, { maxWidthOrHeight: MAX_PHOTO_SIDE_PX, libURL: new URL(compressionLibrary, window.location.href).href });
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
