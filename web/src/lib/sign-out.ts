import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { clearDeviceDrafts } from './device-drafts';
import { markLeaving } from './session';

/** Spec: logout clears all local storage (and the drafts kept in IndexedDB) and signs out. */
export async function signOutUser(): Promise<void> {
  // Through the Auth module the session has loaded, so the pages with a Logout button do not bring the Auth SDK along.
  const { signOutOfAuth } = await import('./auth');
  markLeaving();
  await signOutOfAuth();
  localStorage.clear();
  await clearDeviceDrafts();
}

/**
 * Logout as the menus use it: sign out, clear local storage and every cached read (the next user must
 * not see this one's data), go to /signin.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutUser,
    onSuccess: () => {
      queryClient.clear();
      navigate(paths.signin);
    },
  });
}
