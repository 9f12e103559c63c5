import { campusEmailRefusal, isCampusEmail } from '@campus/common/campus';
import type { AuthBlockingEvent } from 'firebase-functions/v2/identity';
import { HttpsError } from 'firebase-functions/v2/https';
import { campusDomains } from './config';

/** beforeUserCreated: only e-mail addresses of the configured campus domains may create an account. */
export function campusEmailGate(event: AuthBlockingEvent): void {
  const domains = campusDomains();
  const email = event.data?.email;
  if (!email || !isCampusEmail(email, domains)) throw new HttpsError('invalid-argument', campusEmailRefusal(domains));
}
