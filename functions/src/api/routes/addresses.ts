/** /api/address: create, list, update, delete and set the default. */
import { Router } from 'express';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '../../services/addresses';
import { authenticate, currentUser } from '../middleware/auth';

export const addressesRouter = Router();

addressesRouter.use('/address', authenticate);

addressesRouter.post('/address/create', async (req, res) => {
  res.status(201).json(await createAddress(currentUser(req).uid, req.body));
});

addressesRouter.get('/address', async (req, res) => {
  res.json(await listAddresses(currentUser(req).uid));
});

addressesRouter.put('/address/:id/default', async (req, res) => {
  res.json(await setDefaultAddress(currentUser(req).uid, req.params.id));
});

addressesRouter.put('/address/:id', async (req, res) => {
  res.json(await updateAddress(currentUser(req).uid, req.params.id, req.body));
});

addressesRouter.delete('/address/:id', async (req, res) => {
  res.json(await deleteAddress(currentUser(req).uid, req.params.id));
});
