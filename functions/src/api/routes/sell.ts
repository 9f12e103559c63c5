/** The seller's side: POST /api/user/sell-product/ (multipart), GET /api/user/sell-product, POST /api/user/sell-product/id/{id}. */
import { Router } from 'express';
import { AppError, HTTP_STATUS } from '../../errors';
import { listOwnListings, requestListingCancel, submitListingWithUploads } from '../../services/listings';
import { authenticate, currentUser, requireVerified } from '../middleware/auth';
import { readMultipart } from '../middleware/multipart';

export const sellRouter = Router();

/** The spec's result shape: `{ success: true, data }`, or `{ success: false, error }` with the error's status. */
sellRouter.post('/user/sell-product', authenticate, requireVerified, async (req, res) => {
  try {
    const { fields, files } = await readMultipart(req, 'productimages');
    const listing = await submitListingWithUploads(currentUser(req).uid, fields, files);
    res.status(201).json({ success: true, data: listing });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    res.status(HTTP_STATUS[error.code]).json({ success: false, error: error.message });
  }
});

sellRouter.get('/user/sell-product', authenticate, async (req, res) => {
  res.json(await listOwnListings(currentUser(req).uid));
});

sellRouter
  .route('/user/sell-product/id/:id')
  .all(authenticate)
  .post(requireVerified, async (req, res) => {
    res.json(await requestListingCancel(currentUser(req).uid, req.params.id));
  });
