/**
 * Meet-up times in campus time (India Standard Time), wherever they are read. Apart from format.ts, which
 * every page loads, so that only the pages with meet-ups carry these formats.
 */
import { LOCALE, formatWith, type DateInput } from './format';

const meetupFormat = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** A meet-up's start in campus time, wherever it is read: 'Thu, 26 Nov, 3:30 pm'. */
export function formatMeetupTime(value: DateInput): string {
  return formatWith(meetupFormat, value);
}

const campusDayFormat = new Intl.DateTimeFormat(LOCALE, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const campusClockFormat = new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** A campus date 'YYYY-MM-DD' as the meet-up pickers show it: 'Thu, 26 Nov'. */
export function formatCampusDay(date: string): string {
  return formatWith(campusDayFormat, `${date}T00:00:00.000Z`);
}

/** The campus time of day of an instant: '3:30 pm'. */
export function formatCampusClock(value: DateInput): string {
  return formatWith(campusClockFormat, value);
}
