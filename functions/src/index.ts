/**
 * Triggers only: the logic lives in services/, api/ and callables.ts, reached through handlers.ts, which
 * each trigger imports on its first call so that loading this file (to read the definitions) stays cheap.
 */
import { setGlobalOptions } from 'firebase-functions/v2';
import { onCall, onRequest, type CallableRequest } from 'firebase-functions/v2/https';
import { beforeUserCreated } from 'firebase-functions/v2/identity';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { campusEmailGate } from './campus-email-gate';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

// The '.js' path is the built file next to lib/index.js (build.mjs keeps it out of this bundle).
const handlers = () => import('./handlers.js');

type CallableName = keyof Awaited<ReturnType<typeof handlers>>['callables'];

const callable = (name: CallableName) =>
  onCall(async (request: CallableRequest<unknown>) => {
    const { callables } = await handlers();
    return callables[name](request);
  });

export const api = onRequest(async (req, res) => {
  const { app } = await handlers();
  app(req, res);
});

/** What Hosting rewrites /product/** and /sitemap.xml to: the product pages' link previews and the sitemap. */
export const pages = onRequest(async (req, res) => {
  const { servePages } = await handlers();
  await servePages(req, res);
});

export const placeOrder = callable('placeOrder');
export const cancelOrder = callable('cancelOrder');
export const updateOrderStatus = callable('updateOrderStatus');
export const submitListing = callable('submitListing');
export const cancelListingRequest = callable('cancelListingRequest');
export const acceptListing = callable('acceptListing');
export const rejectListing = callable('rejectListing');
export const acceptListingCancel = callable('acceptListingCancel');
export const rejectListingCancel = callable('rejectListingCancel');
export const getAdminStats = callable('getAdminStats');
export const signUp = callable('signUp');

export const checkCampusEmail = beforeUserCreated(campusEmailGate);

export const autoCancelOrders = onSchedule('every 60 minutes', async () => {
  const { autoCancelUnconfirmedOrders } = await handlers();
  const cancelled = await autoCancelUnconfirmedOrders();
  logger.info(`Auto-cancelled ${cancelled.length} unconfirmed orders`, { orderIds: cancelled });
});
