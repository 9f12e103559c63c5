import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCurrentUser } from './use-current-user';

function hasPreviousEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}

/**
 * Spec: visiting /signin or /signup while signed in goes back one page (home when there is none).
 * Returns a ref the page sets when it signs the user in itself, so its own redirect wins.
 */
export function useLeaveIfSignedIn() {
  const { status } = useCurrentUser();
  const navigate = useNavigate();
  const handledHere = useRef(false);
  useEffect(() => {
    if (status !== 'signed-in' || handledHere.current) return;
    if (hasPreviousEntry()) navigate(-1);
    else navigate(paths.home, { replace: true });
  }, [status, navigate]);
  return handledHere;
}
