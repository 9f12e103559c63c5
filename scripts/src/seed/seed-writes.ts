import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Firestore } from 'firebase-admin/firestore';
import type { SeedServices } from './seed-firebase';
import type { SeedDocument, SeedImage } from './seed-documents';

type Bucket = SeedServices['bucket'];
type ObjectMetadata = ReturnType<Bucket['file']>['metadata'];

const READ_CHUNK = 100;
const WRITE_CHUNK = 400;
const UPLOAD_CONCURRENCY = 8;
const SVG_TYPE = 'image/svg+xml';

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

/** Writes the documents that are missing or differ; identical ones are left untouched. Returns how many were written. */
export async function syncDocuments(db: Firestore, documents: readonly SeedDocument[]): Promise<number> {
  const stale: SeedDocument[] = [];
  for (const group of chunks(documents, READ_CHUNK)) {
    const snapshots = await db.getAll(...group.map((document) => db.doc(document.path)));
    snapshots.forEach((snapshot, index) => {
      const wanted = group[index];
      if (wanted && !isDeepStrictEqual(snapshot.data(), wanted.data)) stale.push(wanted);
    });
  }
  for (const group of chunks(stale, WRITE_CHUNK)) {
    const batch = db.batch();
    for (const document of group) batch.set(db.doc(document.path), document.data);
    await batch.commit();
  }
  return stale.length;
}

/** Metadata of the stored objects under the images' top-level folders, read with one listing per folder. */
async function storedObjects(bucket: Bucket, images: readonly SeedImage[]): Promise<Map<string, ObjectMetadata>> {
  const folders = new Set(images.map((image) => `${image.path.split('/')[0] ?? ''}/`));
  const stored = new Map<string, ObjectMetadata>();
  for (const prefix of folders) {
    const [files] = await bucket.getFiles({ prefix });
    for (const file of files) stored.set(file.name, file.metadata);
  }
  return stored;
}

function isUnchanged(image: SeedImage, metadata: ObjectMetadata | undefined): boolean {
  const md5 = createHash('md5').update(image.svg, 'utf8').digest('base64');
  return (
    metadata?.md5Hash === md5 &&
    metadata.contentType === SVG_TYPE &&
    metadata.metadata?.firebaseStorageDownloadTokens === image.token
  );
}

/** Uploads the images that are missing or whose bytes or download token differ. Returns how many were uploaded. */
export async function syncImages(bucket: Bucket, images: readonly SeedImage[]): Promise<number> {
  const stored = await storedObjects(bucket, images);
  const stale = images.filter((image) => !isUnchanged(image, stored.get(image.path)));
  for (const group of chunks(stale, UPLOAD_CONCURRENCY)) {
    await Promise.all(
      group.map((image) =>
        bucket.file(image.path).save(Buffer.from(image.svg, 'utf8'), {
          resumable: false,
          contentType: SVG_TYPE,
          metadata: { contentType: SVG_TYPE, metadata: { firebaseStorageDownloadTokens: image.token } },
        }),
      ),
    );
  }
  return stale.length;
}
