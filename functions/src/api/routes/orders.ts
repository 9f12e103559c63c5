/** /api/user/orders: create (re-priced on the server), list, one order, cancel. */
import { Router } from 'express';
import { isRecord } from '@campus/common/values';
import { cancelOrder, getOrder, listOrders, orderSeenBy, placeOrder } from '../../services/orders';
import { authenticate, currentUser, requireVerified } from '../middleware/auth';

export const ordersRouter = Router();

ordersRouter.use('/user/orders', authenticate);

/** The idempotency key may come in the body or, as REST clients usually send it, in the Idempotency-Key header. */
ordersRouter.post('/user/orders/create', requireVerified, async (req, res) => {
  const body: unknown = req.body;
  const header = req.get('idempotency-key');
  const input = header && isRecord(body) ? { ...body, idempotencyKey: header } : body;
  res.status(201).json(await placeOrder(currentUser(req).uid, input));
});

ordersRouter.get('/user/orders', async (req, res) => {
  res.json(await listOrders(currentUser(req).uid));
});

ordersRouter.get('/user/orders/:orderId', async (req, res) => {
  const { uid, admin } = currentUser(req);
  res.json(await getOrder(uid, admin, req.params.orderId));
});

ordersRouter.put('/user/orders/cancel/:orderId', async (req, res) => {
  const { uid, admin } = currentUser(req);
  res.json(await orderSeenBy(uid, admin, await cancelOrder(uid, req.params.orderId)));
});
