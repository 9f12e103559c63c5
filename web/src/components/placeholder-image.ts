/** Shown wherever a product has no image (web/public/placeholder.svg). */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/** The product's own image, or the placeholder. */
export function imageOrPlaceholder(url: string | null | undefined): string {
  return url && url.trim() !== '' ? url : PLACEHOLDER_IMAGE;
}
