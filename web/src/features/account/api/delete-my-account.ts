import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { httpsCallable, type Functions } from 'firebase/functions';
import { useNavigate } from 'react-router-dom';
import { useFunctions } from 'reactfire';
import { toaster } from '../../../components/toaster';
import { paths } from '../../../config/paths';
import { signOutUser } from '../../../lib/sign-out';
import { reauthenticate, type Reauthentication } from './reauthenticate';

export const ACCOUNT_DELETED = 'Your account was deleted.';
export const DELETE_ACCOUNT_TITLE = 'Delete your account?';

/**
 * Calls deleteMyAccount. The server wants a sign-in within the last 5 minutes, refuses while an order is
 * open or an accepted offer holds an item (failed-precondition, with the reason), and deletes the Auth
 * user last.
 */
export async function deleteMyAccount(functions: Functions): Promise<{ deleted: true }> {
  const result = await httpsCallable<undefined, { deleted: true }>(functions, 'deleteMyAccount')();
  return result.data;
}

/**
 * 'Delete my account': signs in again, deletes, then signs this tab out and goes home with a toast. The
 * refusals (wrong password, open orders, ...) reject the mutation for the dialog to show.
 */
export function useDeleteMyAccount(user: User) {
  const functions = useFunctions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (how: Reauthentication) => {
      await reauthenticate(user, how);
      await deleteMyAccount(functions);
      await signOutUser();
    },
    onSuccess: () => {
      queryClient.clear();
      navigate(paths.home, { replace: true });
      toaster.create({ type: 'success', title: ACCOUNT_DELETED });
    },
  });
}
