import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from './error-message';

/** How long a one-shot read is fresh: the catalogue changes when an admin approves a listing, not by the second. */
const STALE_TIME_MS = 60_000;
const MAX_RETRIES = 2;

/**
 * The app's TanStack Query client: reads are cached and shared by key, retried twice when the failure
 * may pass (a dropped connection, not a refusal); writes are never retried by the library, since the
 * user sees the failure and decides. One per app (and one per component test).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < MAX_RETRIES && isRetryable(error),
      },
      mutations: { retry: false },
    },
  });
}
