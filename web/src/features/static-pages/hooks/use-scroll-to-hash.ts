import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On arrival at a URL whose hash names one of these sections (e.g. from a Help article), scrolls to it.
 * Only on arrival: the table of contents changes the hash too, and the browser scrolls for those. A frame
 * later: the layout scrolls every new page to the top in its own effect, which runs after this one.
 */
export function useScrollToHash(ids: readonly string[]): void {
  const { hash } = useLocation();
  const arrival = useRef(decodeURIComponent(hash.slice(1)));
  useEffect(() => {
    const id = arrival.current;
    if (!ids.includes(id)) return undefined;
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ behavior: 'instant' }));
    return () => cancelAnimationFrame(frame);
  }, [ids]);
}
