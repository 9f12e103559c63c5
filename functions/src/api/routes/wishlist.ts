/** POST /api/wishlist/add (toggle), GET /api/wishlist/, DELETE /api/wishlist/wishlist_items/delete/{id}. */
import { Router } from 'express';
import { getWishlist, removeFromWishlist, toggleWishlist } from '../../services/wishlist';
import { authenticate, currentUser } from '../middleware/auth';

export const wishlistRouter = Router();

wishlistRouter.post('/wishlist/add', authenticate, async (req, res) => {
  const productId: unknown = req.body?.productId;
  res.json(await toggleWishlist(currentUser(req).uid, productId));
});

wishlistRouter.get('/wishlist', authenticate, async (req, res) => {
  res.json(await getWishlist(currentUser(req).uid));
});

wishlistRouter
  .route('/wishlist/wishlist_items/delete/:id')
  .all(authenticate)
  .delete(async (req, res) => {
    res.json(await removeFromWishlist(currentUser(req).uid, req.params.id));
  });
