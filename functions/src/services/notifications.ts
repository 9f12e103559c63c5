/** In-app notifications: written inside the transaction of the event they tell of, so neither exists without the other. */
import type { DocumentReference } from 'firebase-admin/firestore';
import type { AppNotification, NotificationKind } from '@campus/common/model';
import { notificationsOf } from '../collections';
import { nowIso } from '../validation';

export interface NotificationContent {
  kind: NotificationKind;
  title: string;
  text: string;
  link: string;
}

/**
 * Adds a notification for `uid` in `writes`, the event's transaction or batch. With `id`, it replaces that one instead (a conversation keeps one
 * 'new message' entry, refreshed with each message, rather than one per message).
 */
/** What a transaction and a batch have in common, as far as notifications need. */
export interface Writes {
  set(ref: DocumentReference<AppNotification, AppNotification>, data: AppNotification): unknown;
}

export function notify(writes: Writes, uid: string, content: NotificationContent, id?: string): void {
  const entries = notificationsOf(uid);
  const notification: AppNotification = { ...content, read: false, createdAt: nowIso() };
  const ref = id === undefined ? entries.doc() : entries.doc(id);
  writes.set(ref, notification);
}

/** The id of a conversation's one 'new message' notification. */
export const messageNotificationId = (conversationId: string): string => `message_${conversationId}`;
