/** Links are asked for at most once a minute: when this browser last had one sent, kept across reloads. */
/** When this browser last had a link sent (sign-up or a resend); Logout clears it with the rest of local storage. */
const SENT_AT_KEY = 'verificationEmailSentAt';

/** The time of the last link sent from this browser, or null. */
export function lastVerificationEmailSentAt(): number | null {
  const value = Number(localStorage.getItem(SENT_AT_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Notes that a link was sent now (the server sends the first at sign-up); returns the time. */
export function noteVerificationEmailSent(): number {
  const now = Date.now();
  localStorage.setItem(SENT_AT_KEY, String(now));
  return now;
}
