import { useState } from 'react';

export interface OptimisticToggle {
  value: boolean;
  pending: boolean;
  toggle: () => void;
}

/**
 * Spec section 4: the wishlist heart is optimistic and reverts on failure. Shows the new value
 * at once, writes it, and falls back to the stored value (`actual`) if the write fails.
 */
export function useOptimisticToggle(
  actual: boolean,
  write: (next: boolean) => Promise<void>,
  onError: (error: unknown) => void,
): OptimisticToggle {
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const pending = optimistic !== null;
  const value = optimistic ?? actual;

  const toggle = () => {
    if (pending) return;
    const next = !value;
    setOptimistic(next);
    write(next)
      .catch(onError)
      .finally(() => setOptimistic(null));
  };

  return { value, pending, toggle };
}
