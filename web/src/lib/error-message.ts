import { EMAIL_NOT_VERIFIED, UNEXPECTED_ERROR } from '@campus/common/fallback-messages';
import { isRecord } from '@campus/common/values';
import { currentUserUnverified } from './session';

/** Texts for failures a user can act on; the callables' own messages (spec section 8) are shown as they are. */
export const ERROR_TEXTS = {
  permissionDenied: "You don't have permission to do that. Sign in with the right account and try again.",
  unavailable: "Can't reach Campus Marketplace right now. Check your connection and try again.",
  notFound: 'This was not found. It may have been removed.',
  unauthenticated: 'Your session has ended. Please sign in again.',
  resourceExhausted: 'Too many requests right now. Please wait a moment and try again.',
  failedPrecondition: 'This can no longer be done. Refresh the page and try again.',
} as const;

const TEXT_OF_CODE: Readonly<Record<string, string>> = {
  'permission-denied': ERROR_TEXTS.permissionDenied,
  unavailable: ERROR_TEXTS.unavailable,
  'deadline-exceeded': ERROR_TEXTS.unavailable,
  'network-request-failed': ERROR_TEXTS.unavailable,
  'not-found': ERROR_TEXTS.notFound,
  unauthenticated: ERROR_TEXTS.unauthenticated,
  'user-token-expired': ERROR_TEXTS.unauthenticated,
  'resource-exhausted': ERROR_TEXTS.resourceExhausted,
  'too-many-requests': ERROR_TEXTS.resourceExhausted,
  'failed-precondition': ERROR_TEXTS.failedPrecondition,
};

/**
 * Codes whose callable message is written for the user: the functions send the spec's texts with them
 * (e.g. failed-precondition 'This item has just been sold') and hide everything else behind 'internal'.
 */
const USER_FACING_CALLABLE_CODES = new Set(['invalid-argument', 'permission-denied', 'not-found', 'already-exists', 'failed-precondition', 'unauthenticated']);

const RULES_REFUSALS = new Set(['firestore/permission-denied', 'storage/unauthorized']);

interface ErrorDetails {
  /** 'functions' for callables, 'auth' for Firebase Auth, 'firestore' for Firestore (its codes carry no prefix). */
  service: string;
  code: string;
  message: string;
}

/** The service and code of a Firebase error ('functions/not-found', 'auth/user-token-expired', 'permission-denied'). */
function errorDetails(error: unknown): ErrorDetails | null {
  if (!isRecord(error)) return null;
  const { code, message } = error;
  if (typeof code !== 'string' || code === '') return null;
  const slash = code.indexOf('/');
  return {
    service: slash === -1 ? 'firestore' : code.slice(0, slash),
    code: slash === -1 ? code : code.slice(slash + 1),
    message: typeof message === 'string' ? message.trim() : '',
  };
}

/**
 * What to tell the user about a failed read or write: the callable's own message where the server wrote
 * it for users, else what to do about a refusal of the rules for an unverified address, else a text for
 * the error code, else `fallback`. Never the raw SDK message.
 */
export function userMessage(error: unknown, fallback: string = UNEXPECTED_ERROR): string {
  const details = errorDetails(error);
  if (details === null) return fallback;
  if (details.service === 'functions' && USER_FACING_CALLABLE_CODES.has(details.code) && details.message !== '') return details.message;
  // Firestore's and Storage's rules refuse trading writes until the address is verified, with no message of their own.
  if (RULES_REFUSALS.has(`${details.service}/${details.code}`) && currentUserUnverified()) return EMAIL_NOT_VERIFIED;
  return TEXT_OF_CODE[details.code] ?? fallback;
}

/**
 * Whether the failure is a refusal because the user's address is unverified: a callable's
 * EMAIL_NOT_VERIFIED, or a rules refusal while the signed-in user is unverified.
 */
export const isUnverifiedRefusal = (error: unknown): boolean => errorDetails(error) !== null && userMessage(error) === EMAIL_NOT_VERIFIED;

/** A failure of the app's own with a Firebase-style code, so userMessage, needsSignIn and the retry policy read it like the SDK's. */
export const codedError = (code: string, message: string): Error => Object.assign(new Error(message), { code });

/** Whether the failure carries this code ('not-found', 'permission-denied', ...), whichever SDK raised it. */
export const hasErrorCode = (error: unknown, code: string): boolean => errorDetails(error)?.code === code;

/** The session is gone or expired: the page should send the user to sign in again. */
export function needsSignIn(error: unknown): boolean {
  const code = errorDetails(error)?.code;
  return code === 'unauthenticated' || code === 'user-token-expired';
}

const PERMANENT_CODES = new Set(['permission-denied', 'not-found', 'invalid-argument', 'already-exists', 'failed-precondition', 'unauthenticated', 'user-token-expired']);

/** Whether trying the same request again may succeed (a dropped connection may; a refusal will not). */
export function isRetryable(error: unknown): boolean {
  const code = errorDetails(error)?.code;
  return code === undefined || !PERMANENT_CODES.has(code);
}
