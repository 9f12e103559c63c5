import type { MeetupSpot } from '@campus/common/model';

/** The demo campus's safe places for handovers: busy, lit and watched, with their daily hours (campus time). */
export const MEETUP_SPOTS: readonly MeetupSpot[] = [
  { name: 'Central Library entrance', description: 'Under the clock by the main doors; security desk inside.', opensAt: '08:00', closesAt: '22:00' },
  { name: 'Student Activity Centre lobby', description: 'Ground floor, next to the help desk and the CCTV screen.', opensAt: '09:00', closesAt: '21:00' },
  { name: 'Main canteen, front tables', description: 'The tables nearest the billing counter.', opensAt: '07:30', closesAt: '22:30' },
  { name: 'Main gate security cabin', description: 'Outside the cabin at the main gate; guards on duty round the clock.', opensAt: '06:00', closesAt: '23:00' },
];
