/** GET /api/users/profile and PUT /api/users/update. */
import { Router } from 'express';
import { getProfile, updateProfile } from '../../services/accounts';
import { authenticate, currentUser } from '../middleware/auth';

export const usersRouter = Router();

usersRouter.get('/users/profile', authenticate, async (req, res) => {
  const { uid, admin } = currentUser(req);
  res.json(await getProfile(uid, admin));
});

usersRouter.put('/users/update', authenticate, async (req, res) => {
  const { uid, admin } = currentUser(req);
  res.json(await updateProfile(uid, admin, req.body));
});
