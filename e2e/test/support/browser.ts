import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect } from 'vitest';
import { removeSignedUpUsers } from './cleanup';
import { removeTestProducts } from './test-data';

export const VIEWPORT_NAMES = ['desktop', 'mobile'] as const;
export type ViewportName = (typeof VIEWPORT_NAMES)[number];

export const VIEWPORTS: Record<ViewportName, BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};

const SCREENSHOT_DIR = fileURLToPath(new URL('../../screenshots/', import.meta.url));
/** Actions and auto-waiting locators give up after this; the shared 2-core machine can be slow. */
const ACTION_TIMEOUT_MS = 20_000;

/** The web app's base URL, set by the test runner (scripts/src/test.ts). */
export function webUrl(path = '/'): string {
  const base = process.env.WEB_URL;
  if (!base) throw new Error('WEB_URL is not set: run the e2e project through `npm run test:e2e` or set it to the web app URL.');
  return new URL(path, base).toString();
}

/** The one Chromium launcher of the journeys (the system browser, headless, no background traffic). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
}

let emailCounter = 0;

/** A campus address nobody has used yet, e.g. `signup-lx3k9a-1-4821@campus.ac.in`. */
export function uniqueCampusEmail(prefix = 'e2e'): string {
  emailCounter += 1;
  const random = Math.floor(Math.random() * 10_000);
  return `${prefix}-${Date.now().toString(36)}-${emailCounter}-${random}@campus.ac.in`;
}

export interface Session {
  page: Page;
  context: BrowserContext;
  viewport: ViewportName;
  isMobile: boolean;
  /**
   * Lets console errors that match `pattern` pass the end-of-test check. For failures the test
   * provokes on purpose (a refused sign-up, a wrong password), never for noise in general.
   */
  allowConsoleError(pattern: RegExp): void;
  /** Saves e2e/screenshots/<journey>[-<step>]-<viewport>.png. */
  screenshot(step?: string): Promise<void>;
  /**
   * A second browser, for a second user at the same time (a fresh context, so its own sign-in), at the same
   * viewport: its screenshots are named <journey>-<label>[-<step>]-<viewport>.png, its console errors are
   * checked and it is closed after the test like the first.
   */
  openSecondSession(label: string): Promise<Session>;
}

interface SessionState {
  session: Session;
  errors: string[];
  allowed: RegExp[];
  /** The sessions opened with openSecondSession. */
  others: SessionState[];
}

async function newContext(browser: Browser, viewport: ViewportName): Promise<BrowserContext> {
  const context = await browser.newContext({ ...VIEWPORTS[viewport], locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS * 2);
  return context;
}

function openSession(context: BrowserContext, page: Page, journey: string, viewport: ViewportName): SessionState {
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  const others: SessionState[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    errors.push(where ? `${message.text()} (${where})` : message.text());
  });
  page.on('pageerror', (error) => errors.push(`Uncaught ${error.name}: ${error.message}`));
  const session: Session = {
    page,
    context,
    viewport,
    isMobile: viewport === 'mobile',
    allowConsoleError: (pattern) => allowed.push(pattern),
    screenshot: async (step) => {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const name = [journey, step, viewport].filter(Boolean).join('-');
      await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: true });
    },
    openSecondSession: async (label) => {
      const browser = context.browser();
      if (!browser) throw new Error('The session has no browser');
      const second = await newContext(browser, viewport);
      const state = openSession(second, await second.newPage(), `${journey}-${label}`, viewport);
      others.push(state);
      return state.session;
    },
  };
  return { session, errors, allowed, others };
}

/** Closes the session's contexts (a failure screenshot of each first) and returns the console errors it did not allow. */
async function closeSession(state: SessionState, failed: boolean): Promise<string[]> {
  const unexpected: string[] = [];
  for (const current of [state, ...state.others]) {
    // Best effort: a failure screenshot must not hide the test's own error.
    if (failed) await current.session.screenshot('failed').catch(() => undefined);
    await current.session.context.close();
    unexpected.push(...current.errors.filter((error) => !current.allowed.some((pattern) => pattern.test(error))));
  }
  return unexpected;
}

/**
 * Declares a journey once per viewport (desktop 1280x800, mobile 375x812): one browser for the
 * file, a fresh context and page per test, and after each test a check that the page logged no
 * console errors beyond those the test allowed; after the file, the users it signed up are removed.
 * `body` declares the tests with `it`.
 */
export function describeJourney(journey: string, body: (session: () => Session) => void): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await removeSignedUpUsers();
    await removeTestProducts();
  });

  for (const viewport of VIEWPORT_NAMES) {
    describe(`${journey} (${viewport})`, () => {
      let state: SessionState | undefined;
      beforeEach(async () => {
        if (!browser) throw new Error('The browser did not start');
        const context = await newContext(browser, viewport);
        state = openSession(context, await context.newPage(), journey, viewport);
      });
      afterEach(async ({ task }) => {
        const current = state;
        state = undefined;
        if (!current) return;
        const unexpected = await closeSession(current, task.result?.state === 'fail');
        expect(unexpected, 'console errors in the page').toEqual([]);
      });
      body(() => {
        if (!state) throw new Error('No session: call session() inside a test');
        return state.session;
      });
    });
  }
}
