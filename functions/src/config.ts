/** Deploy-time parameters. Read their values only inside handlers, never at module load. */
import { defineString } from 'firebase-functions/params';
import { DEFAULT_CAMPUS_DOMAINS, parseCampusDomains } from '@campus/common/campus';

export const CAMPUS_EMAIL_DOMAINS = defineString('CAMPUS_EMAIL_DOMAINS', {
  default: DEFAULT_CAMPUS_DOMAINS.join(','),
  description: 'Comma-separated e-mail domains allowed to sign up (subdomains included), e.g. campus.ac.in,other.edu',
});

/** The configured campus domains; the default list when the parameter is blank. */
export function campusDomains(): readonly string[] {
  return parseCampusDomains(CAMPUS_EMAIL_DOMAINS.value());
}

export const WEB_API_KEY = defineString('WEB_API_KEY', {
  default: '',
  description: 'Web API key of the Firebase project, used by /api/auth/signin to call the Auth REST API (any value works in the emulator)',
});
