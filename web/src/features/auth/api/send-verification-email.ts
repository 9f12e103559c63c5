import { useMutation } from '@tanstack/react-query';
import { sendEmailVerification, type User } from 'firebase/auth';
import { paths } from '../../../config/paths';
import { noteVerificationEmailSent } from './verification-email-sent';

/**
 * E-mails the signed-in user a new verification link (sign-up sent the first). Its page (or the Auth
 * emulator's link) verifies the address, then leads back to this site. Rejects with the Auth error,
 * e.g. auth/too-many-requests when links are asked for too often.
 */
export async function sendVerificationEmail(user: User, continueUrl: string): Promise<void> {
  await sendEmailVerification(user, { url: continueUrl });
}

/** The resend as a mutation; the link leads back to the home page. */
export function useSendVerificationEmail(user: User) {
  return useMutation({
    mutationFn: () => sendVerificationEmail(user, new URL(paths.home, window.location.origin).href),
    onSuccess: () => noteVerificationEmailSent(),
  });
}
