/**
 * What firebase.json makes Hosting send, checked against the Hosting emulator of the running stack: the security
 * headers on every answer, a Content-Security-Policy that allows only what the app loads, long caching for
 * hashed assets only, the SPA rewrites and /api rewritten to the api function.
 */
import { describe, expect, it } from 'vitest';
import { localContentSecurityPolicy } from '../src/stack/local-csp';
import { HOST, readFirebaseJson } from '../src/stack/stack-config';

const HOSTING_URL = process.env.HOSTING_URL ?? '';
const COLD_START = { timeout: 90_000 };

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const rules = (readFirebaseJson() as unknown as { hosting: { headers: HeaderRule[] } }).hosting.headers;
const deployedCsp = rules.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy')?.value ?? '';

/** The policy as directive -> sources. */
function directives(policy: string): Map<string, string[]> {
  const parsed = policy.split(';').map((part) => part.trim().split(/\s+/));
  return new Map(parsed.filter(([name]) => name).map(([name = '', ...sources]) => [name, sources]));
}

async function get(path: string): Promise<Response> {
  if (HOSTING_URL === '') throw new Error('HOSTING_URL is not set: run these tests through npm test');
  return fetch(`${HOSTING_URL}${path}`, { redirect: 'manual' });
}

const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // Not same-origin: that would cut the provider sign-in popup (Google, Microsoft) off from the page that opened it.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

function expectSecurityHeaders(response: Response): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
  expect(response.headers.get('content-security-policy')).toBe(localContentSecurityPolicy(deployedCsp, HOST));
}

describe('the deployed Content-Security-Policy', () => {
  const policy = directives(deployedCsp);

  it('runs only the app’s own scripts, reCAPTCHA for App Check, and Google’s loader of the Auth sign-in frame', () => {
    expect(policy.get('script-src')).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://apis.google.com']);
    expect(deployedCsp).not.toMatch(/unsafe-eval|\*\s|http:/);
  });

  it('connects only to itself and Firebase, and shows images from itself and Storage', () => {
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://*.googleapis.com', 'https://*.cloudfunctions.net']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://firebasestorage.googleapis.com', 'https://storage.googleapis.com']);
  });

  it('refuses plugins, framing, foreign forms and base URLs, and upgrades http', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('frames only reCAPTCHA and the Auth domain that relays a Google or Microsoft sign-in', () => {
    expect(policy.get('frame-src')).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/', 'https://*.firebaseapp.com']);
  });

  it('is opened to the emulators, over http, only on the local stack', () => {
    const local = directives(localContentSecurityPolicy(deployedCsp, HOST));
    expect(local.get('connect-src')).toContain(`http://${HOST}:*`);
    expect(local.get('img-src')).toContain(`http://${HOST}:*`);
    expect(local.get('frame-src')).toContain(`http://${HOST}:*`);
    expect(local.get('script-src')).toEqual(policy.get('script-src'));
    expect(local.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('Hosting', () => {
  it('serves every app route without stored data as HTML that is never cached, with the security headers', async () => {
    for (const [path, marker] of [
      ['/signin', 'Campus Marketplace'],
      ['/orders', 'Campus Marketplace'],
      ['/admin', 'Campus Marketplace'],
      ['/no/such/page', 'Campus Marketplace'],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expectSecurityHeaders(response);
      expect(await response.text(), path).toContain(marker);
    }
  });

  it('caches the hashed assets for a year', async () => {
    const html = await (await get('/signin')).text();
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await get(script ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response);
  });

  it('sends /api to the api function, with its own caching and the security headers', COLD_START, async () => {
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    expect(health.headers.get('cache-control')).toBe('private, no-store');
    expectSecurityHeaders(health);

    const unknown = await get('/api/no-such-route');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toHaveProperty('error');
  });

  it('sends the home page, the listing, product pages and the sitemap to the pages function, which the CDN may keep', COLD_START, async () => {
    for (const path of ['/', '/items', '/items?category=Electronic&page=2']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), path).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
      expectSecurityHeaders(response);
      expect(await response.text(), path).toContain(`data-rendered-url="${path.replace(/&/g, '&amp;')}"`);
    }
    const missing = await get('/product/no-such-product');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    expectSecurityHeaders(missing);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain('<urlset');
  });
});
