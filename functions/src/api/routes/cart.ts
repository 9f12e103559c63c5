/** POST /api/cart/add, GET /api/cart/, DELETE /api/cart_items/delete/{id} (the id is the product id). */
import { Router } from 'express';
import { addToCart, getCart, removeFromCart } from '../../services/cart';
import { authenticate, currentUser } from '../middleware/auth';

export const cartRouter = Router();

cartRouter.post('/cart/add', authenticate, async (req, res) => {
  const productId: unknown = req.body?.productId;
  res.json(await addToCart(currentUser(req).uid, productId));
});

cartRouter.get('/cart', authenticate, async (req, res) => {
  res.json(await getCart(currentUser(req).uid));
});

cartRouter
  .route('/cart_items/delete/:id')
  .all(authenticate)
  .delete(async (req, res) => {
    res.json(await removeFromCart(currentUser(req).uid, req.params.id));
  });
