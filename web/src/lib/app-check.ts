import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import { env } from '../config/env';
import { firebaseApp } from './firebase-app';

/**
 * App Check for the callables (they refuse calls without a valid token on a real project). Off on the emulators,
 * which cannot mint App Check tokens offline: there the functions do not enforce it either (ENFORCE_APP_CHECK).
 * A development build talking to a real project uses a debug token registered in the console instead.
 */
if (env.appCheckSiteKey !== undefined) {
  if (env.appCheckDebugToken !== undefined) {
    (self as unknown as { FIREBASE_APPCHECK_DEBUG_TOKEN: string }).FIREBASE_APPCHECK_DEBUG_TOKEN = env.appCheckDebugToken;
  }
  initializeAppCheck(firebaseApp, { provider: new ReCaptchaEnterpriseProvider(env.appCheckSiteKey), isTokenAutoRefreshEnabled: true });
}
