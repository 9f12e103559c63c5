import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOut, type Auth } from 'firebase/auth';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { clearDeviceDrafts } from './device-drafts';
import { loadAuth } from './session';

/** Spec: logout clears all local storage (and the drafts kept in IndexedDB) and signs out. */
export async function signOutUser(auth: Auth): Promise<void> {
  await signOut(auth);
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
    mutationFn: async () => signOutUser(await loadAuth()),
    onSuccess: () => {
      queryClient.clear();
      navigate(paths.signin);
    },
  });
}
