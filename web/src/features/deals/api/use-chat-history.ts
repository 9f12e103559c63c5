/**
 * A conversation's messages: the newest page (30) live, and earlier pages of 30 read once on demand with a
 * cursor. Messages never change once sent, so everything seen stays shown: a message pushed out of the live
 * page by newer ones, and every earlier page.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { collection, documentId, getDocs, limit, orderBy, query, startAfter, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { CHAT_PAGE_SIZE } from '@campus/common/limits';
import { COLLECTIONS } from '@campus/common/model';
import { useLiveQuery } from '../../../lib/live-query';
import { toMessage, type MessageView } from './deal-converters';

const messagesOf = (db: Firestore, conversationId: string) => collection(db, COLLECTIONS.conversations, conversationId, COLLECTIONS.messages);
/** Newest first; the id settles messages sent in the same millisecond. */
const newestFirst = [orderBy('sentAt', 'desc'), orderBy(documentId(), 'desc')] as const;

const byTime = (a: MessageView, b: MessageView) => (a.sentAt === b.sentAt ? a.id.localeCompare(b.id) : a.sentAt.localeCompare(b.sentAt));

export type EarlierState = 'idle' | 'loading' | 'done' | 'error';

export interface ChatHistory {
  status: 'loading' | 'ready' | 'error';
  error?: unknown;
  retry?: () => void;
  /** Oldest first. */
  messages: MessageView[];
  /** Whether older messages may exist, and loading them. */
  earlier: EarlierState;
  loadEarlier: () => void;
}

export function useChatHistory(conversationId: string): ChatHistory {
  const db = useFirestore();
  const newest = useMemo(() => (store: Firestore) => query(messagesOf(store, conversationId), ...newestFirst, limit(CHAT_PAGE_SIZE)), [conversationId]);
  const live = useLiveQuery(`messages:${conversationId}`, newest, toMessage);
  const [seen, setSeen] = useState<ReadonlyMap<string, MessageView>>(new Map());
  const [earlier, setEarlier] = useState<EarlierState>('idle');

  // The live page is shown as it arrives; `seen` keeps it once newer messages push it out.
  const liveItems = live.status === 'ready' ? live.items : undefined;
  useEffect(() => {
    if (liveItems === undefined) return;
    setSeen((known) => {
      const next = new Map(known);
      for (const message of liveItems) next.set(message.id, message);
      return next;
    });
    if (liveItems.length < CHAT_PAGE_SIZE) setEarlier((state) => (state === 'idle' ? 'done' : state));
  }, [liveItems]);

  const messages = useMemo(() => {
    const all = new Map(seen);
    for (const message of liveItems ?? []) all.set(message.id, message);
    return [...all.values()].sort(byTime);
  }, [seen, liveItems]);
  const oldest = messages[0];

  const loadEarlier = useCallback(() => {
    if (!oldest) return;
    setEarlier('loading');
    getDocs(query(messagesOf(db, conversationId), ...newestFirst, startAfter(oldest.sentAt, oldest.id), limit(CHAT_PAGE_SIZE)))
      .then((snapshot) => {
        setSeen((known) => {
          const next = new Map(known);
          for (const doc of snapshot.docs) next.set(doc.id, toMessage(doc.id, doc.data()));
          return next;
        });
        setEarlier(snapshot.size < CHAT_PAGE_SIZE ? 'done' : 'idle');
      })
      .catch((error: unknown) => {
        console.error('Could not load earlier messages', error);
        setEarlier('error');
      });
  }, [db, conversationId, oldest]);

  if (live.status === 'loading') return { status: 'loading', messages, earlier, loadEarlier };
  if (live.status === 'error') return { status: 'error', error: live.error, retry: live.retry, messages, earlier, loadEarlier };
  return { status: 'ready', messages, earlier, loadEarlier };
}
