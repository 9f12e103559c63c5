/** The `api` function: every endpoint of spec section 7, each path under /api. */
import express, { type Express } from 'express';
import { CATALOGUE_CACHE_TTL_MS, createCatalogueReads } from './catalogue-cache';
import { checkAppCheck } from './middleware/app-check';
import { noStore } from './middleware/cache-control';
import { errorHandler, notFound } from './middleware/errors';
import { jsonBody, pathSegments, queryValues } from './middleware/request-limits';
import { addressesRouter } from './routes/addresses';
import { adminRouter } from './routes/admin';
import { authRouter } from './routes/auth';
import { cartRouter } from './routes/cart';
import { ordersRouter } from './routes/orders';
import { createProductsRouter } from './routes/products';
import { reviewsRouter } from './routes/reviews';
import { sellRouter } from './routes/sell';
import { usersRouter } from './routes/users';
import { wishlistRouter } from './routes/wishlist';
import { MAX_BODY_BYTES } from '../validation';

export interface ApiOptions {
  /** How long an instance keeps a catalogue read; 0 reads Firestore on every request (benchmarks, tests). */
  catalogueCacheTtlMs?: number;
}

/** The Express app of the `api` function; `app` below is the one it serves. */
export function createApp({ catalogueCacheTtlMs = CATALOGUE_CACHE_TTL_MS }: ApiOptions = {}): Express {
  const app = express();

  app.disable('x-powered-by');
  // Non-strict routing (Express's default) serves '/api/cart' and '/api/cart/' alike.
  app.set('strict routing', false);
  // Express's default, stated because the catalogue's conditional GETs (If-None-Match -> 304) rely on it.
  app.set('etag', 'weak');
  app.use(noStore);
  // A no-op inside the Functions runtime, which has parsed the body already; request-limits checks it there.
  app.use(express.json({ limit: MAX_BODY_BYTES }));
  app.use('/api', pathSegments, queryValues, jsonBody);

  app.get('/api/health', (_req, res) => {
    res.json({ ok: true });
  });
  // After the health check, which monitoring calls without App Check.
  app.use('/api', checkAppCheck);

  for (const router of [
    createProductsRouter(createCatalogueReads({ ttlMs: catalogueCacheTtlMs })),
    authRouter,
    usersRouter,
    sellRouter,
    adminRouter,
    cartRouter,
    wishlistRouter,
    reviewsRouter,
    addressesRouter,
    ordersRouter,
  ]) {
    app.use('/api', router);
  }

  app.use(notFound);
  app.use(errorHandler);
  return app;
}

export const app = createApp();
