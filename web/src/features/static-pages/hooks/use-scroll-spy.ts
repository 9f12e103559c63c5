import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface ScrollSpy {
  /** The id of the section being read. */
  active: string | undefined;
  /** Call when the reader asks for a section (a table-of-contents link): at the end of the page it wins over the last one. */
  request: (id: string) => void;
}

/** Where a section is against the band: above it, crossing it, or below it. */
type Place = 'above' | 'in' | 'below';

function placeOf(entry: IntersectionObserverEntry, bandTop: number): Place {
  if (entry.isIntersecting) return 'in';
  return entry.boundingClientRect.top >= (entry.rootBounds?.top ?? bandTop) ? 'below' : 'above';
}

/**
 * Which of the sections with these ids is being read, followed with IntersectionObservers: the first
 * section crossing a band from `offsetTop` pixels (below the sticky top bar) to 40% down the viewport;
 * between two sections the one above the band; above the first section, the first. Once the end of the
 * document (`end`) is on screen, short sections near it can no longer reach the band, so there the
 * section last asked for wins while it is on screen, and otherwise the last one.
 * `ids` must keep its identity between renders (a module constant or a memo).
 */
export function useScrollSpy(ids: readonly string[], end: RefObject<Element | null>, offsetTop: number): ScrollSpy {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const requested = useRef<string | undefined>(undefined);
  const update = useRef<() => void>(() => undefined);

  useEffect(() => {
    const sections = ids.flatMap((id) => {
      const element = document.getElementById(id);
      return element === null ? [] : [element];
    });
    const places = new Map<string, Place>();
    const onScreen = new Set<string>();
    let endOnScreen = false;

    const pick = (): string | undefined => {
      if (endOnScreen) {
        const wanted = requested.current;
        if (wanted !== undefined && onScreen.has(wanted)) return wanted;
        return ids.findLast((id) => onScreen.has(id)) ?? ids.at(-1);
      }
      const [first] = ids;
      return ids.find((id) => places.get(id) === 'in') ?? (first !== undefined && places.get(first) === 'below' ? first : ids.findLast((id) => places.get(id) === 'above'));
    };
    update.current = () => {
      const next = pick();
      if (next !== undefined) setActive(next);
    };

    const band = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) places.set(entry.target.id, placeOf(entry, offsetTop));
        update.current();
      },
      { rootMargin: `-${offsetTop}px 0px -60% 0px` },
    );
    const screen = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.target === end.current) {
            endOnScreen = entry.isIntersecting;
          } else if (entry.isIntersecting) {
            onScreen.add(entry.target.id);
          } else {
            onScreen.delete(entry.target.id);
            // The section asked for has been scrolled away from: the reader has moved on.
            if (entry.target.id === requested.current) requested.current = undefined;
          }
        }
        update.current();
      },
      { rootMargin: `-${offsetTop}px 0px 0px 0px` },
    );
    for (const section of sections) {
      band.observe(section);
      screen.observe(section);
    }
    if (end.current !== null) screen.observe(end.current);
    return () => {
      band.disconnect();
      screen.disconnect();
      update.current = () => undefined;
    };
  }, [ids, end, offsetTop]);

  const request = useCallback((id: string) => {
    requested.current = id;
    update.current();
  }, []);

  return { active, request };
}
