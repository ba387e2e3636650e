import { createMemoryCache } from './memory-cache';

/** One cached anonymous page: the final HTML bytes and the CSP hashes of its inline scripts and style attributes. */
export interface CachedPage {
  html: Buffer;
  gzip: Buffer | null;
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  status: number;
  /** Each answer's whole header block, made on its first hit (by Cache-Control and encoding): the CSP hashes never change per response. */
  headerBlocks: Map<string, Readonly<Record<string, string>>>;
}

/** A bounded, time-limited memory cache of anonymous landing pages keyed by language and route. */
export interface LandingCache {
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  readonly size: number;
  clear(): void;
}

/** Creates the landing cache: entries live `ttlMs`, the least recently used goes first beyond `maxEntries` or `maxBytes`. */
export function createLandingCache(options: {
  ttlMs: number;
  maxEntries: number;
  maxBytes?: number;
  now?: () => number;
}): LandingCache {
  const cache = createMemoryCache<CachedPage>({
    maxEntries: options.maxEntries,
    maxBytes: options.maxBytes ?? Number.POSITIVE_INFINITY,
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    get: (key) => cache.get(key),
    set(key, page) {
      cache.set(key, page, options.ttlMs, page.html.byteLength + (page.gzip?.byteLength ?? 0));
    },
    get size() {
      return cache.size;
    },
    clear: () => cache.clear(),
  };
}
