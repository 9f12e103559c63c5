/**
 * Joins concurrent identical reads: while a request for a key is in flight, asking again returns the
 * same promise. React's StrictMode mounts effects twice in development, and a quick back-and-forth
 * navigation can do the same; without this each would cost its reads again.
 */
export function createSharedRequests<T>(): (key: string, load: () => Promise<T>) => Promise<T> {
  const inFlight = new Map<string, Promise<T>>();
  return (key, load) => {
    const running = inFlight.get(key);
    if (running) return running;
    const request = load().finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  };
}
