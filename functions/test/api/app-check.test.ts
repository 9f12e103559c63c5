/**
 * App Check on /api and the callables: a forged token is refused wherever it comes; a missing one only where ENFORCE_APP_CHECK is on
 * (every real project; the emulators run the demo project with it off, since they cannot mint tokens offline).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { APP_CHECK_REQUIRED } from '@campus/common/messages';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { createApp } from '../../src/api/app';
import { placeOrder } from '../../src/index';
import { API_URL } from '../support/env';

const FORGED = 'eyJhbGciOiJSUzI1NiIsImtpZCI6ImZvcmdlZCJ9.eyJzdWIiOiIxOjE6d2ViOmZvcmdlZCJ9.c2lnbmF0dXJl';

describe('on the emulators (enforcement off)', () => {
  it('serves a request without a token', async () => {
    const response = await fetch(`${API_URL}/api/health`);
    expect(response.status).toBe(200);
  });

  it('refuses a forged token with 401 and JSON', async () => {
    const response = await fetch(`${API_URL}/api/products?pageNumber=0&pageSize=1`, { headers: { 'x-firebase-appcheck': FORGED } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: APP_CHECK_REQUIRED });
  });
});

describe('where App Check is enforced', () => {
  afterEach(() => {
    delete process.env.ENFORCE_APP_CHECK;
  });

  it('refuses a request without a token, before any route runs', async () => {
    process.env.ENFORCE_APP_CHECK = 'true';
    const server = createApp().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      const response = await fetch(`http://127.0.0.1:${port}/api/products`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: APP_CHECK_REQUIRED });
    } finally {
      server.close();
    }
  });

  it('refuses a callable without a token, before its handler runs', async () => {
    process.env.ENFORCE_APP_CHECK = 'true';
    const request = { data: {}, rawRequest: {}, acceptsStreaming: false } as unknown as CallableRequest<unknown>;
    await expect(placeOrder.run(request)).rejects.toMatchObject({ code: 'unauthenticated', message: APP_CHECK_REQUIRED });
  });
});
