import { describe, expect, it } from 'vitest';
import { parseEnv as parseWith } from '../parse-env';

const PORTS = { auth: { port: 9099 }, firestore: { port: 8080 }, storage: { port: 9199 }, functions: { port: 5001 } };
const parseEnv = (raw: Record<string, string>) => parseWith(raw, PORTS);

const REAL_PROJECT = {
  VITE_PROJECT_ID: 'campus-market-prod',
  VITE_API_KEY: 'AIza-test',
  VITE_AUTH_DOMAIN: 'campus-market-prod.firebaseapp.com',
  VITE_STORAGE_BUCKET: 'campus-market-prod.firebasestorage.app',
  VITE_MESSAGING_SENDER_ID: '1234567890',
  VITE_APP_ID: '1:1234567890:web:abcdef',
  VITE_APP_CHECK_SITE_KEY: '6Lc-site-key',
};

describe('parseEnv', () => {
  it('runs the demo project on the emulators with no configuration at all', () => {
    const env = parseEnv({});
    expect(env.useEmulators).toBe(true);
    expect(env.firebase).toMatchObject({ projectId: 'demo-campus-market', apiKey: 'demo-key', storageBucket: 'demo-campus-market.appspot.com' });
    expect(env.appCheckSiteKey).toBeUndefined();
  });

  it('takes a real project’s whole web config and App Check site key', () => {
    const env = parseEnv(REAL_PROJECT);
    expect(env.useEmulators).toBe(false);
    expect(env.firebase).toEqual({
      projectId: 'campus-market-prod',
      apiKey: 'AIza-test',
      authDomain: 'campus-market-prod.firebaseapp.com',
      storageBucket: 'campus-market-prod.firebasestorage.app',
      messagingSenderId: '1234567890',
      appId: '1:1234567890:web:abcdef',
    });
    expect(env.appCheckSiteKey).toBe('6Lc-site-key');
  });

  it('names every missing key of a real project at once', () => {
    const { VITE_API_KEY: _apiKey, VITE_APP_ID: _appId, VITE_APP_CHECK_SITE_KEY: _siteKey, ...partial } = REAL_PROJECT;
    expect(() => parseEnv(partial)).toThrow(
      'Invalid web configuration: project campus-market-prod needs VITE_API_KEY, VITE_APP_ID, VITE_APP_CHECK_SITE_KEY (see README, "Deploy")',
    );
  });

  it('lets a real project id run on the emulators without its keys', () => {
    expect(parseEnv({ VITE_PROJECT_ID: 'campus-market-prod', VITE_USE_EMULATORS: 'true' }).useEmulators).toBe(true);
  });

  it('refuses bad ports, flags and project ids, naming each', () => {
    const refusal = () => parseEnv({ VITE_AUTH_PORT: '99999', VITE_USE_EMULATORS: 'yes', VITE_PROJECT_ID: 'Bad Id' });
    expect(refusal).toThrow('VITE_PROJECT_ID must be a Firebase project id, got "Bad Id"');
    expect(refusal).toThrow('VITE_USE_EMULATORS must be "true" or "false", got "yes"');
    expect(refusal).toThrow('VITE_AUTH_PORT must be a port number, got "99999"');
  });
});
