/** The campus-domain check of sign-up, one refusal for both ways in: the signUp service and the Auth blocking function. */
import { isCampusEmail } from '@campus/common/campus';
import { campusEmailRefusal } from '@campus/common/messages';
import type { AuthBlockingEvent } from 'firebase-functions/v2/identity';
import { campusDomains } from './config';
import { AppError, toHttpsError } from './errors';

/** permission-denied, naming the accepted domains, unless `email` is at one of the configured campus domains. */
export function requireCampusEmail(email: string | undefined): void {
  const domains = campusDomains();
  if (!email || !isCampusEmail(email, domains)) throw new AppError('permission-denied', campusEmailRefusal(domains));
}

/** beforeUserCreated: only e-mail addresses of the configured campus domains may create an account. */
export function campusEmailGate(event: AuthBlockingEvent): void {
  try {
    requireCampusEmail(event.data?.email);
  } catch (error) {
    throw toHttpsError(error, 'checkCampusEmail');
  }
}
