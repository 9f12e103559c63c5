import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** True once the window is scrolled more than `threshold` pixels down; false while prerendering. */
export function useScrolledPast(threshold: number): boolean {
  const isPast = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, isPast, () => false);
}
