import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpsCallable, type Functions } from 'firebase/functions';
import { useNavigate } from 'react-router-dom';
import { useFunctions } from 'reactfire';
import { SESSION_REVOKED } from '@campus/common/messages';
import { paths } from '../../../config/paths';
import { signInNoticeState } from '../../../lib/sign-in-notice';
import { signOutUser } from '../../../lib/sign-out';

/** Calls signOutEverywhere: every refresh token of the user is revoked; resolves to when (ISO). */
export async function signOutEverywhere(functions: Functions): Promise<{ revokedAt: string }> {
  const result = await httpsCallable<undefined, { revokedAt: string }>(functions, 'signOutEverywhere')();
  return result.data;
}

/**
 * 'Sign out on every device': revokes the sessions, then signs this tab out as Logout does and goes to
 * /signin, which says what happened. Other devices lose their session within the hour (their ID tokens
 * are refused by the functions at once).
 */
export function useSignOutEverywhere() {
  const functions = useFunctions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await signOutEverywhere(functions);
      await signOutUser();
    },
    onSuccess: () => {
      queryClient.clear();
      navigate(paths.signin, { state: signInNoticeState(SESSION_REVOKED) });
    },
  });
}
