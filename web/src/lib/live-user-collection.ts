import { useMemo } from 'react';
import { collection, onSnapshot, type DocumentData, type Firestore } from 'firebase/firestore';
import type { User } from 'firebase/auth';
import { Observable, of } from 'rxjs';
import { useFirestore, useObservable, useUser } from 'reactfire';
import { COLLECTIONS } from '@campus/common/model';

type UserSubcollection = typeof COLLECTIONS.cart | typeof COLLECTIONS.wishlist;

export interface LiveUserCollection<T> {
  /** 'loading' until the user is known and the first snapshot (if any) has arrived. */
  status: 'loading' | 'ready';
  signedIn: boolean;
  items: T[];
}

// reactfire keeps an observable per id for the page's lifetime; a listener that died of a
// permission error at sign-out must not be reused when the same account signs in again.
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

function watchUserCollection<T>(
  db: Firestore,
  uid: string,
  name: UserSubcollection,
  convert: (id: string, data: DocumentData) => T | null,
): Observable<T[]> {
  return new Observable<T[]>((subscriber) =>
    onSnapshot(
      collection(db, COLLECTIONS.users, uid, name),
      (snapshot) => {
        const items: T[] = [];
        for (const doc of snapshot.docs) {
          const item = convert(doc.id, doc.data());
          if (item !== null) items.push(item);
        }
        subscriber.next(items);
      },
      // Spec section 8: cart and wishlist failures are only logged.
      (error) => {
        console.error(`Live ${name} failed`, error);
        subscriber.next([]);
      },
    ),
  );
}

/**
 * The signed-in user's cart or wishlist, live through the full SDK (call inside <LiveFirestore>).
 * A visitor gets an empty, ready list without any Firestore call. Components sharing the same
 * collection share one listener.
 */
export function useLiveUserCollection<T>(
  name: UserSubcollection,
  convert: (id: string, data: DocumentData) => T | null,
): LiveUserCollection<T> {
  const db = useFirestore();
  const { status: userStatus, data: user } = useUser();
  const id = user ? `live:${name}:${user.uid}:${sessionOf(user)}` : `live:${name}:visitor`;
  const uid = user?.uid;
  const source = useMemo(() => (uid ? watchUserCollection(db, uid, name, convert) : of<T[]>([])), [db, uid, name, convert]);
  const { status, data } = useObservable<T[]>(id, source);
  if (userStatus === 'loading' || status === 'loading') return { status: 'loading', signedIn: Boolean(user), items: [] };
  return { status: 'ready', signedIn: Boolean(user), items: data };
}
