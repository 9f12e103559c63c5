import type { KeyValueStore } from './key-value-store';
import { saveReturnUrl } from './return-url';

/**
 * What a visitor tried to do before signing in, kept in local storage so it survives the
 * sign-in page (and the reload that may follow it) and runs once a user is present.
 */
export type PendingActionType = 'cart' | 'wishlist';

export interface PendingAction {
  type: PendingActionType;
  productId: string;
}

export const PENDING_ACTION_KEY = 'pendingAction';

const isPendingActionType = (value: unknown): value is PendingActionType => value === 'cart' || value === 'wishlist';

/** Parses a stored value; anything malformed reads as no pending action. */
export function parsePendingAction(raw: string | null): PendingAction | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const type: unknown = Reflect.get(parsed, 'type');
  const productId: unknown = Reflect.get(parsed, 'productId');
  if (!isPendingActionType(type) || typeof productId !== 'string' || productId === '') return null;
  return { type, productId };
}

export function rememberPendingAction(store: KeyValueStore, action: PendingAction): void {
  store.setItem(PENDING_ACTION_KEY, JSON.stringify(action));
}

export function peekPendingAction(store: KeyValueStore): PendingAction | null {
  return parsePendingAction(store.getItem(PENDING_ACTION_KEY));
}

/** Returns the remembered action and forgets it, so it can run at most once. */
export function takePendingAction(store: KeyValueStore): PendingAction | null {
  const action = peekPendingAction(store);
  store.removeItem(PENDING_ACTION_KEY);
  return action;
}

export type AttemptOutcome = 'go-ahead' | 'ask-sign-in';

/**
 * A cart, wishlist or Buy Now attempt: a signed-in user goes ahead now; for a visitor the action
 * (when there is one to replay) is remembered and the sign-in dialog is asked for.
 */
export function attemptAction(store: KeyValueStore, signedIn: boolean, action?: PendingAction): AttemptOutcome {
  if (signedIn) return 'go-ahead';
  if (action) rememberPendingAction(store, action);
  return 'ask-sign-in';
}

/** The dialog's Sign In button: remember where the visitor was, for after sign-in. */
export function confirmSignIn(store: KeyValueStore, currentPath: string): void {
  saveReturnUrl(store, currentPath);
}

/** The dialog's Cancel button: the visitor gave up, so the attempt is forgotten. */
export function cancelSignIn(store: KeyValueStore): void {
  store.removeItem(PENDING_ACTION_KEY);
}

/** Once a user is present: the action to run now, if any (taken, so it runs once). */
export function actionToRunFor(store: KeyValueStore, signedIn: boolean): PendingAction | null {
  return signedIn ? takePendingAction(store) : null;
}
