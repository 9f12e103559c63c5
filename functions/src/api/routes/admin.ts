/** The admin dashboard: /api/admin/product_request/... (admin claim required). */
import { Router } from 'express';
import { getAdminStats } from '../../services/admin-stats';
import {
  adminAcceptCancel,
  adminAcceptListing,
  adminRejectCancel,
  adminRejectListing,
  listAllListings,
} from '../../services/listings';
import { authenticate, requireAdmin } from '../middleware/auth';

export const adminRouter = Router();

adminRouter.use('/admin', authenticate, requireAdmin);

adminRouter.get('/admin/product_request/stats', async (_req, res) => {
  res.json(await getAdminStats());
});

adminRouter.get('/admin/product_request', async (_req, res) => {
  res.json({ content: await listAllListings() });
});

adminRouter.post('/admin/product_request/cancel/:id', async (req, res) => {
  res.json(await adminAcceptCancel(req.params.id));
});

adminRouter.delete('/admin/product_request/cancel/id/:id', async (req, res) => {
  res.json(await adminRejectCancel(req.params.id));
});

adminRouter.post('/admin/product_request/:id', async (req, res) => {
  res.json(await adminAcceptListing(req.params.id));
});

adminRouter.delete('/admin/product_request/id/:id', async (req, res) => {
  res.json(await adminRejectListing(req.params.id));
});
