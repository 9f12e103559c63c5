/**
 * Handlers of the callable functions, apart from their triggers so tests and index.ts share them.
 * Each checks who calls, hands `request.data` to a service and maps AppErrors to HttpsErrors.
 */
import type { CallableRequest } from 'firebase-functions/v2/https';
import { ADMIN_ONLY, AUTH_REQUIRED } from '@campus/common/messages';
import { asRecord, asText } from '@campus/common/values';
import { AppError, toHttpsError } from './errors';
import { signUp } from './services/accounts';
import { getAdminDashboard } from './services/admin-stats';
import {
  adminAcceptCancel,
  adminAcceptListing,
  adminRejectCancel,
  adminRejectListing,
  requestListingCancel,
  submitListing,
} from './services/listings';
import { cancelOrder, placeOrder, updateOrderStatus } from './services/orders';

type Handler<T> = (request: CallableRequest<unknown>) => Promise<T>;

function handled<T>(name: string, handler: Handler<T>): Handler<T> {
  return async (request) => {
    try {
      return await handler(request);
    } catch (error) {
      throw toHttpsError(error, name);
    }
  };
}

function callerUid(request: CallableRequest<unknown>): string {
  if (!request.auth) throw new AppError('unauthenticated', AUTH_REQUIRED);
  return request.auth.uid;
}

const isAdmin = (request: CallableRequest<unknown>): boolean => request.auth?.token.admin === true;

function requireAdmin(request: CallableRequest<unknown>): void {
  callerUid(request);
  if (!isAdmin(request)) throw new AppError('permission-denied', ADMIN_ONLY);
}

/** A string field of the request data, '' when absent (services answer not-found for it). */
const field = (request: CallableRequest<unknown>, name: string): string => asText(asRecord(request.data)[name]);

export const callables = {
  placeOrder: handled('placeOrder', (request) => placeOrder(callerUid(request), request.data)),
  cancelOrder: handled('cancelOrder', (request) => cancelOrder(callerUid(request), field(request, 'orderId'), asRecord(request.data).reason)),
  updateOrderStatus: handled('updateOrderStatus', (request) =>
    updateOrderStatus(callerUid(request), isAdmin(request), field(request, 'orderId'), field(request, 'status')),
  ),
  submitListing: handled('submitListing', (request) => submitListing(callerUid(request), request.data)),
  cancelListingRequest: handled('cancelListingRequest', (request) => requestListingCancel(callerUid(request), field(request, 'listingId'))),
  acceptListing: handled('acceptListing', async (request) => {
    requireAdmin(request);
    return adminAcceptListing(field(request, 'listingId'));
  }),
  rejectListing: handled('rejectListing', async (request) => {
    requireAdmin(request);
    return adminRejectListing(field(request, 'listingId'));
  }),
  acceptListingCancel: handled('acceptListingCancel', async (request) => {
    requireAdmin(request);
    return adminAcceptCancel(field(request, 'listingId'));
  }),
  rejectListingCancel: handled('rejectListingCancel', async (request) => {
    requireAdmin(request);
    return adminRejectCancel(field(request, 'listingId'));
  }),
  getAdminStats: handled('getAdminStats', async (request) => {
    requireAdmin(request);
    return getAdminDashboard();
  }),
  signUp: handled('signUp', (request) => signUp(request.data)),
};
