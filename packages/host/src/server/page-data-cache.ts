import { type RouteMatch, stringifyQuery } from '@agency/core';
import type { PageData } from './load-page';
import { createMemoryCache } from './memory-cache';

/** The anonymous page loads the backend marked cacheable, kept for the seconds of their cache hint. */
export interface PageDataCache {
  get(match: RouteMatch): PageData | undefined;
  /**
   * Keeps an answer that carries a positive cache hint, for that many seconds (at most `maxSeconds`),
   * unless the cache was cleared since `version` (read before the load).
   */
  set(match: RouteMatch, data: PageData, version?: number): void;
  readonly size: number;
  readonly bytes: number;
  /** Counts the clears (content changes): see MemoryCache.version. */
  readonly version: number;
  /** Forgets every entry (the content changed). */
  clear(): void;
}

function keyOf(match: RouteMatch): string {
  return `${match.lang} ${match.path}?${stringifyQuery(match.query)}`;
}

// Cached data is shared by every later request: frozen, so no render can change it for the next one.
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Creates the page-data cache of anonymous GET page loads, keyed by language, route path and the query
 * sent upstream; bounded in entries and bytes (the answer's JSON length), least recently used first.
 * The caller must never consult it for a request that carries a token.
 */
export function createPageDataCache(options: {
  maxEntries: number;
  maxBytes: number;
  /** Upper bound of an entry's lifetime, whatever the hint says; 0 turns the cache off. */
  maxSeconds: number;
  now?: () => number;
}): PageDataCache {
  const cache = createMemoryCache<PageData>(options);
  return {
    get: (match) => cache.get(keyOf(match)),
    set(match, data, version = cache.version) {
      const hint = data.cacheHint;
      if (typeof hint !== 'number' || !(hint > 0) || options.maxSeconds <= 0) return;
      const seconds = Math.min(hint, options.maxSeconds);
      cache.set(
        keyOf(match),
        deepFreeze(data),
        seconds * 1000,
        Buffer.byteLength(JSON.stringify(data)),
        version,
      );
    },
    get size() {
      return cache.size;
    },
    get bytes() {
      return cache.bytes;
    },
    get version() {
      return cache.version;
    },
    clear: () => cache.clear(),
  };
}
