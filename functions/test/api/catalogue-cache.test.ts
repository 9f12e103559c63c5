/**
 * The /api app's per-instance catalogue cache, run in this process (createApp) against the emulators:
 * a repeated read within the TTL comes from memory, an expired one from Firestore, and an app made with
 * the cache off sees every change at once.
 */
import { afterAll, describe, expect, test, vi } from 'vitest';
import { createApp } from '../../src/api/app';
import { products } from '../../src/collections';
import { pick } from '../support/api-client';
import { createTestProduct } from '../support/products';

const servers: { close: () => void }[] = [];

/** An app with this catalogue cache TTL, listening on a free port; returns a GET of a product's price. */
async function priceReader(catalogueCacheTtlMs: number): Promise<(productId: string) => Promise<unknown>> {
  const server = createApp({ catalogueCacheTtlMs }).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The app is not listening on a TCP port');
  const { port } = address;
  return async (productId) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/products/id/${productId}`);
    expect(response.status).toBe(200);
    return pick(await response.json(), 'price');
  };
}

afterAll(() => {
  for (const server of servers) server.close();
});

describe('the catalogue cache of an instance', () => {
  test('a repeated read within the TTL is answered from memory', async () => {
    const readPrice = await priceReader(60_000);
    const { productId } = await createTestProduct({ price: 1500 });
    expect(await readPrice(productId)).toBe(1500);
    await products.doc(productId).update({ price: 1600 });
    expect(await readPrice(productId)).toBe(1500);
  });

  test('once the TTL has passed, the read goes to Firestore again', async () => {
    const readPrice = await priceReader(300);
    const { productId } = await createTestProduct({ price: 1500 });
    expect(await readPrice(productId)).toBe(1500);
    await products.doc(productId).update({ price: 1600 });
    await vi.waitFor(async () => expect(await readPrice(productId)).toBe(1600), { timeout: 5_000, interval: 100 });
  });

  test('an app made with the cache off sees a change on the next read', async () => {
    const readPrice = await priceReader(0);
    const { productId } = await createTestProduct({ price: 1500 });
    expect(await readPrice(productId)).toBe(1500);
    await products.doc(productId).update({ price: 1600 });
    expect(await readPrice(productId)).toBe(1600);
  });
});
