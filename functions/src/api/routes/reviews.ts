/** /api/reviews: create, by product (public), by user, update and delete own. */
import { Router } from 'express';
import { createReview, deleteReview, listProductReviews, listUserReviews, updateReview } from '../../services/reviews';
import { authenticate, currentUser, requireVerified } from '../middleware/auth';

export const reviewsRouter = Router();

reviewsRouter.post('/reviews/create', authenticate, requireVerified, async (req, res) => {
  res.status(201).json(await createReview(currentUser(req).uid, req.body));
});

reviewsRouter.get('/reviews/product/:productId', async (req, res) => {
  res.json(await listProductReviews(req.params.productId));
});

reviewsRouter.get('/reviews/user', authenticate, async (req, res) => {
  res.json(await listUserReviews(currentUser(req).uid));
});

reviewsRouter
  .route('/reviews/:id')
  .all(authenticate)
  .put(requireVerified, async (req, res) => {
    res.json(await updateReview(currentUser(req).uid, req.params.id, req.body));
  })
  .delete(async (req, res) => {
    res.json(await deleteReview(currentUser(req).uid, req.params.id));
  });
