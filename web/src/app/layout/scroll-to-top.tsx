import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec section 2: the page scrolls to top on every route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
