/** One cached anonymous page: the final HTML bytes and the CSP hashes of its inline scripts and style attributes. */
export interface CachedPage {
  html: Buffer;
  gzip: Buffer | null;
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  status: number;
}

/** A bounded, time-limited memory cache of anonymous landing pages keyed by language and route. */
export interface LandingCache {
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  readonly size: number;
  clear(): void;
}

/** Creates the landing cache: entries live `ttlMs`, the least recently used goes first beyond `maxEntries`. */
export function createLandingCache(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): LandingCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { page: CachedPage; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      // Re-insert so Map order tracks recency.
      entries.delete(key);
      entries.set(key, entry);
      return entry.page;
    },
    set(key, page) {
      if (options.ttlMs <= 0 || options.maxEntries <= 0) return;
      entries.delete(key);
      entries.set(key, { page, expires: now() + options.ttlMs });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
