import { useSyncExternalStore } from 'react';
import type { Auth, User } from 'firebase/auth';

/**
 * Who is signed in: `loading` until the Auth SDK has loaded and restored the session. `leaving` is set
 * when this tab signed out on purpose (Logout, deleting the account): the page that did it decides where
 * to go, so private pages do not send the user to /signin meanwhile.
 */
export type Session = { status: 'loading'; user: null } | { status: 'ready'; user: User | null; leaving?: boolean };

const LOADING: Session = { status: 'loading', user: null };
let session: Session = LOADING;
const listeners = new Set<() => void>();
let loading: Promise<Auth> | undefined;
let leaving = false;

/**
 * The Auth SDK, loaded on first use. Nothing calls this before the page has painted and hydrated
 * (useSession subscribes in an effect), so Auth never delays the first paint.
 */
export function loadAuth(): Promise<Auth> {
  loading ??= import('./auth').then(({ auth }) => {
    auth.onAuthStateChanged((user) => {
      if (user) leaving = false;
      session = user || !leaving ? { status: 'ready', user } : { status: 'ready', user, leaving: true };
      for (const listener of listeners) listener();
    });
    return auth;
  });
  return loading;
}

/** The signed-in user's uid now, outside React (null while loading or for a visitor). */
export const currentUid = (): string | null => session.user?.uid ?? null;

/** Marks the sign-out this tab is about to do as deliberate (see Session's `leaving`). */
export function markLeaving(): void {
  leaving = true;
}

/** Whether the signed-in user has yet to verify their e-mail address (false for a visitor). */
export const currentUserUnverified = (): boolean => session.user !== null && !session.user.emailVerified;

/** Tells every session reader that the signed-in user's Auth profile changed (e.g. a new display name). */
export function refreshSession(): void {
  session = { ...session };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void loadAuth();
  return () => listeners.delete(listener);
}

/**
 * The session, as reactfire's useUser gives it but safe to prerender and hydrate: the prerendered HTML
 * and the hydrating render both see `loading` (reactfire's hooks have no server snapshot, and its
 * AuthProvider needs the Auth SDK in the first load).
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, () => session, () => LOADING);
}
