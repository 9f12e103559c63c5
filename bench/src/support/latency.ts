/** What the load benches (api-load.ts, page-load.ts) report of a run: throughput and latency percentiles. */
export interface LatencySummary {
  server: string;
  budgetMs: number | undefined;
  requests: number;
  failures: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/** The value at percentile `p` of ascending `sorted`. */
export const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** A run's summary from each request's time (ms, any order), its failures and its length in seconds. */
export function summarise(server: string, budgetMs: number | undefined, { times, failures, seconds }: { times: readonly number[]; failures: number; seconds: number }): LatencySummary {
  const sorted = [...times].sort((a, b) => a - b);
  return { server, budgetMs, requests: times.length, failures, rps: times.length / seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}
