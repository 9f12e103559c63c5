import { object, string, type InferType } from 'yup';
import { SPOT_DESCRIPTION_MAX_LENGTH, SPOT_NAME_MAX_LENGTH } from '../limits';
import { clockMinutes, isClockTime } from '../meetups';
import { CLOCK_TIME_INVALID, SPOT_CLOSES_BEFORE_OPENING, SPOT_DESCRIPTION_TOO_LONG, SPOT_NAME_REQUIRED, SPOT_NAME_TOO_LONG } from '../deal-messages';

const clockTime = () => string().trim().required(CLOCK_TIME_INVALID).test('clock', CLOCK_TIME_INVALID, (text) => isClockTime(text));

/** An admin's meet-up spot: a name, a short description and daily opening hours in campus time. */
export const meetupSpotSchema = object({
  name: string().trim().required(SPOT_NAME_REQUIRED).max(SPOT_NAME_MAX_LENGTH, SPOT_NAME_TOO_LONG),
  description: string().trim().max(SPOT_DESCRIPTION_MAX_LENGTH, SPOT_DESCRIPTION_TOO_LONG).default(''),
  opensAt: clockTime(),
  closesAt: clockTime().test('after-opening', SPOT_CLOSES_BEFORE_OPENING, (closesAt, context) => {
    const opensAt: unknown = context.parent.opensAt;
    return typeof opensAt !== 'string' || !isClockTime(opensAt) || clockMinutes(closesAt) > clockMinutes(opensAt);
  }),
});

export type MeetupSpotValues = InferType<typeof meetupSpotSchema>;
