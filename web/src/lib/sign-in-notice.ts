import { isRecord } from '@campus/common/values';

/** Router state for /signin: a notice the sign-in page shows above its form (e.g. after 'Sign out on every device'). */
export const signInNoticeState = (notice: string) => ({ notice });

/** The notice of signInNoticeState in a location's state, or null. */
export function signInNoticeOf(state: unknown): string | null {
  return isRecord(state) && typeof state.notice === 'string' && state.notice !== '' ? state.notice : null;
}
