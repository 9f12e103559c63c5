import { IMAGE_MAX_BYTES, MAX_LISTING_IMAGES } from '@campus/common/limits';
import { TOO_MANY_IMAGES } from '@campus/common/messages';

const MAX_MEGABYTES = IMAGE_MAX_BYTES / (1024 * 1024);

export interface PhotoCheck {
  accepted: File[];
  /** Why each refused file was refused, e.g. 'notes.pdf is not an image'. */
  refused: string[];
}

/**
 * Sorts the files a seller picked or dropped before anything is uploaded: images of at most 10 MB, up to
 * MAX_LISTING_IMAGES photos in all (`alreadyChosen` counts those already on the form). Storage refuses the
 * others anyway; this says so at once, by name.
 */
export function checkPhotos(files: readonly File[], alreadyChosen: number): PhotoCheck {
  const accepted: File[] = [];
  const refused: string[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) refused.push(`${file.name} is not an image`);
    else if (file.size > IMAGE_MAX_BYTES) refused.push(`${file.name} is larger than ${MAX_MEGABYTES} MB`);
    else if (alreadyChosen + accepted.length >= MAX_LISTING_IMAGES) refused.push(`${file.name} was not added: ${TOO_MANY_IMAGES}`);
    else accepted.push(file);
  }
  return { accepted, refused };
}
