/**
 * The reads of the /api catalogue routes, run straight against Firestore with firebase-admin through the
 * functions' own catalogue service, without HTTP, Express or the app's cache: the floor the app's latency is
 * compared with in api-load.ts. Import it only once the emulator hosts are in the environment (the admin
 * SDK reads them when it starts).
 */
import { parseProductQuery } from '@campus/common/catalogue';
import { AppError } from '../../functions/src/errors';
import { getProduct, listProducts, searchProducts } from '../../functions/src/services/catalogue';

const PRODUCT_PATH = /^\/api\/products\/id\/([^/]+)$/;

/** Runs the reads the route of `path` makes (an /api path with its query); true when they found an answer. */
async function readCatalogue(path: string): Promise<boolean> {
  const url = new URL(path, 'http://localhost');
  const productId = PRODUCT_PATH.exec(url.pathname)?.[1];
  if (productId !== undefined) {
    return getProduct(decodeURIComponent(productId)).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'not-found') return false;
        throw error;
      },
    );
  }
  if (url.pathname === '/api/products/search') await searchProducts(url.searchParams.get('q') ?? '');
  else await listProducts(parseProductQuery(url.searchParams));
  return true;
}

/** The bench's call for request `i` of the mix `path`, answered by Firestore alone. */
export const firestoreCall =
  (path: (i: number) => string) =>
  (i: number): Promise<boolean> =>
    readCatalogue(path(i));
