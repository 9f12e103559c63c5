import { Suspense, use, useId, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { isRecord } from '@campus/common/values';

/**
 * When a part of a server-rendered page takes over from its HTML: once it comes near the screen
 * ('visible'), or only when touched ('interaction'). Either way it takes over on the first pointer, touch,
 * focus or key inside it.
 */
export type HydrateWhen = 'visible' | 'interaction';

const ATTRIBUTE = 'data-hydrate-on-demand';

/** The parts allowed to hydrate, by their useId (the same on the server and in the browser). */
const released = new Set<string>();
/** The parts React has tried to hydrate, and left as server HTML until released. */
const tried = new Set<string>();

/**
 * What a part's Gate waits on: a promise that, once settled, carries `status: 'fulfilled'` as the ones
 * React has watched settle do, so that use() returns at once instead of suspending until a microtask.
 */
type Gate = Promise<void>;
const OPEN: Gate = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
const gates = new Map<string, { gate: Gate; open: () => void }>();

/** The part's gate: the same promise each time React asks, as use() expects. */
function gateOf(id: string): Gate {
  let entry = gates.get(id);
  if (entry === undefined) {
    if (released.has(id)) return OPEN;
    let open = () => {};
    const gate: Gate = new Promise<void>((resolve) => (open = resolve));
    entry = { gate, open };
    gates.set(id, entry);
  }
  return entry.gate;
}

function release(id: string): void {
  if (released.has(id)) return;
  released.add(id);
  const entry = gates.get(id);
  if (entry === undefined) return;
  // Fulfilled at once, not a microtask later: React hydrates a part a click lands in synchronously.
  Object.assign(entry.gate, { status: 'fulfilled', value: undefined });
  entry.open();
}

/**
 * Releases the parts an event lands in, and the parts around them. Registered on the document in the
 * capture phase, it runs before React's listeners on the root: for a click or a key, React then hydrates the
 * part at once and hands it the event; pointer-over and focus it replays once the part has hydrated.
 */
function releaseAround(event: Event): void {
  let element = event.target instanceof Element ? event.target.closest(`[${ATTRIBUTE}]`) : null;
  while (element !== null) {
    const id = element.getAttribute(ATTRIBUTE);
    if (id !== null) release(id);
    element = element.parentElement?.closest(`[${ATTRIBUTE}]`) ?? null;
  }
}

const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'mousedown', 'focusin', 'keydown', 'click', 'input'] as const;
/** The history entry the server's HTML was rendered for (React Router keys every entry, even one at the same URL). */
let loaded: { href: string; key: unknown } | undefined;
// Installed as soon as the module loads, before the page hydrates: an event that arrives while React is
// still hydrating the page releases its part too.
if (typeof document !== 'undefined') {
  for (const type of INTERACTIONS) document.addEventListener(type, releaseAround, { capture: true, passive: true });
  loaded = { href: location.href, key: historyKey() };
}

function historyKey(): unknown {
  const state: unknown = history.state;
  return isRecord(state) ? state.key : undefined;
}

const navigatedSinceLoad = () => loaded !== undefined && (location.href !== loaded.href || historyKey() !== loaded.key);

const noSubscription = () => () => {};
/** True on the server and while React hydrates server HTML (it reads the server snapshot then), false in a browser render. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/**
 * Inside the Suspense boundary: while hydrating, it suspends until its part is released, and React keeps
 * the part's server HTML (a dehydrated boundary) meanwhile. In a browser render (a page opened by
 * navigation) and on the server it renders its children at once.
 */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useHydrating();
  const browser = typeof document !== 'undefined';
  if (browser && hydrating) {
    // Tried again before it is released, or first tried after a navigation: an update reached the part
    // (a navigation changes the router's context, a parent passes new props), and React must hydrate it
    // now: otherwise it would throw the HTML away, render the part anew, and hold the navigation back
    // until the part is released. (React first tries a part only once the rest of the page has hydrated;
    // on a slow phone a click can navigate before that.)
    if (tried.has(id) || navigatedSinceLoad()) release(id);
    tried.add(id);
  }
  // Through use() in every render, suspending or not: React expects a component that suspended in use()
  // to call it again when it renders next.
  if (browser) use(hydrating ? gateOf(id) : OPEN);
  return children;
}

/**
 * Keeps a part of the server's HTML as it is while the page hydrates, and hydrates it later (`when`):
 * what is below the fold, and what nobody has touched yet, costs the phone's main thread nothing at start.
 * The part keeps working meanwhile as plain HTML (links are links), and the first pointer, touch, focus
 * or key inside it hydrates it before the event reaches it. Outside hydration it renders its children as
 * they are. Its wrapper is a `display: contents` element, so layout and selectors see the children.
 */
export function HydrateOnDemand({ when, children }: { when: HydrateWhen; children: ReactNode }) {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = wrapper.current;
    let observer: IntersectionObserver | undefined;
    if (when === 'visible' && !released.has(id) && element !== null) {
      // The wrapper has no box of its own (display: contents): its children are what comes into view.
      const near = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          near.disconnect();
          release(id);
        },
        { rootMargin: '200px 0px' },
      );
      for (const child of element.children) near.observe(child);
      observer = near;
    }
    return () => {
      observer?.disconnect();
      released.delete(id);
      tried.delete(id);
      gates.delete(id);
    };
  }, [id, when]);

  return (
    <div {...{ [ATTRIBUTE]: id }} ref={wrapper} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  );
}
