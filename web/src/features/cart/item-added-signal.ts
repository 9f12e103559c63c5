import { useEffect, useState } from 'react';
import { CART_FLASH_MS } from '@campus/common/timers';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Tells the top bar's cart badge that an item was just added. */
export function announceItemAdded(): void {
  for (const listener of listeners) listener();
}

/** True for CART_FLASH_MS (1 s) after each add: the badge's '+1' flash. */
export function useItemAddedFlash(): boolean {
  const [flashing, setFlashing] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener = () => {
      clearTimeout(timer);
      setFlashing(true);
      timer = setTimeout(() => setFlashing(false), CART_FLASH_MS);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      clearTimeout(timer);
    };
  }, []);
  return flashing;
}
