import { useEffect, useRef, useState } from 'react';
import { reportFailure } from '../../../components/report-failure';
import { toaster } from '../../../components/toaster';
import { actionToRunFor, type PendingAction, type PendingActionType } from '../../../lib/pending-action';
import { useSession } from '../../../lib/session';

/**
 * The action a visitor tried before signing in, taken (so it runs once) as soon as a user is present,
 * on any page; `done` clears it once it has run.
 */
export function usePendingAction(): { action: PendingAction | null; done: () => void } {
  const { user } = useSession();
  const signedIn = Boolean(user);
  const [action, setAction] = useState<PendingAction | null>(null);
  useEffect(() => {
    const next = actionToRunFor(localStorage, signedIn);
    if (next) setAction(next);
  }, [signedIn]);
  return { action, done: () => setAction(null) };
}

/** How each kind of pending action runs; the app hands these in from the cart and wishlist features. */
export type PendingActionReplays = Record<PendingActionType, (productId: string) => Promise<unknown>>;

const OUTCOME: Record<PendingActionType, { success: string; failure: string }> = {
  cart: { success: 'Added to your cart', failure: 'Could not add the item to your cart' },
  wishlist: { success: 'Added to your wishlist', failure: 'Could not update your wishlist' },
};

/** Runs `action` once with its replay and tells the user how it went. */
export function useReplayPendingAction(action: PendingAction, replays: PendingActionReplays, onDone: () => void): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const outcome = OUTCOME[action.type];
    replays[action.type](action.productId)
      .then(() => toaster.create({ type: 'success', title: outcome.success }))
      .catch((error: unknown) => reportFailure(outcome.failure, error))
      .finally(onDone);
  }, [action, replays, onDone]);
}
