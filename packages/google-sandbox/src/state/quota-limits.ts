/** The quotas the sandbox enforces, per window of the injected clock. */
export interface QuotaLimits {
  /** Requests per window to each API (Google's default: 300 per minute). */
  requestsPerWindow: number;
  /** Business Information edits per window to one location (Google's limit: 10 per minute). */
  editsPerLocationPerWindow: number;
  /** The window in milliseconds (default one minute); windows are aligned to multiples of it. */
  windowMs: number;
}

/** Google's documented defaults. */
export const DEFAULT_QUOTA_LIMITS: QuotaLimits = {
  requestsPerWindow: 300,
  editsPerLocationPerWindow: 10,
  windowMs: 60_000,
};

/** Counts per quota key in the current fixed window. */
export type QuotaCounters = Map<string, { window: number; count: number }>;

/** Counts one use of a quota key and says whether it was within the limit (a refused use is not counted). */
export function useQuota(
  counters: QuotaCounters,
  key: string,
  limit: number,
  nowMs: number,
  windowMs: number,
): boolean {
  const window = Math.floor(nowMs / windowMs);
  const counter = counters.get(key);
  const count = counter && counter.window === window ? counter.count : 0;
  if (count >= limit) return false;
  counters.set(key, { window, count: count + 1 });
  return true;
}
