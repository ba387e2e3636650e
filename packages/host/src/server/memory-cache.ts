/** A bounded, time-limited memory cache: each entry has its own lifetime and size in bytes. */
export interface MemoryCache<V> {
  get(key: string): V | undefined;
  /**
   * Keeps `value` for `ttlMs`; nothing is kept when the lifetime is not positive, the entry alone
   * exceeds the byte bound, or the cache was cleared since `version` (the value may be older than that).
   */
  set(key: string, value: V, ttlMs: number, bytes: number, version?: number): void;
  readonly size: number;
  readonly bytes: number;
  /** Counts the clears: a value made from what was read under an earlier version is stale. */
  readonly version: number;
  clear(): void;
}

/** Creates a memory cache bounded by `maxEntries` and `maxBytes`: the least recently used entries go first. */
export function createMemoryCache<V>(options: {
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
}): MemoryCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; expires: number; bytes: number }>();
  let total = 0;
  let version = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        remove(key);
        return undefined;
      }
      // Re-insert so Map order tracks recency.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, ttlMs, bytes, since = version) {
      // A value read before a clear (the content changed meanwhile) must not outlive the clear.
      if (since !== version) return;
      remove(key);
      if (!(ttlMs > 0) || options.maxEntries <= 0 || bytes > options.maxBytes) return;
      entries.set(key, { value, expires: now() + ttlMs, bytes });
      total += bytes;
      while (entries.size > options.maxEntries || total > options.maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return total;
    },
    get version() {
      return version;
    },
    clear() {
      entries.clear();
      total = 0;
      version += 1;
    },
  };
}
