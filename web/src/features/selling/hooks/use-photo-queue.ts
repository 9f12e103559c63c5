import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSession } from '../../../lib/session';
import { compressPhoto, deleteListingPhoto, uploadListingPhoto } from '../../../lib/upload-photo';
import { PhotoQueue, type PhotoServices, type SellPhoto } from '../photo-queue';

const browserServices: PhotoServices = {
  prepare: (file) => compressPhoto(file),
  upload: uploadListingPhoto,
  remove: deleteListingPhoto,
  createUrl: (file) => URL.createObjectURL(file),
  revokeUrl: (url) => URL.revokeObjectURL(url),
};

/**
 * The sell form's photo queue for this page visit (its own Storage folder), starting with `initialFiles`
 * (a restored draft's, already compressed). The signed-in user's photos upload as soon as they are added.
 */
export function usePhotoQueue(initialFiles: readonly File[] = [], services: PhotoServices = browserServices): { queue: PhotoQueue; photos: readonly SellPhoto[] } {
  const [queue] = useState(() => {
    const created = new PhotoQueue(services, crypto.randomUUID());
    created.add(initialFiles, { prepared: true });
    return created;
  });
  const photos = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const uid = useSession().user?.uid ?? null;
  useEffect(() => {
    queue.attach();
    return () => queue.detach();
  }, [queue]);
  useEffect(() => queue.setOwner(uid), [queue, uid]);
  return { queue, photos };
}
