import { collection, orderBy, query, where } from 'firebase/firestore';
import { COLLECTIONS } from '@campus/common/model';
import { useLiveQuery, type LiveList, type UserQuery } from '../../../lib/live-query';
import { toMyOrder, type MyOrder } from './order';

const myOrders: UserQuery = (db, uid) => query(collection(db, COLLECTIONS.orders), where('userId', '==', uid), orderBy('createdAt', 'desc'));

/**
 * The signed-in user's orders, newest first, live (inside <LiveFirestore>): a seller's or an admin's
 * status change, or a cancellation, shows without a reload.
 */
export function useOrders(): LiveList<MyOrder> {
  return useLiveQuery(COLLECTIONS.orders, myOrders, toMyOrder);
}
