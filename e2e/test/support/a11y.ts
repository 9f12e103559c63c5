import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const CHECKED = 'data-a11y-checked';

/**
 * Page code, run in every document before the app: forgets that the page was checked when the route's path
 * changes or a dialog or list box opens, so that it is checked again before the test acts on it. Menus are
 * left to the journeys (see DUE).
 */
const FORGET_CHECK_ON_CHANGE = `(() => {
  const forget = () => document.documentElement?.removeAttribute(${JSON.stringify(CHECKED)});
  navigation.addEventListener('navigate', (event) => {
    if (new URL(event.destination.url).pathname !== location.pathname) forget();
  });
  const OVERLAYS = ':is([role="dialog"], [role="alertdialog"], [role="listbox"]):not([hidden], [data-state="closed"])';
  let open = 0;
  new MutationObserver(() => {
    const now = document.querySelectorAll(OVERLAYS).length;
    if (now > open) forget();
    open = now;
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state', 'hidden'] });
  // Counts the animations that start, so a check can tell that the page moved while axe measured it.
  window.__animationsStarted = 0;
  document.addEventListener('animationstart', () => { window.__animationsStarted += 1; }, true);
})()`;

/** Page code: whether axe-core was injected into this document by an earlier check. */
const AXE_IN_PAGE = 'typeof window.axe?.run === "function"';
/** The axe source to inject where it already is: nothing. */
const ALREADY_INJECTED = ';';

/** How often a check measures a page that keeps moving under it. */
const MAX_MEASURES = 3;

/** Page code: how many CSS animations have started in the document so far. */
const ANIMATIONS_STARTED = 'window.__animationsStarted ?? 0';

/**
 * A page due for a check: not checked since it last changed, no menu open (the test is about to pick an item,
 * and the account menu would close during the check), its main heading shown and nothing in the main area
 * still loading (the app marks what it fetches aria-busy).
 */
const DUE = `html:not([${CHECKED}]):not(:has([role="menu"][data-state="open"])) main:not(:has([aria-busy="true"])) h1`;

/** Page code: resolves once no finite animation runs (a dialog fading in has not its final colours yet), then marks the page checked. */
const SETTLE_AND_MARK = `(async () => {
  const finite = (animation) => animation.effect?.getTiming().iterations !== Infinity;
  await Promise.all(document.getAnimations().filter(finite).map((animation) => animation.finished.catch(() => undefined)));
  document.documentElement.setAttribute(${JSON.stringify(CHECKED)}, '');
})()`;

/** Errors of a page that went away during its check: the next page is checked in its turn. */
const PAGE_LEFT = /Execution context was destroyed|has been closed/;

export interface PageAudit {
  /** Checks the page as it is now (a dialog, a step of a form) with axe. */
  check(step?: string): Promise<void>;
  /** Checks the page if it is due (see DUE); for the end of a test. */
  checkIfDue(): Promise<void>;
  /** The serious and critical violations found so far, one line each: where, impact, rule, targets, summary. */
  readonly violations: string[];
  /** The paths checked, e.g. '/checkout?step=2'. */
  readonly checked: Set<string>;
}

/** Makes every page of the context forget its last check when it changes (see FORGET_CHECK_ON_CHANGE). */
export async function trackPageChanges(context: BrowserContext): Promise<void> {
  await context.addInitScript(FORGET_CHECK_ON_CHANGE);
}

/**
 * Runs axe (WCAG 2.1 A and AA) on the page as someone who asked for less motion sees it: a transition that
 * starts during the check (a button's colour coming back once it has loaded) would otherwise be measured half-way;
 * the keyframe animations that reduced motion keeps are waited for, and a check they overlapped is done again.
 * Axe runs in the page itself (legacy mode): the default opens a blank page in the context to merge frames.
 */
async function analyze(page: Page): ReturnType<AxeBuilder['analyze']> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    for (let attempt = 1; ; attempt += 1) {
      await page.evaluate(SETTLE_AND_MARK);
      const started = await page.evaluate<number>(ANIMATIONS_STARTED);
      // axe-core stays in the document once injected: sending its 500 kB source again for every check costs more than the check.
      const injected = await page.evaluate<boolean>(AXE_IN_PAGE);
      const results = await new AxeBuilder({ page, ...(injected ? { axeSource: ALREADY_INJECTED } : {}) }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] }).setLegacyMode().analyze();
      // An action settling during the check (a dialog closing as its request answers) starts an animation, and
      // axe measured colours half-way through it: measure the page again once it has settled.
      // A page that keeps starting animations is judged on its last measure.
      if ((await page.evaluate<number>(ANIMATIONS_STARTED)) === started || attempt === MAX_MEASURES) return results;
    }
  } finally {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  }
}

/**
 * Checks the page with axe before each action the test takes on it, once per page and dialog: a Playwright
 * locator handler runs before every action and auto-waiting locator call whenever a page is due. The check
 * never throws; its findings are kept in `violations` for the end of the test.
 */
export async function auditPage(page: Page): Promise<PageAudit> {
  const violations: string[] = [];
  const checked = new Set<string>();
  const check = async (step?: string) => {
    const url = new URL(page.url());
    const where = `${url.pathname}${url.search}${step ? ` (${step})` : ''}`;
    try {
      const results = await analyze(page);
      checked.add(`${url.pathname}${url.search}`);
      for (const violation of results.violations) {
        const nodes = violation.nodes.filter((node) => FAILING_IMPACTS.has(node.impact ?? ''));
        for (const node of nodes) {
          const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
          violations.push(`${where}: [${node.impact}] ${violation.id} at ${node.target.join(' ')}: ${summary}`);
        }
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!PAGE_LEFT.test(message)) violations.push(`${where}: the accessibility check failed: ${message}`);
    }
  };
  const due = page.locator(DUE).first();
  await page.addLocatorHandler(due, () => check(), { noWaitAfter: true });
  return {
    check,
    checkIfDue: async () => {
      if (await due.isVisible()) await check();
    },
    violations,
    checked,
  };
}
