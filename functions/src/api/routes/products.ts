/** Public catalogue: GET /api/products, /api/products/id/{id}, /api/products/search. */
import { Router, type Request } from 'express';
import { parseProductQuery } from '@campus/common/catalogue';
import type { CatalogueReads } from '../catalogue-cache';
import { sendCatalogue } from '../middleware/cache-control';

const searchParams = (req: Request): URLSearchParams => new URL(req.originalUrl, 'http://localhost').searchParams;

/** The catalogue routes, reading through `reads` (cached or not, as the app was created). */
export function createProductsRouter(reads: CatalogueReads): Router {
  const router = Router();

  router.get('/products', async (req, res) => {
    sendCatalogue(res, await reads.listProducts(parseProductQuery(searchParams(req))));
  });

  router.get('/products/search', async (req, res) => {
    sendCatalogue(res, await reads.searchProducts(searchParams(req).get('q') ?? ''));
  });

  router.get('/products/id/:productId', async (req, res) => {
    sendCatalogue(res, await reads.getProduct(req.params.productId));
  });

  return router;
}
