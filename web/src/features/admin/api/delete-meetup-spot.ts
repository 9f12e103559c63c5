import { useMutation } from '@tanstack/react-query';
import { deleteDoc, doc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@campus/common/model';

export const SPOT_DELETE_FAILED = 'Could not delete the meet-up spot. Please try again.';

/** Deletes a meet-up spot (admins, by the rules). Meet-ups already proposed keep their own copy of it. */
export async function deleteMeetupSpot(db: Firestore, spotId: string): Promise<void> {
  await deleteDoc(doc(db, COLLECTIONS.meetupSpots, spotId));
}

/** deleteMeetupSpot as a mutation (inside <LiveFirestore>); the live list drops the spot. */
export function useDeleteMeetupSpot() {
  const db = useFirestore();
  return useMutation({ mutationFn: (spotId: string) => deleteMeetupSpot(db, spotId) });
}
