import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { collection, onSnapshot, type DocumentData, type DocumentReference, type Firestore, type Query } from 'firebase/firestore';
import type { User } from 'firebase/auth';
import { Observable, of } from 'rxjs';
import { useFirestore, useObservable } from 'reactfire';
import { COLLECTIONS } from '@campus/common/model';
import { asRecord } from '@campus/common/values';
import { currentUid, useSession } from './session';

/** A live list: loading, its items, or a failure to show with Retry (never an empty list in its place). */
export type LiveList<T> =
  | { status: 'loading' }
  | { status: 'ready'; items: T[] }
  | { status: 'error'; error: unknown; retry: () => void };

/** A live value: loading, the value, or a failure to show with Retry. */
export type LiveValue<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown; retry: () => void };

type Emission<T> = { ok: true; value: T } | { ok: false; error: unknown };

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

/** Delivers what a Firestore listener sees as emissions, failures included; `listen` starts it and returns its stop. */
function watch<T>(
  uid: string,
  name: string,
  listen: (next: (value: T) => void, fail: (error: unknown) => void) => () => void,
): Observable<Emission<T>> {
  return new Observable<Emission<T>>((subscriber) =>
    listen(
      (value) => subscriber.next({ ok: true, value }),
      (error) => {
        // A listener of a user who has just signed out is refused: expected, and nobody sees it any more.
        if (currentUid() === uid) console.error(`Live ${name} failed`, error);
        // As a value, not an rxjs error: reactfire's useObservable throws errors into the render.
        subscriber.next({ ok: false, error });
      },
    ),
  );
}

/** The query of a live list for the signed-in user `uid`; define it at module level, so that it is stable. */
export type UserQuery = (db: Firestore, uid: string) => Query;

/**
 * The signed-in user's live value named `name` (call inside <LiveFirestore>): `listen` starts the listener
 * for `uid`. Components using the same name share one listener, and Retry restarts that name's listeners
 * only. A visitor gets `visitorValue`, ready, without any Firestore call.
 */
function useLiveValue<T>(
  name: string,
  visitorValue: T,
  listen: (db: Firestore, uid: string) => (next: (value: T) => void, fail: (error: unknown) => void) => () => void,
): LiveValue<T> {
  const db = useFirestore();
  const { status: userStatus, user } = useSession();
  const retryGeneration = useSyncExternalStore(subscribeToGenerations, () => generations.get(name) ?? 0);
  const id = user ? `live:${name}:${user.uid}:${sessionOf(user)}:${retryGeneration}` : `live:${name}:visitor`;
  const uid = user?.uid;
  const source = useMemo<Observable<Emission<T>>>(
    () => (uid ? watch(uid, name, listen(db, uid)) : of<Emission<T>>({ ok: true, value: visitorValue })),
    // A new generation needs a new listener, not the failed one.
    [db, uid, name, listen, visitorValue, retryGeneration],
  );
  const { status, data } = useObservable<Emission<T>>(id, source);
  if (userStatus === 'loading' || status === 'loading') return { status: 'loading' };
  if (!data.ok) return { status: 'error', error: data.error, retry: () => retryLiveQuery(name) };
  return { status: 'ready', value: data.value };
}

const NO_ITEMS: never[] = [];

/**
 * A query of the signed-in user's data, live through the full SDK (call inside <LiveFirestore>), each
 * document converted (null leaves it out). `name` names the query and its conversion: components using the
 * same name share one listener (so they must pass the same query and convert). A visitor gets an empty,
 * ready list.
 */
export function useLiveQuery<T>(name: string, query: UserQuery, convert: (id: string, data: DocumentData) => T | null): LiveList<T> {
  const listen = useCallback(
    (db: Firestore, uid: string) => (next: (items: T[]) => void, fail: (error: unknown) => void) =>
      onSnapshot(
        query(db, uid),
        (snapshot) => {
          const items: T[] = [];
          for (const doc of snapshot.docs) {
            const item = convert(doc.id, doc.data());
            if (item !== null) items.push(item);
          }
          next(items);
        },
        fail,
      ),
    [query, convert],
  );
  const live = useLiveValue<T[]>(name, NO_ITEMS, listen);
  return live.status === 'ready' ? { status: 'ready', items: live.value } : live;
}

/** The document of a live value for the signed-in user `uid`; define it at module level, so that it is stable. */
export type UserDocument = (db: Firestore, uid: string) => DocumentReference;

/**
 * One document the signed-in user may read, live (call inside <LiveFirestore>): converted, or null when it
 * does not exist or is not theirs to read. The rules answer both alike, permission-denied for another's
 * conversation as for an unknown id, so neither is an error a Retry could mend. A visitor gets null.
 * `name` must name the document (include its id).
 */
export function useLiveDocument<T>(name: string, document: UserDocument, convert: (id: string, data: DocumentData) => T | null): LiveValue<T | null> {
  const listen = useCallback(
    (db: Firestore, uid: string) => (next: (value: T | null) => void, fail: (error: unknown) => void) =>
      onSnapshot(
        document(db, uid),
        (snapshot) => {
          const data = snapshot.data();
          next(data === undefined ? null : convert(snapshot.id, data));
        },
        (error) => (asRecord(error).code === 'permission-denied' ? next(null) : fail(error)),
      ),
    [document, convert],
  );
  return useLiveValue<T | null>(name, null, listen);
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
