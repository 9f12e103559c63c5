/** Shown wherever a product has no image (web/public/placeholder.svg). */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/** The product's own image, or the placeholder. */
export function imageOrPlaceholder(url: string | null | undefined): string {
  return url && url.trim() !== '' ? url : PLACEHOLDER_IMAGE;
}

/** An <img> onError: a picture that fails to load is replaced by the placeholder (once, so a missing placeholder cannot loop). */
export function fallBackToPlaceholder(event: { currentTarget: HTMLImageElement }): void {
  const image = event.currentTarget;
  if (image.src.endsWith(PLACEHOLDER_IMAGE)) return;
  // A srcset would win over the new src.
  image.removeAttribute('srcset');
  image.src = PLACEHOLDER_IMAGE;
}
