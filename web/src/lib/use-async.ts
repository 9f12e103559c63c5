import { useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: Error };

const toError = (reason: unknown): Error => (reason instanceof Error ? reason : new Error(String(reason)));

/**
 * Runs `load` once per `key` (e.g. a document id) and tracks its outcome; a result for an older
 * key is never shown. `load` is read when the key changes, so it need not be memoised.
 */
export function useAsync<T>(key: string, load: () => Promise<T>): AsyncState<T> {
  const [state, setState] = useState<{ key: string; value: AsyncState<T> }>({ key, value: { status: 'loading' } });

  useEffect(() => {
    let current = true;
    setState({ key, value: { status: 'loading' } });
    load().then(
      (data) => current && setState({ key, value: { status: 'success', data } }),
      (reason: unknown) => current && setState({ key, value: { status: 'error', error: toError(reason) } }),
    );
    return () => {
      current = false;
    };
    // `load` belongs to `key`: re-running on every new closure would refetch each render.
  }, [key]);

  return state.key === key ? state.value : { status: 'loading' };
}
