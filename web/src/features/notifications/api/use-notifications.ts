/** The bell: the signed-in user's newest notifications and how many are unread, live; marking them read. */
import { collection, doc, limit, orderBy, query, where, writeBatch, type Firestore } from 'firebase/firestore';
import { NOTIFICATIONS_SHOWN } from '@campus/common/limits';
import { COLLECTIONS, type AppNotification, type NotificationKind, type WithId } from '@campus/common/model';
import { asText } from '@campus/common/values';
import { useLiveQuery, type LiveList, type UserQuery } from '../../../lib/live-query';

export type NotificationView = WithId<AppNotification>;

const toNotification = (id: string, data: Record<string, unknown>): NotificationView => ({
  id,
  kind: asText(data.kind) as NotificationKind,
  title: asText(data.title),
  text: asText(data.text),
  link: asText(data.link),
  read: data.read === true,
  createdAt: asText(data.createdAt),
});

const entries = (db: Firestore, uid: string) => collection(db, COLLECTIONS.users, uid, COLLECTIONS.notifications);
const newest: UserQuery = (db, uid) => query(entries(db, uid), orderBy('createdAt', 'desc'), limit(NOTIFICATIONS_SHOWN));
/** The badge counts up to 99 and then shows '99+': listening to more unread ones would only cost reads. */
export const UNREAD_COUNTED = 100;
const unread: UserQuery = (db, uid) => query(entries(db, uid), where('read', '==', false), limit(UNREAD_COUNTED));

export const useNotifications = (): LiveList<NotificationView> => useLiveQuery('notifications', newest, toNotification);
export const useUnreadNotifications = (): LiveList<NotificationView> => useLiveQuery('notifications-unread', unread, toNotification);

/** Marks these notifications read, in one write (the rules let the owner change nothing else). */
export async function markNotificationsRead(db: Firestore, uid: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const batch = writeBatch(db);
  for (const id of ids) batch.update(doc(entries(db, uid), id), { read: true });
  await batch.commit();
}
