import { lazy, Suspense, useEffect, useState } from 'react';
import type { CreateToasterReturn } from '@chakra-ui/react';

export type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

const loadView = () => import('./toaster-view');
const ToasterView = lazy(loadView);

let requested = false;
const listeners = new Set<() => void>();

/**
 * The app's one toaster: `toaster.create({ type, title, description })` from anywhere. Toasts are
 * rare, so the toast machinery loads with the first one and stays out of the first load.
 */
export const toaster = {
  create(options: ToastOptions): void {
    if (!requested) {
      requested = true;
      for (const listener of listeners) listener();
    }
    loadView().then(
      ({ toastStore }) => toastStore.create(options),
      (error: unknown) => console.error('Could not show a notification', error),
    );
  },
};

/** Mount once (AppProvider): renders the toasts once the first one is asked for. */
export function Toaster() {
  const [active, setActive] = useState(requested);
  useEffect(() => {
    const listener = () => setActive(true);
    listeners.add(listener);
    if (requested) setActive(true);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
