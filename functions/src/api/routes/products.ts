/** Public catalogue: GET /api/products, /api/products/id/{id}, /api/products/search. */
import { Router, type Request } from 'express';
import { parseProductQuery } from '@campus/common/catalogue';
import { getProduct, listProducts, searchProducts } from '../../services/catalogue';

const searchParams = (req: Request): URLSearchParams => new URL(req.originalUrl, 'http://localhost').searchParams;

export const productsRouter = Router();

productsRouter.get('/products', async (req, res) => {
  res.json(await listProducts(parseProductQuery(searchParams(req))));
});

productsRouter.get('/products/search', async (req, res) => {
  res.json(await searchProducts(searchParams(req).get('q') ?? ''));
});

productsRouter.get('/products/id/:productId', async (req, res) => {
  res.json(await getProduct(req.params.productId));
});
