import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject } from 'vitest';
import { auditPage, trackPageChanges, type PageAudit } from './a11y';
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

/** Connects to the run's one Chromium (chromium-server.ts, the e2e project's global setup). */
function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
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
  /**
   * Checks the page with axe as it is now (pages are checked by themselves before the test acts on them;
   * this is for states the test only looks at) and saves e2e/screenshots/<journey>[-<step>]-<viewport>.png.
   */
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
  audit: PageAudit;
  /** Saves the screenshot without checking the page (for a failed test's last state). */
  capture: (step?: string) => Promise<void>;
  /** The sessions opened with openSecondSession. */
  others: SessionState[];
}

async function newContext(browser: Browser, viewport: ViewportName): Promise<BrowserContext> {
  const context = await browser.newContext({ ...VIEWPORTS[viewport], locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS * 2);
  await trackPageChanges(context);
  return context;
}

/**
 * Console errors that are no fault of the page. When the Firestore SDK closes a WebChannel stream (the
 * page navigates, or the stream idles out), it sends a last `TYPE=terminate` request; the emulator answers
 * 400 when it has already dropped that session, and Chromium logs the 400. The SDK is done with the stream
 * by then, so nothing the user sees depends on the answer.
 */
const CHANNEL_TERMINATE = /status of 400 .*\/google\.firestore\.v1\.Firestore\/(Write|Listen)\/channel\?.*TYPE=terminate/;

async function openSession(context: BrowserContext, page: Page, journey: string, viewport: ViewportName): Promise<SessionState> {
  const errors: string[] = [];
  const allowed: RegExp[] = [CHANNEL_TERMINATE];
  const others: SessionState[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    errors.push(where ? `${message.text()} (${where})` : message.text());
  });
  page.on('pageerror', (error) => errors.push(`Uncaught ${error.name}: ${error.message}`));
  const audit = await auditPage(page);
  const capture = async (step?: string) => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const name = [journey, step, viewport].filter(Boolean).join('-');
    await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: true });
  };
  const session: Session = {
    page,
    context,
    viewport,
    isMobile: viewport === 'mobile',
    allowConsoleError: (pattern) => allowed.push(pattern),
    screenshot: async (step) => {
      await audit.check(step);
      await capture(step);
    },
    openSecondSession: async (label) => {
      const browser = context.browser();
      if (!browser) throw new Error('The session has no browser');
      const second = await newContext(browser, viewport);
      const state = await openSession(second, await second.newPage(), `${journey}-${label}`, viewport);
      others.push(state);
      return state.session;
    },
  };
  return { session, errors, allowed, audit, others, capture };
}

interface SessionFindings {
  /** Console errors the test did not allow. */
  consoleErrors: string[];
  /** Serious and critical accessibility violations. */
  violations: string[];
  /** The paths checked with axe. */
  checked: string[];
}

/**
 * Closes the session's contexts and returns what they found: a passed test's last page is checked with axe
 * first if it is due, a failed test's last page is saved as a screenshot.
 */
async function closeSession(state: SessionState, failed: boolean): Promise<SessionFindings> {
  const findings: SessionFindings = { consoleErrors: [], violations: [], checked: [] };
  for (const current of [state, ...state.others]) {
    // Best effort: a failure screenshot must not hide the test's own error.
    if (failed) await current.capture('failed').catch(() => undefined);
    else await current.audit.checkIfDue();
    await current.session.context.close();
    findings.consoleErrors.push(...current.errors.filter((error) => !current.allowed.some((pattern) => pattern.test(error))));
    findings.violations.push(...current.audit.violations);
    findings.checked.push(...current.audit.checked);
  }
  return findings;
}

export interface JourneyOptions {
  /**
   * The widths the journey runs at. Both by default; one where the pages it goes through keep the same
   * components in the same order at 375 px, only in fewer columns (navigation, forms that change their
   * layout, tables and dialogs differ, and keep both).
   */
  viewports?: readonly ViewportName[];
}

/**
 * Declares a journey once per viewport (desktop 1280x800, mobile 375x812, or those of `options.viewports`):
 * a connection to the run's Chromium for the file, a fresh context and page per test, and after each test a
 * check that the page logged no console errors beyond those the test allowed and that axe found no serious
 * or critical accessibility violation on any page or dialog the test went through, or state it took a
 * screenshot of (support/a11y.ts); after the file, the users it signed up are removed. `body` declares the
 * tests with `it`.
 */
export function describeJourney(journey: string, body: (session: () => Session) => void): void;
export function describeJourney(journey: string, options: JourneyOptions, body: (session: () => Session) => void): void;
export function describeJourney(
  journey: string,
  optionsOrBody: JourneyOptions | ((session: () => Session) => void),
  bodyAfterOptions?: (session: () => Session) => void,
): void {
  const [options, body] = typeof optionsOrBody === 'function' ? [{}, optionsOrBody] : [optionsOrBody, bodyAfterOptions];
  if (!body) throw new Error(`describeJourney('${journey}'): no body`);
  const viewports = options.viewports ?? VIEWPORT_NAMES;
  let browser: Browser | undefined;
  const checked = new Map<ViewportName, Set<string>>(viewports.map((viewport) => [viewport, new Set()]));
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await removeSignedUpUsers();
    await removeTestProducts();
    const counts = viewports.map((viewport) => `${checked.get(viewport)?.size ?? 0} at ${viewport}`).join(', ');
    console.info(`${journey}: axe checked ${counts}: ${[...new Set([...checked.values()].flatMap((paths) => [...paths]))].sort().join(' ')}`);
  });

  for (const viewport of viewports) {
    describe(`${journey} (${viewport})`, () => {
      let state: SessionState | undefined;
      beforeEach(async () => {
        if (!browser) throw new Error('The browser did not start');
        const context = await newContext(browser, viewport);
        state = await openSession(context, await context.newPage(), journey, viewport);
      });
      afterEach(async ({ task }) => {
        const current = state;
        state = undefined;
        if (!current) return;
        const findings = await closeSession(current, task.result?.state === 'fail');
        for (const path of findings.checked) checked.get(viewport)?.add(path);
        expect(findings.consoleErrors, 'console errors in the page').toEqual([]);
        expect(findings.violations, 'serious or critical accessibility violations (axe, WCAG 2.1 AA)').toEqual([]);
      });
      body(() => {
        if (!state) throw new Error('No session: call session() inside a test');
        return state.session;
      });
    });
  }
}
