import { collection, orderBy, query, type DocumentData } from 'firebase/firestore';
import { COLLECTIONS, type MeetupSpot, type WithId } from '@campus/common/model';
import { asText } from '@campus/common/values';
import { useLiveQuery, type LiveList, type UserQuery } from '../../../lib/live-query';

export type AdminMeetupSpot = WithId<MeetupSpot>;

export const toAdminMeetupSpot = (id: string, data: DocumentData): AdminMeetupSpot => ({
  id,
  name: asText(data.name),
  description: asText(data.description),
  opensAt: asText(data.opensAt),
  closesAt: asText(data.closesAt),
});

const spotsByName: UserQuery = (db) => query(collection(db, COLLECTIONS.meetupSpots), orderBy('name'));

/** Every meet-up spot, by name, live (inside <LiveFirestore>). */
export function useMeetupSpots(): LiveList<AdminMeetupSpot> {
  return useLiveQuery('admin-meetup-spots', spotsByName, toAdminMeetupSpot);
}
