import { collection, orderBy, query, where } from 'firebase/firestore';
import { COLLECTIONS } from '@campus/common/model';
import { useLiveQuery, type LiveList, type UserQuery } from '../../../lib/live-query';
import { toMyListing, type MyListing } from '../../../lib/my-listings';

const ownListings: UserQuery = (db, uid) => query(collection(db, COLLECTIONS.listings), where('sellerId', '==', uid), orderBy('createdAt', 'desc'));

/** The signed-in seller's listings, newest first, live (inside <LiveFirestore>): an admin's decision shows at once. */
export function useLiveMyListings(): LiveList<MyListing> {
  return useLiveQuery('myListings', ownListings, toMyListing);
}
