import jsQR from 'jsqr';
import type { Locator } from 'playwright-core';
import { PNG } from 'pngjs';

/** What a phone's camera reads from the QR code the locator shows: the element's pixels, decoded. */
export async function readQrCode(code: Locator): Promise<string> {
  const image = PNG.sync.read(await code.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (decoded === null) throw new Error('No QR code could be read from the element.');
  return decoded.data;
}
