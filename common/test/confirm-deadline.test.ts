import { describe, expect, it } from 'vitest';
import { CONFIRM_OVERDUE_TEXT, confirmDeadline, formatConfirmCountdown } from '../src/confirm-deadline';
import { SELLER_CONFIRM_DEADLINE_MS } from '../src/timers';

const PLACED = '2026-03-01T10:00:00.000Z';
const placedAt = Date.parse(PLACED);
const after = (hours: number, minutes = 0, seconds = 0) => placedAt + ((hours * 60 + minutes) * 60 + seconds) * 1000;

describe('the seller confirmation deadline', () => {
  it('falls 48 hours after the order was placed', () => {
    expect(confirmDeadline(PLACED)?.toISOString()).toBe('2026-03-03T10:00:00.000Z');
    expect(confirmDeadline(new Date(placedAt))?.getTime()).toBe(placedAt + SELLER_CONFIRM_DEADLINE_MS);
    for (const unreadable of ['', 'yesterday', null, undefined]) expect(confirmDeadline(unreadable)).toBeNull();
  });

  it('counts down in hours and minutes, rounding the minutes up', () => {
    expect(formatConfirmCountdown(PLACED, placedAt)).toBe('Confirm within 48 h 0 min or it is cancelled automatically');
    expect(formatConfirmCountdown(PLACED, after(0, 48))).toBe('Confirm within 47 h 12 min or it is cancelled automatically');
    expect(formatConfirmCountdown(PLACED, after(0, 47, 30))).toBe('Confirm within 47 h 13 min or it is cancelled automatically');
    expect(formatConfirmCountdown(PLACED, new Date(after(46, 59)))).toBe('Confirm within 1 h 1 min or it is cancelled automatically');
    expect(formatConfirmCountdown(PLACED, after(47))).toBe('Confirm within 1 h 0 min or it is cancelled automatically');
    expect(formatConfirmCountdown(PLACED, after(47, 1))).toBe('Confirm within 59 min or it is cancelled automatically');
    expect(formatConfirmCountdown(PLACED, after(47, 59, 59))).toBe('Confirm within 1 min or it is cancelled automatically');
  });

  it('asks for a meet-up on a meet-up order, which agreeing one confirms', () => {
    expect(formatConfirmCountdown(PLACED, after(0, 48), true)).toBe('Agree a meet-up within 47 h 12 min or it is cancelled automatically');
    expect(formatConfirmCountdown(PLACED, after(48), true)).toBe(CONFIRM_OVERDUE_TEXT);
  });

  it('says the order is overdue from the deadline on', () => {
    expect(CONFIRM_OVERDUE_TEXT).toBe('Overdue: will be cancelled automatically shortly');
    expect(formatConfirmCountdown(PLACED, after(48))).toBe(CONFIRM_OVERDUE_TEXT);
    expect(formatConfirmCountdown(PLACED, after(72))).toBe(CONFIRM_OVERDUE_TEXT);
  });

  it('says nothing for an unreadable order date', () => {
    expect(formatConfirmCountdown('', placedAt)).toBeNull();
    expect(formatConfirmCountdown('not a date', placedAt)).toBeNull();
  });
});
