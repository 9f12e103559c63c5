/**
 * Campus meet-ups: 30-minute slots within the next 7 days, inside a spot's opening hours. Hours are campus
 * time, India Standard Time, which is UTC+05:30 all year (no daylight saving), so a fixed offset is exact.
 */
import { meetupOutsideHours, MEETUP_NOT_ON_SLOT, MEETUP_IN_PAST, MEETUP_TOO_FAR } from './deal-messages';
import type { MeetupSpot, Order } from './model';
import { MEETUP_SLOT_MINUTES, MEETUP_WINDOW_DAYS } from './timers';

export const CAMPUS_UTC_OFFSET_MINUTES = 5 * 60 + 30;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** 'HH:MM', 00:00 to 23:59. */
export const isClockTime = (text: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(text);

/** Minutes since midnight of an 'HH:MM' time. */
export function clockMinutes(text: string): number {
  const [hours = 0, minutes = 0] = text.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes since midnight, campus time, of an instant. */
const campusMinuteOfDay = (at: Date): number => {
  const minutes = Math.floor(at.getTime() / MINUTE_MS) + CAMPUS_UTC_OFFSET_MINUTES;
  return ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
};

/** Why a meet-up at `startsAt` at `spot` cannot be proposed at `now`, or null if it can. */
export function meetupSlotProblem(spot: MeetupSpot, startsAt: Date, now: Date): string | null {
  if (startsAt.getTime() % (MEETUP_SLOT_MINUTES * MINUTE_MS) !== 0) return MEETUP_NOT_ON_SLOT;
  if (startsAt <= now) return MEETUP_IN_PAST;
  if (startsAt.getTime() > now.getTime() + MEETUP_WINDOW_DAYS * DAY_MINUTES * MINUTE_MS) return MEETUP_TOO_FAR;
  const start = campusMinuteOfDay(startsAt);
  if (start < clockMinutes(spot.opensAt) || start + MEETUP_SLOT_MINUTES > clockMinutes(spot.closesAt)) return meetupOutsideHours(spot);
  return null;
}

export interface MeetupDay {
  /** The campus date, YYYY-MM-DD. */
  date: string;
  /** ISO starts of the free slots of that day. */
  slots: string[];
}

/** Every slot that can be proposed at `spot` from `now`, by campus day, for the pickers. */
export function meetupDays(spot: MeetupSpot, now: Date): MeetupDay[] {
  const slotMs = MEETUP_SLOT_MINUTES * MINUTE_MS;
  const days = new Map<string, string[]>();
  const end = now.getTime() + MEETUP_WINDOW_DAYS * DAY_MINUTES * MINUTE_MS;
  for (let at = Math.floor(now.getTime() / slotMs) * slotMs + slotMs; at <= end; at += slotMs) {
    const startsAt = new Date(at);
    if (meetupSlotProblem(spot, startsAt, now) !== null) continue;
    const date = new Date(at + CAMPUS_UTC_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
    days.set(date, [...(days.get(date) ?? []), startsAt.toISOString()]);
  }
  return [...days].map(([date, slots]) => ({ date, slots }));
}

/** Whether an order is handed over at a campus meet-up with the buyer's code: a direct delivery from one seller. */
export const isMeetupOrder = (order: Pick<Order, 'deliveryMode' | 'sellerIds'>): boolean => order.deliveryMode === 'direct' && order.sellerIds.length === 1;
