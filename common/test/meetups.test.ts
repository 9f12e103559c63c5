import { describe, expect, it } from 'vitest';
import { clockMinutes, isClockTime, meetupDays, meetupSlotProblem } from '../src/meetups';
import { MEETUP_IN_PAST, MEETUP_NOT_ON_SLOT, MEETUP_TOO_FAR } from '../src/deal-messages';
import type { MeetupSpot } from '../src/model';

const library: MeetupSpot = { name: 'Library steps', description: 'By the main entrance', opensAt: '09:00', closesAt: '18:00' };
// 26 Nov 2026, 10:00 in campus time (UTC+05:30).
const now = new Date('2026-11-26T04:30:00.000Z');

describe('meetupSlotProblem', () => {
  it('accepts a half-hour slot inside the hours within 7 days, in campus time', () => {
    expect(meetupSlotProblem(library, new Date('2026-11-26T05:00:00.000Z'), now)).toBeNull(); // 10:30 IST
    expect(meetupSlotProblem(library, new Date('2026-11-26T03:30:00.000Z'), new Date('2026-11-26T01:00:00.000Z'))).toBeNull(); // 09:00 IST, opening
    expect(meetupSlotProblem(library, new Date('2026-11-26T12:00:00.000Z'), now)).toBeNull(); // 17:30 IST, ends at closing
  });

  it('refuses slots that start before opening or end after closing, naming the hours', () => {
    expect(meetupSlotProblem(library, new Date('2026-11-27T03:00:00.000Z'), now)).toBe('Library steps is open 09:00-18:00'); // 08:30 IST
    expect(meetupSlotProblem(library, new Date('2026-11-26T12:30:00.000Z'), now)).toBe('Library steps is open 09:00-18:00'); // 18:00 IST
  });

  it('refuses the past, beyond 7 days, and times off the hour or half hour', () => {
    expect(meetupSlotProblem(library, new Date('2026-11-26T04:30:00.000Z'), now)).toBe(MEETUP_IN_PAST);
    expect(meetupSlotProblem(library, new Date('2026-12-03T05:00:00.000Z'), now)).toBe(MEETUP_TOO_FAR);
    expect(meetupSlotProblem(library, new Date('2026-11-26T05:15:00.000Z'), now)).toBe(MEETUP_NOT_ON_SLOT);
    expect(MEETUP_TOO_FAR).toBe('Pick a time within the next 7 days');
  });
});

describe('meetupDays', () => {
  it('lists every free slot by campus day, from the next slot to 7 days ahead', () => {
    const days = meetupDays(library, now);
    expect(days[0]).toEqual({ date: '2026-11-26', slots: expect.arrayContaining(['2026-11-26T05:00:00.000Z', '2026-11-26T12:00:00.000Z']) });
    expect(days[0]?.slots).toHaveLength(15); // 10:30 to 17:30
    expect(days.map((day) => day.date)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03']);
    expect(days[1]?.slots).toHaveLength(18);
    expect(days.flatMap((day) => day.slots).every((slot) => meetupSlotProblem(library, new Date(slot), now) === null)).toBe(true);
  });
});

describe('clock times', () => {
  it('reads HH:MM from 00:00 to 23:59 only', () => {
    expect(['00:00', '09:30', '23:59'].map(isClockTime)).toEqual([true, true, true]);
    expect(['24:00', '9:30', '09:60', '0930', ''].map(isClockTime)).toEqual([false, false, false, false, false]);
    expect(clockMinutes('17:45')).toBe(17 * 60 + 45);
  });
});
