import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Spec section 2: the page scrolls to top on every route change. After a navigation, focus also moves to
 * the new page's main heading once it renders (its code or data may still be loading), so keyboard and
 * screen reader users start on the new page; unless they moved focus meanwhile. Neither happens on the
 * first load: the browser shows the page from its top (or where a reload left it), and a visitor who
 * scrolled while the page was still starting is not taken back up when it has.
 */
export function RouteChange() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const from = document.activeElement;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading && (document.activeElement === from || document.activeElement === document.body)) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return heading !== null;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}
