/** Deploy-time parameters. Read their values only inside handlers, never at module load. */
import { defineBoolean, defineInt, defineString } from 'firebase-functions/params';
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

/**
 * Refuse callables and /api requests without a valid App Check token. On by default; the demo project's
 * emulators turn it off (functions/.env.demo-campus-market), because App Check tokens cannot be minted offline.
 */
export const ENFORCE_APP_CHECK = defineBoolean('ENFORCE_APP_CHECK', {
  default: true,
  description: 'Refuse callables and /api requests that carry no valid App Check token',
});

/** Warm instances of the `api` function: 1 removes cold starts for about the price of one small always-on instance. */
export const API_MIN_INSTANCES = defineInt('API_MIN_INSTANCES', {
  default: 0,
  description: 'Instances of the api function kept warm (0 scales to zero)',
});
