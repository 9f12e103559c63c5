/** The signed-in user's conversations, live: the inbox, one conversation, and the unread count of the top bar. */
import { useMemo } from 'react';
import { arrayRemove, collection, doc, orderBy, query, updateDoc, where, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@campus/common/model';
import { useLiveDocument, useLiveQuery, type LiveList, type LiveValue, type UserQuery } from '../../../lib/live-query';
import { toConversation, type ConversationView } from './deal-converters';

const inbox: UserQuery = (db, uid) => query(collection(db, COLLECTIONS.conversations), where('participants', 'array-contains', uid), orderBy('lastMessageAt', 'desc'));
const withUnread: UserQuery = (db, uid) => query(collection(db, COLLECTIONS.conversations), where('unreadBy', 'array-contains', uid));

/** Every conversation of the user, the latest message first. */
export function useInbox(): LiveList<ConversationView> {
  return useLiveQuery('inbox', inbox, toConversation);
}

/** How many messages the user has not read, over all conversations (null while loading or unreadable). */
export function useUnreadMessageCount(uid: string | undefined): number | null {
  const unread = useLiveQuery('unread-conversations', withUnread, toConversation);
  if (unread.status !== 'ready' || uid === undefined) return null;
  return unread.items.reduce((sum, conversation) => sum + (conversation.unread[uid] ?? 0), 0);
}

/** One conversation, live; null if it does not exist. */
export function useConversation(conversationId: string): LiveValue<ConversationView | null> {
  const document = useMemo(() => (db: Firestore) => doc(db, COLLECTIONS.conversations, conversationId), [conversationId]);
  return useLiveDocument(`conversation:${conversationId}`, document, toConversation);
}

/** The reader has seen everything: their unread count to 0 (all the rules let a participant change). */
export async function markConversationRead(db: Firestore, conversation: ConversationView, uid: string): Promise<void> {
  await updateDoc(doc(db, COLLECTIONS.conversations, conversation.id), { [`unread.${uid}`]: 0, unreadBy: arrayRemove(uid) });
}
