import { Suspense, useState, type ReactNode } from 'react';

/**
 * Menus and drawers carry most of the UI library's weight: until first used they show only their
 * trigger (`placeholder`), then the lazily loaded widget takes over, opened. The trigger stays on
 * screen while the widget loads.
 */
export function OnDemand({ placeholder, children }: { placeholder: (activate: () => void) => ReactNode; children: ReactNode }) {
  const [active, setActive] = useState(false);
  if (!active) return placeholder(() => setActive(true));
  return <Suspense fallback={placeholder(() => undefined)}>{children}</Suspense>;
}

/** A hover handler that starts loading a lazy module early; a failure surfaces when it is really needed. */
export const preload = (load: () => Promise<unknown>) => () => {
  load().catch(() => undefined);
};
