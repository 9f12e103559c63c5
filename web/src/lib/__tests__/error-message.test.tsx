import { describe, expect, it } from 'vitest';
import { UNEXPECTED_ERROR } from '@campus/common/fallback-messages';
import { ITEM_SOLD } from '@campus/common/messages';
import { ERROR_TEXTS, isRetryable, needsSignIn, userMessage } from '../error-message';

const firebaseError = (code: string, message = 'raw SDK text') => Object.assign(new Error(message), { code });

describe('user messages for failures', () => {
  it('maps Firestore and Auth codes to texts the user can act on, never the SDK text', () => {
    expect(userMessage(firebaseError('permission-denied'))).toBe(ERROR_TEXTS.permissionDenied);
    expect(userMessage(firebaseError('unavailable'))).toBe(ERROR_TEXTS.unavailable);
    expect(userMessage(firebaseError('deadline-exceeded'))).toBe(ERROR_TEXTS.unavailable);
    expect(userMessage(firebaseError('auth/network-request-failed'))).toBe(ERROR_TEXTS.unavailable);
    expect(userMessage(firebaseError('not-found'))).toBe(ERROR_TEXTS.notFound);
    expect(userMessage(firebaseError('unauthenticated'))).toBe(ERROR_TEXTS.unauthenticated);
    expect(userMessage(firebaseError('resource-exhausted'))).toBe(ERROR_TEXTS.resourceExhausted);
    expect(userMessage(firebaseError('auth/too-many-requests'))).toBe(ERROR_TEXTS.resourceExhausted);
    expect(userMessage(firebaseError('failed-precondition'))).toBe(ERROR_TEXTS.failedPrecondition);
  });

  it("shows a callable's own message for the codes the functions write for users (the spec's texts)", () => {
    expect(userMessage(firebaseError('functions/failed-precondition', ITEM_SOLD))).toBe(ITEM_SOLD);
    expect(userMessage(firebaseError('functions/permission-denied', 'Please sign up with your campus e-mail address.'))).toBe(
      'Please sign up with your campus e-mail address.',
    );
    // 'internal' hides the server's details; an empty message falls back to the code's text.
    expect(userMessage(firebaseError('functions/internal', 'internal'))).toBe(UNEXPECTED_ERROR);
    expect(userMessage(firebaseError('functions/not-found', ''))).toBe(ERROR_TEXTS.notFound);
    expect(userMessage(firebaseError('functions/resource-exhausted', 'Too many sign-ins'))).toBe(ERROR_TEXTS.resourceExhausted);
  });

  it('falls back for anything else, or to the caller’s own fallback', () => {
    expect(userMessage(new Error('socket hang up'))).toBe(UNEXPECTED_ERROR);
    expect(userMessage('a string')).toBe(UNEXPECTED_ERROR);
    expect(userMessage(null, 'Registration failed. Please try again.')).toBe('Registration failed. Please try again.');
  });

  it('tells which failures need a new sign-in and which may pass on a retry', () => {
    expect(needsSignIn(firebaseError('unauthenticated'))).toBe(true);
    expect(needsSignIn(firebaseError('functions/unauthenticated'))).toBe(true);
    expect(needsSignIn(firebaseError('auth/user-token-expired'))).toBe(true);
    expect(needsSignIn(firebaseError('permission-denied'))).toBe(false);
    expect(isRetryable(firebaseError('unavailable'))).toBe(true);
    expect(isRetryable(new Error('socket hang up'))).toBe(true);
    expect(isRetryable(firebaseError('permission-denied'))).toBe(false);
    expect(isRetryable(firebaseError('functions/failed-precondition'))).toBe(false);
  });
});
