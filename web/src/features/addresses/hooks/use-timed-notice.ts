import { useCallback, useEffect, useState } from 'react';

export interface Notice {
  status: 'success' | 'error';
  text: string;
}

/**
 * A banner message that a success clears after `successMs` (spec: success messages 3 s); an error stays
 * until the next notice. Showing the same text again restarts its time.
 */
export function useTimedNotice(successMs: number): [Notice | null, (notice: Notice | null) => void] {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (notice?.status !== 'success') return;
    const timer = setTimeout(() => setNotice(null), successMs);
    return () => clearTimeout(timer);
  }, [notice, successMs]);
  // A new object each time, so the effect restarts the timer even for the same text.
  const show = useCallback((next: Notice | null) => setNotice(next && { ...next }), []);
  return [notice, show];
}
