import { useCallback } from 'react';
import { signOut, type Auth } from 'firebase/auth';
import { useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { paths } from '../../../app/paths';

/** Spec: logout clears all local storage and signs out. */
export async function signOutUser(auth: Auth): Promise<void> {
  await signOut(auth);
  localStorage.clear();
}

/** Logout as the menus use it: sign out, clear local storage, go to /signin. */
export function useSignOut(): () => Promise<void> {
  const auth = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOutUser(auth);
    navigate(paths.signin);
  }, [auth, navigate]);
}
