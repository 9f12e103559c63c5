/** The `api` function: every endpoint of spec section 7, each path under /api. */
import express from 'express';
import { errorHandler, notFound } from './middleware/errors';
import { addressesRouter } from './routes/addresses';
import { adminRouter } from './routes/admin';
import { authRouter } from './routes/auth';
import { cartRouter } from './routes/cart';
import { ordersRouter } from './routes/orders';
import { productsRouter } from './routes/products';
import { reviewsRouter } from './routes/reviews';
import { sellRouter } from './routes/sell';
import { usersRouter } from './routes/users';
import { wishlistRouter } from './routes/wishlist';

export const app = express();

app.disable('x-powered-by');
// Non-strict routing (Express's default) serves '/api/cart' and '/api/cart/' alike.
app.set('strict routing', false);
app.use(express.json({ limit: '1mb' }));

app.get('/api/health', (_req, res) => {
  res.json({ ok: true });
});

for (const router of [
  productsRouter,
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
