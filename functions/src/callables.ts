/**
 * Handlers of the callable functions, apart from their triggers so tests and index.ts share them.
 * Each checks who calls, hands `request.data` to a service and maps AppErrors to HttpsErrors.
 */
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { ADMIN_ONLY, AUTH_REQUIRED, BODY_TOO_DEEP, BODY_TOO_LARGE } from '@campus/common/messages';
import { asRecord, asText } from '@campus/common/values';
import { AppError, toHttpsError } from './errors';
import { bearerToken, requireVerifiedEmail, verifySession } from './id-tokens';
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
import { blockParticipant, openConversation, sendMessage, unblockParticipant } from './services/conversations';
import { makeOffer, respondToOffer } from './services/offers';
import { confirmMeetup, proposeMeetup } from './services/meetups';
import { confirmHandover } from './services/handover';
import { rateDeal } from './services/deal-ratings';
import { createReport, decideReport } from './services/reports';
import { exportAccountData } from './services/account-export';
import { deleteAccount } from './services/account-deletion';
import { signOutEverywhere } from './services/sessions';
import { MAX_BODY_BYTES, MAX_BODY_DEPTH, isDocumentId, nestedDeeperThan } from './validation';

type Handler<T> = (request: CallableRequest<unknown>) => Promise<T>;

/** The limits /api puts on a JSON body, on the callable's request; the SDK has parsed it already. */
function checkBodyLimits(request: CallableRequest<unknown>): void {
  const { rawBody } = request.rawRequest;
  if (Buffer.isBuffer(rawBody) && rawBody.length > MAX_BODY_BYTES) throw new AppError('invalid-argument', BODY_TOO_LARGE);
  if (nestedDeeperThan(request.data, MAX_BODY_DEPTH)) throw new AppError('invalid-argument', BODY_TOO_DEEP);
}

interface Access {
  /** Buying, selling, offers, messages, meet-ups, handover, ratings, reports: only with a verified campus e-mail. */
  trades: boolean;
}

function handled<T>(name: string, handler: Handler<T>, { trades }: Access = { trades: false }): Handler<T> {
  return async (request) => {
    try {
      checkBodyLimits(request);
      const caller = await verifiedCaller(request);
      if (trades) requireVerifiedEmail(caller);
      return await handler(request);
    } catch (error) {
      throw toHttpsError(error, name);
    }
  };
}

/** handled(), for a caller whose campus e-mail is verified: permission-denied with EMAIL_NOT_VERIFIED otherwise. */
const trading = <T>(name: string, handler: Handler<T>): Handler<T> => handled(name, handler, { trades: true });

/**
 * The caller's token verified again, as /api does, undefined for a call without one. The Functions emulator
 * does not verify a callable's token at all, and production checks its signature but not whether 'Sign out on
 * every device' revoked it: a revoked session is unauthenticated with SESSION_REVOKED.
 */
async function verifiedCaller(request: CallableRequest<unknown>): Promise<DecodedIdToken | undefined> {
  const token = bearerToken(request.rawRequest.headers.authorization);
  return token === undefined ? undefined : verifySession(token);
}

function callerUid(request: CallableRequest<unknown>): string {
  // handled() has verified the token the call carries; a call without one has no uid.
  const uid: unknown = request.auth?.uid;
  if (typeof uid !== 'string' || !isDocumentId(uid)) throw new AppError('unauthenticated', AUTH_REQUIRED);
  return uid;
}

const isAdmin = (request: CallableRequest<unknown>): boolean => request.auth?.token.admin === true;

function requireAdmin(request: CallableRequest<unknown>): void {
  callerUid(request);
  if (!isAdmin(request)) throw new AppError('permission-denied', ADMIN_ONLY);
}

/** A string field of the request data, '' when absent (services answer not-found for it). */
const field = (request: CallableRequest<unknown>, name: string): string => asText(asRecord(request.data)[name]);

export const callables = {
  placeOrder: trading('placeOrder', (request) => placeOrder(callerUid(request), request.data)),
  cancelOrder: handled('cancelOrder', (request) => cancelOrder(callerUid(request), field(request, 'orderId'), asRecord(request.data).reason)),
  updateOrderStatus: handled('updateOrderStatus', (request) =>
    updateOrderStatus(callerUid(request), isAdmin(request), field(request, 'orderId'), field(request, 'status')),
  ),
  submitListing: trading('submitListing', (request) => submitListing(callerUid(request), request.data)),
  cancelListingRequest: trading('cancelListingRequest', (request) => requestListingCancel(callerUid(request), field(request, 'listingId'))),
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
  openConversation: trading('openConversation', (request) => openConversation(callerUid(request), asRecord(request.data).productId)),
  sendMessage: trading('sendMessage', (request) => sendMessage(callerUid(request), request.data)),
  blockUser: handled('blockUser', (request) => blockParticipant(callerUid(request), asRecord(request.data).conversationId)),
  unblockUser: handled('unblockUser', (request) => unblockParticipant(callerUid(request), asRecord(request.data).conversationId)),
  makeOffer: trading('makeOffer', (request) => makeOffer(callerUid(request), request.data)),
  respondToOffer: trading('respondToOffer', (request) => respondToOffer(callerUid(request), request.data)),
  proposeMeetup: trading('proposeMeetup', (request) => proposeMeetup(callerUid(request), request.data)),
  confirmMeetup: trading('confirmMeetup', (request) => confirmMeetup(callerUid(request), request.data)),
  confirmHandover: trading('confirmHandover', (request) => confirmHandover(callerUid(request), request.data)),
  rateDeal: trading('rateDeal', (request) => rateDeal(callerUid(request), request.data)),
  report: trading('report', (request) => createReport(callerUid(request), request.data)),
  decideReport: handled('decideReport', async (request) => {
    requireAdmin(request);
    return decideReport({ uid: callerUid(request), email: asText(request.auth?.token.email) }, request.data);
  }),
  // The account's own life: open to an unverified student too, who may leave or take their data.
  exportMyData: handled('exportMyData', (request) => exportAccountData(callerUid(request))),
  signOutEverywhere: handled('signOutEverywhere', (request) => signOutEverywhere(callerUid(request))),
  deleteMyAccount: handled('deleteMyAccount', (request) => deleteAccount(callerUid(request), request.auth?.token.auth_time)),
};
