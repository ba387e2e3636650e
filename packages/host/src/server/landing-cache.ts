import { createMemoryCache } from './memory-cache';

/** One kept anonymous page: the final HTML bytes and the CSP hashes of its inline scripts and style attributes. */
export interface CachedPage {
  html: Buffer;
  /** The HTML compressed, made on the first answer that accepts gzip (null until then, and for a page too small to gain). */
  gzip: Buffer | null;
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  status: number;
  /** The entity tag of `html` (entityTag), for a page answered 200; a 304 answers a request whose stored copy has it. */
  etag: string | null;
  /** Each answer's whole header block, made on its first hit (by Cache-Control, and by encoding or a 304 for a current copy): the CSP hashes never change per response. */
  headerBlocks: Map<string, Readonly<Record<string, string>>>;
}

/** The kept page a request target was decided to: its key and its route's name. */
export interface KeptTarget {
  key: string;
  route: string;
}

/** A bounded, time-limited memory cache of kept anonymous pages (the landing, legal, sign-in and error pages) keyed by language, route and query. */
export interface LandingCache {
  get(key: string): CachedPage | undefined;
  /** The kept page a request target (path and query as received) was last decided to, if any. */
  target(url: string): KeptTarget | undefined;
  /**
   * Remembers which kept page a request target names. The routing of a target depends on nothing
   * but the target, so it holds across content changes; a target over 512 characters is not kept.
   */
  rememberTarget(url: string, target: KeptTarget): void;
  /**
   * Keeps `page` for the cache's lifetime, or `seconds` when shorter (its data's cache hint), unless
   * the cache was cleared (the content changed) since `version`, read before its data was loaded.
   */
  set(key: string, page: CachedPage, seconds?: number, version?: number): void;
  readonly size: number;
  /** Counts the clears: one per content change this process heard of. */
  readonly version: number;
  clear(): void;
}

const MAX_TARGET_LENGTH = 512;

/** Creates the kept-page cache: entries live `ttlMs`, the least recently used goes first beyond `maxEntries` or `maxBytes`. */
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
  // Rotating query strings (?el=…) name the same kept page under ever new targets: the list is
  // bounded, and started afresh when full.
  const targets = new Map<string, KeptTarget>();
  const maxTargets = Math.max(4 * options.maxEntries, 64);
  return {
    get: (key) => cache.get(key),
    target: (url) => targets.get(url),
    rememberTarget(url, target) {
      if (url.length > MAX_TARGET_LENGTH || options.maxEntries <= 0) return;
      if (targets.size >= maxTargets && !targets.has(url)) targets.clear();
      targets.set(url, target);
    },
    set(key, page, seconds = Number.POSITIVE_INFINITY, version = cache.version) {
      const ttlMs = Math.min(options.ttlMs, seconds * 1000);
      // Counted with room for its gzip, which is made later and never larger than the HTML.
      cache.set(key, page, ttlMs, 2 * page.html.byteLength, version);
    },
    get size() {
      return cache.size;
    },
    get version() {
      return cache.version;
    },
    clear: () => cache.clear(),
  };
}
