import { useCallback, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SIGN_IN_REQUIRED_TEXT, SIGN_IN_REQUIRED_TITLE } from '@campus/common/messages';
import { paths } from '../config/paths';
import { attemptAction, cancelSignIn, confirmSignIn, type PendingAction } from '../lib/pending-action';
import { ConfirmDialog } from './confirm-dialog';
import { useSession } from '../lib/session';

export interface SignInGate {
  /**
   * True when a user is signed in and the caller may go ahead. Otherwise opens the sign-in
   * dialog and, when an action is given, remembers it to run after sign-in.
   */
  requireSignIn: (action?: PendingAction) => boolean;
  /**
   * False until the session has loaded (and in the server's HTML): a control that calls requireSignIn is
   * disabled meanwhile, or a signed-in user's early click would be asked to sign in.
   */
  ready: boolean;
  /** Render this once in the calling component. */
  dialog: ReactNode;
}

/** The sign-in-required flow for cart, wishlist and Buy Now attempts. */
export function useSignInGate(): SignInGate {
  const { status, user } = useSession();
  const signedIn = Boolean(user);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  const requireSignIn = useCallback(
    (action?: PendingAction) => {
      if (attemptAction(localStorage, signedIn, action) === 'go-ahead') return true;
      setOpen(true);
      return false;
    },
    [signedIn],
  );

  const dialog = (
    <ConfirmDialog
      open={open}
      title={SIGN_IN_REQUIRED_TITLE}
      text={SIGN_IN_REQUIRED_TEXT}
      confirmLabel="Sign In"
      onCancel={() => {
        cancelSignIn(localStorage);
        setOpen(false);
      }}
      onConfirm={() => {
        confirmSignIn(localStorage, `${location.pathname}${location.search}`);
        setOpen(false);
        navigate(paths.signin);
      }}
    />
  );

  return { requireSignIn, ready: status === 'ready', dialog };
}
