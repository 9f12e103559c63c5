import { useMutation } from '@tanstack/react-query';
import { addDoc, collection, doc, setDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS, type MeetupSpot } from '@campus/common/model';
import { meetupSpotSchema } from '@campus/common/schemas/meetup-spot';

/** What the spot form holds: the four fields as typed. */
export type MeetupSpotForm = Record<keyof MeetupSpot, string>;

export interface SaveMeetupSpotInput {
  /** The spot to replace; null adds a new one. */
  spotId: string | null;
  values: MeetupSpotForm;
}

/** Shown when Firestore gives no reason a user can act on. */
export const SPOT_SAVE_FAILED = 'Could not save the meet-up spot. Please try again.';

/**
 * Writes a spot as the rules want it: exactly name, description, opensAt and closesAt, trimmed by
 * meetupSpotSchema. Admins write spots directly (firestore.rules, meetupSpots). Returns the spot's id.
 */
export async function saveMeetupSpot(db: Firestore, { spotId, values }: SaveMeetupSpotInput): Promise<string> {
  const { name, description, opensAt, closesAt } = meetupSpotSchema.cast(values);
  const spot: MeetupSpot = { name, description, opensAt, closesAt };
  if (spotId === null) return (await addDoc(collection(db, COLLECTIONS.meetupSpots), spot)).id;
  await setDoc(doc(db, COLLECTIONS.meetupSpots, spotId), spot);
  return spotId;
}

/** saveMeetupSpot as a mutation (inside <LiveFirestore>); the live list shows the result. */
export function useSaveMeetupSpot() {
  const db = useFirestore();
  return useMutation({ mutationFn: (input: SaveMeetupSpotInput) => saveMeetupSpot(db, input) });
}
