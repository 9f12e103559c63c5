/**
 * Triggers only: the logic lives in services/, api/ and callables.ts, reached through handlers.ts, which
 * each trigger imports on its first call so that loading this file (to read the definitions) stays cheap.
 */
import { setGlobalOptions } from 'firebase-functions/v2';
import { HttpsError, onCall, onRequest, type CallableRequest } from 'firebase-functions/v2/https';
import { beforeUserCreated } from 'firebase-functions/v2/identity';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { APP_CHECK_REQUIRED } from '@campus/common/messages';
import { campusEmailGate } from './campus-email-gate';
import { API_MIN_INSTANCES, ENFORCE_APP_CHECK } from './config';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

// The '.js' path is the built file next to lib/index.js (build.mjs keeps it out of this bundle).
const handlers = () => import('./handlers.js');

type CallableName = keyof Awaited<ReturnType<typeof handlers>>['callables'];

// App Check is checked here, at run time, rather than with onCall's enforceAppCheck option, which reads the
// parameter when the functions are defined (and warns about it once per function at every deploy).
const callable = (name: CallableName) =>
  onCall(async (request: CallableRequest<unknown>) => {
    if (request.app === undefined && ENFORCE_APP_CHECK.value()) throw new HttpsError('unauthenticated', APP_CHECK_REQUIRED);
    const { callables } = await handlers();
    return callables[name](request);
  });

/**
 * The REST API takes the most traffic: one instance serves up to 80 requests at once (they mostly wait on
 * Firestore), and API_MIN_INSTANCES keeps some warm.
 */
export const api = onRequest({ concurrency: 80, cpu: 1, memory: '512MiB', minInstances: API_MIN_INSTANCES, maxInstances: 20 }, async (req, res) => {
  const { app } = await handlers();
  app(req, res);
});

/** What Hosting rewrites /, /items, /product/** and /sitemap.xml to: those pages with their data in the HTML, and the sitemap. */
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
export const openConversation = callable('openConversation');
export const sendMessage = callable('sendMessage');
export const blockUser = callable('blockUser');
export const unblockUser = callable('unblockUser');
export const makeOffer = callable('makeOffer');
export const respondToOffer = callable('respondToOffer');
export const proposeMeetup = callable('proposeMeetup');
export const confirmMeetup = callable('confirmMeetup');
export const confirmHandover = callable('confirmHandover');
export const rateDeal = callable('rateDeal');
export const report = callable('report');
export const decideReport = callable('decideReport');
export const exportMyData = callable('exportMyData');
export const signOutEverywhere = callable('signOutEverywhere');
export const deleteMyAccount = callable('deleteMyAccount');

/**
 * Every account a client creates, with a password or a provider (Google, Microsoft): campus addresses only,
 * then its users/{uid} profile with the provider's names. The name stays: the deployed blocking function is
 * registered under it.
 */
export const checkCampusEmail = beforeUserCreated(async (event) => {
  campusEmailGate(event);
  const { createProfileOfNewAccount } = await handlers();
  await createProfileOfNewAccount(event);
});

export const autoCancelOrders = onSchedule('every 60 minutes', async () => {
  const { autoCancelUnconfirmedOrders } = await handlers();
  const cancelled = await autoCancelUnconfirmedOrders();
  logger.info(`Auto-cancelled ${cancelled.length} unconfirmed orders`, { orderIds: cancelled });
});

/** Accepted offers nobody ordered within 24 hours: the items go back on sale (placeOrder also ignores them). */
export const releaseReservations = onSchedule('every 15 minutes', async () => {
  const { releaseLapsedReservations } = await handlers();
  const released = await releaseLapsedReservations();
  logger.info(`Released ${released.length} lapsed reservations`, { productIds: released });
});
