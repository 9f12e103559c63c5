import { useMutation } from '@tanstack/react-query';
import { httpsCallable, type Functions } from 'firebase/functions';
import { useFunctions } from 'reactfire';
import { ACCOUNT_EXISTS_UI, NO_SERVER_RESPONSE, REGISTRATION_FAILED, USER_EXISTS } from '@campus/common/messages';
import type { SignUpValues } from '@campus/common/schemas/sign-up';
import { SIGNUP_TIMEOUT_MS } from '@campus/common/timers';
import { userMessage } from '../../../lib/error-message';
import { noteVerificationEmailSent } from './verification-email-sent';

export interface SignUpResult {
  uid: string;
}

/** Why a registration failed, as the form shows it. */
export type SignUpFailure = { kind: 'exists'; message: typeof ACCOUNT_EXISTS_UI } | { kind: 'timeout' | 'other'; message: string };

export class SignUpTimeoutError extends Error {
  constructor() {
    super(NO_SERVER_RESPONSE);
    this.name = 'SignUpTimeoutError';
  }
}

/**
 * Calls the signUp callable (the server creates the Auth user and the profile and checks the campus
 * domain). Rejects with SignUpTimeoutError when no answer arrives within `timeoutMs` (10 s).
 */
export async function signUp(functions: Functions, values: SignUpValues, timeoutMs = SIGNUP_TIMEOUT_MS): Promise<SignUpResult> {
  const call = httpsCallable<SignUpValues, SignUpResult>(functions, 'signUp');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stall = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SignUpTimeoutError()), timeoutMs);
  });
  try {
    const result = await Promise.race([call(values), stall]);
    return result.data;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Spec section 8: the duplicate-account text, the server's message (e.g. the campus refusal), the
 * network message, or 'Registration failed. Please try again.'.
 */
export function describeSignUpError(error: unknown): SignUpFailure {
  if (error instanceof SignUpTimeoutError) return { kind: 'timeout', message: NO_SERVER_RESPONSE };
  if (error instanceof Error && error.message.includes(USER_EXISTS)) return { kind: 'exists', message: ACCOUNT_EXISTS_UI };
  return { kind: 'other', message: userMessage(error, REGISTRATION_FAILED) };
}

/** The signUp callable as a mutation (inside reactfire's FunctionsProvider); the server sent the first verification link. */
export function useSignUp() {
  const functions = useFunctions();
  return useMutation({ mutationFn: (values: SignUpValues) => signUp(functions, values), onSuccess: () => noteVerificationEmailSent() });
}
