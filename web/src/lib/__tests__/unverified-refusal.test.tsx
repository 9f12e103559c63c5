import { describe, expect, it, vi } from 'vitest';
import { EMAIL_NOT_VERIFIED } from '@campus/common/messages';
import { ERROR_TEXTS, isUnverifiedRefusal, userMessage } from '../error-message';

const unverified = vi.hoisted(() => ({ now: true }));
vi.mock('../session', () => ({ currentUserUnverified: () => unverified.now }));

const coded = (code: string, message = '') => Object.assign(new Error(message), { code });

describe('refusals of a student whose address is unverified', () => {
  it('tells them to verify when the rules refuse a write (Firestore or Storage)', () => {
    unverified.now = true;
    expect(userMessage(coded('permission-denied'))).toBe(EMAIL_NOT_VERIFIED);
    expect(userMessage(coded('storage/unauthorized'))).toBe(EMAIL_NOT_VERIFIED);
    expect(isUnverifiedRefusal(coded('storage/unauthorized'))).toBe(true);
  });

  it("shows the callable's own EMAIL_NOT_VERIFIED as it is", () => {
    unverified.now = true;
    expect(userMessage(coded('functions/permission-denied', EMAIL_NOT_VERIFIED))).toBe(EMAIL_NOT_VERIFIED);
    expect(isUnverifiedRefusal(coded('functions/permission-denied', EMAIL_NOT_VERIFIED))).toBe(true);
  });

  it('keeps the usual text for a verified student, and for other failures', () => {
    unverified.now = false;
    expect(userMessage(coded('permission-denied'))).toBe(ERROR_TEXTS.permissionDenied);
    expect(isUnverifiedRefusal(coded('storage/unauthorized'))).toBe(false);
    unverified.now = true;
    expect(userMessage(coded('unavailable'))).toBe(ERROR_TEXTS.unavailable);
    expect(isUnverifiedRefusal(new Error('boom'))).toBe(false);
  });
});
