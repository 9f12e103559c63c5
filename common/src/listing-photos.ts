/**
 * Listing photos come in two sizes: the photo itself (at most 1600 px on its long side) for the product
 * page, and a card-sized copy beside it for the product grids, where a phone shows two cards a row.
 */

/** Photos are scaled down in the browser to at most this many pixels on their long side before upload. */
export const MAX_PHOTO_SIDE_PX = 1600;

/** The card copy's long side: two columns on a phone at 2x, or three on a desktop, with room to spare. */
export const CARD_PHOTO_SIDE_PX = 480;

/** Where the card copy of the listing photo at `path` is kept: a `card/` folder beside it. */
export function cardPhotoPath(path: string): string {
  const slash = path.lastIndexOf('/');
  return `${path.slice(0, slash + 1)}card/${path.slice(slash + 1)}`;
}
