import { act, screen, waitFor, within } from '@testing-library/react';
import { SUCCESS_MESSAGE_MS } from '@campus/common/timers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { PRIVACY_POLICY } from '../content/privacy-policy';
import { REFUND_POLICY } from '../content/refund-policy';
import { TERMS_OF_SERVICE } from '../content/terms-of-service';
import PrivacyPage from '../routes/privacy-page';
import RefundsPage from '../routes/refunds-page';
import TermsPage from '../routes/terms-page';

const rect = (top: number, height: number): DOMRectReadOnly => ({ x: 0, y: top, width: 800, height, top, right: 800, bottom: top + height, left: 0, toJSON: () => ({}) });

/** Where a reported target is: crossing the observed area, or wholly above or below it. */
type Place = 'in' | 'above' | 'below';
const TARGET_TOP: Record<Place, number> = { in: 100, above: -500, below: 5000 };

/** An IntersectionObserver the test drives: `report` calls back with the given targets entering or leaving. */
class FakeIntersectionObserver implements IntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[] = [0];
  readonly targets = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    FakeIntersectionObserver.all.push(this);
  }

  observe(target: Element): void {
    this.targets.add(target);
  }

  unobserve(target: Element): void {
    this.targets.delete(target);
  }

  disconnect(): void {
    this.targets.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  report(changes: readonly [Element, Place][]): void {
    const entries = changes.map(([target, place]) => ({
      target,
      isIntersecting: place === 'in',
      intersectionRatio: place === 'in' ? 1 : 0,
      boundingClientRect: rect(TARGET_TOP[place], 200),
      intersectionRect: rect(0, 0),
      rootBounds: rect(88, 232),
      time: 0,
    }));
    act(() => this.callback(entries, this));
  }

  /** The observer watching the band near the top of the viewport, or the one watching the whole screen. */
  static watching(kind: 'band' | 'screen'): FakeIntersectionObserver {
    const live = FakeIntersectionObserver.all.filter((observer) => observer.targets.size > 0);
    const found = live.find((observer) => observer.rootMargin.includes('-60%') === (kind === 'band'));
    if (found === undefined) throw new Error(`No ${kind} observer`);
    return found;
  }
}

const section = (id: string) => {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`No section #${id}`);
  return element;
};
const tocLinks = () => within(screen.getByRole('navigation', { name: 'Table of Contents' })).getAllByRole('link');
const tocLink = (name: string) => within(screen.getByRole('navigation', { name: 'Table of Contents' })).getByRole('link', { name });
const currentEntries = () => tocLinks().filter((link) => link.getAttribute('aria-current') === 'true').map((link) => link.textContent);

function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  scrollWindowTo(0);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('policy pages', { timeout: 20_000 }, () => {
  it.each([
    ['Privacy Policy', PrivacyPage, PRIVACY_POLICY],
    ['Terms of Service', TermsPage, TERMS_OF_SERVICE],
    ['Refund Policy', RefundsPage, REFUND_POLICY],
  ] as const)('%s: one h1, the date, and a table of contents linking to every section', (title, Page, document) => {
    renderApp(<Page />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([title]);
    expect(screen.getByText('Last updated:')).toHaveTextContent('Last updated: April 6, 2024');
    expect(tocLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual(document.sections.map((entry) => [entry.title, `#${entry.id}`]));
    for (const entry of document.sections) expect(within(section(entry.id)).getByRole('heading', { level: 2 })).toHaveTextContent(entry.title);
    expect(currentEntries()).toEqual([document.sections[0]?.title]);
  });

  it('highlights the section crossing the top of the view, and at the end of the page the one asked for, else the last', async () => {
    const { user } = renderApp(<RefundsPage />);
    const ids = REFUND_POLICY.sections.map((entry) => entry.id);
    const titles = REFUND_POLICY.sections.map((entry) => entry.title);
    const band = FakeIntersectionObserver.watching('band');
    const onScreen = FakeIntersectionObserver.watching('screen');
    expect([...band.targets].map((target) => target.id)).toEqual(ids);
    // Above the first section (the page's introduction), the first one.
    band.report(ids.map((id) => [section(id), 'below']));
    expect(currentEntries()).toEqual([titles[0]]);

    band.report([
      [section('overview'), 'above'],
      [section('eligibility'), 'in'],
    ]);
    expect(currentEntries()).toEqual(['When You Can Ask for a Refund']);
    band.report([
      [section('eligibility'), 'above'],
      [section('damaged-items'), 'in'],
    ]);
    expect(currentEntries()).toEqual(['Damaged or Faulty Items']);
    // Between two sections, the one above.
    band.report([[section('damaged-items'), 'above']]);
    expect(currentEntries()).toEqual(['Damaged or Faulty Items']);

    // The end of the text comes into view with the last three sections on screen.
    const end = [...onScreen.targets].find((target) => target.id === '');
    if (end === undefined) throw new Error('The end of the text is not observed');
    const lastThree = ids.slice(-3);
    band.report(ids.slice(0, -3).map((id): [Element, Place] => [section(id), 'above']));
    band.report([[section(lastThree[0] ?? ''), 'in']]);
    onScreen.report([...lastThree.map((id): [Element, Place] => [section(id), 'in']), [end, 'in']]);
    expect(currentEntries()).toEqual([titles.at(-1)]);

    await user.click(tocLink(titles.at(-2) ?? ''));
    expect(currentEntries()).toEqual([titles.at(-2)]);

    // Once the section asked for leaves the screen, the reader has moved on.
    onScreen.report([[section(lastThree[1] ?? ''), 'above']]);
    expect(currentEntries()).toEqual([titles.at(-1)]);

    // Back at the top: the first section again.
    onScreen.report([[end, 'below']]);
    band.report(ids.map((id) => [section(id), 'below']));
    expect(currentEntries()).toEqual([titles[0]]);
  });

  it('shows Scroll to top after 300 px of scrolling; it goes back to the top and to the title', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderApp(<TermsPage />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollWindowTo(300);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollWindowTo(301);
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    scrollWindowTo(0);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it("Refund Policy: Copy link copies the page's address and says 'Link copied' for 3 s", async () => {
    // user-event puts a clipboard of its own in place of the browser's.
    const { user } = renderApp(<RefundsPage />, { route: '/refunds' });
    expect(screen.getByRole('status')).toHaveTextContent('');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    // The confirmation follows the clipboard's promise.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'));
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_MESSAGE_MS));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('Refund Policy: says so when the link cannot be copied, and Print opens the print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderApp(<RefundsPage />, { route: '/refunds' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent("Couldn't copy the link. Copy it from the address bar instead."));
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('scrolls to the section named by the address on arrival', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderApp(<RefundsPage />, { route: '/refunds#refund-timelines' });
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts).toEqual([section('refund-timelines')]);
  });
});
