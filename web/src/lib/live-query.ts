import { useMemo, useSyncExternalStore } from 'react';
import { collection, onSnapshot, type DocumentData, type Firestore, type Query } from 'firebase/firestore';
import type { User } from 'firebase/auth';
import { Observable, of } from 'rxjs';
import { useFirestore, useObservable } from 'reactfire';
import { COLLECTIONS } from '@campus/common/model';
import { currentUid, useSession } from './session';

/** A live list: loading, its items, or a failure to show with Retry (never an empty list in its place). */
export type LiveList<T> =
  | { status: 'loading' }
  | { status: 'ready'; items: T[] }
  | { status: 'error'; error: unknown; retry: () => void };

type Emission<T> = { ok: true; items: T[] } | { ok: false; error: unknown };

/*
 * reactfire keeps each observable, and the Firestore listener under it, for 30 s after its last
 * subscriber leaves, keyed by the id it is given, and hands its last value or error to the next
 * subscriber (reactfire issues 485 and 790). A listener that died of permission-denied when the user
 * signed out would be handed to the same account signing in again, and a failed one could never be
 * retried. So the id names the sign-in session (Auth makes a new User object per sign-in) and a retry
 * generation, and reactfire's own Firestore hooks, whose ids come from the query alone, are not used here.
 */
const sessions = new WeakMap<User, number>();
let nextSession = 0;
function sessionOf(user: User): number {
  let session = sessions.get(user);
  if (session === undefined) {
    session = nextSession++;
    sessions.set(user, session);
  }
  return session;
}

/** Per query name, how many times its listener was retried: a Retry of the wishlist leaves a working cart listener alone. */
const generations = new Map<string, number>();
const generationListeners = new Set<() => void>();
/** Starts the named query's live listeners afresh (the Retry of a failed one). */
function retryLiveQuery(name: string): void {
  generations.set(name, (generations.get(name) ?? 0) + 1);
  for (const listener of generationListeners) listener();
}
function subscribeToGenerations(listener: () => void): () => void {
  generationListeners.add(listener);
  return () => generationListeners.delete(listener);
}

function watchQuery<T>(query: Query, uid: string, name: string, convert: (id: string, data: DocumentData) => T | null): Observable<Emission<T>> {
  return new Observable<Emission<T>>((subscriber) =>
    onSnapshot(
      query,
      (snapshot) => {
        const items: T[] = [];
        for (const doc of snapshot.docs) {
          const item = convert(doc.id, doc.data());
          if (item !== null) items.push(item);
        }
        subscriber.next({ ok: true, items });
      },
      (error) => {
        // A listener of a user who has just signed out is refused: expected, and nobody sees it any more.
        if (currentUid() === uid) console.error(`Live ${name} failed`, error);
        // As a value, not an rxjs error: reactfire's useObservable throws errors into the render.
        subscriber.next({ ok: false, error });
      },
    ),
  );
}

const visitor = of<Emission<never>>({ ok: true, items: [] });

/** The query of a live list for the signed-in user `uid`; define it at module level, so that it is stable. */
export type UserQuery = (db: Firestore, uid: string) => Query;

/**
 * A query of the signed-in user's data, live through the full SDK (call inside <LiveFirestore>), each
 * document converted (null leaves it out). `name` names the query and its conversion: components using the
 * same name share one listener (so they must pass the same query and convert), and Retry restarts that name's listeners only. A visitor gets an empty, ready list
 * without any Firestore call.
 */
export function useLiveQuery<T>(name: string, query: UserQuery, convert: (id: string, data: DocumentData) => T | null): LiveList<T> {
  const db = useFirestore();
  const { status: userStatus, user } = useSession();
  const retryGeneration = useSyncExternalStore(subscribeToGenerations, () => generations.get(name) ?? 0);
  const id = user ? `live:${name}:${user.uid}:${sessionOf(user)}:${retryGeneration}` : `live:${name}:visitor`;
  const uid = user?.uid;
  const source = useMemo<Observable<Emission<T>>>(
    () => (uid ? watchQuery(query(db, uid), uid, name, convert) : visitor),
    // A new generation needs a new listener, not the failed one.
    [db, uid, name, query, convert, retryGeneration],
  );
  const { status, data } = useObservable<Emission<T>>(id, source);
  if (userStatus === 'loading' || status === 'loading') return { status: 'loading' };
  if (!data.ok) return { status: 'error', error: data.error, retry: () => retryLiveQuery(name) };
  return { status: 'ready', items: data.items };
}

type UserSubcollection = typeof COLLECTIONS.cart | typeof COLLECTIONS.wishlist;

const subcollectionQueries: Record<UserSubcollection, UserQuery> = {
  cart: (db, uid) => collection(db, COLLECTIONS.users, uid, COLLECTIONS.cart),
  wishlist: (db, uid) => collection(db, COLLECTIONS.users, uid, COLLECTIONS.wishlist),
};

/** The signed-in user's cart or wishlist, live (inside <LiveFirestore>). */
export function useLiveUserCollection<T>(name: UserSubcollection, convert: (id: string, data: DocumentData) => T | null): LiveList<T> {
  return useLiveQuery(name, subcollectionQueries[name], convert);
}
