import type { HostConfig } from './config';
import type { PageCaches } from './decide-page';
import { createLandingCache } from './landing-cache';
import { createPageDataCache } from './page-data-cache';

const KEPT_PAGE_BYTES = 16 * 1024 * 1024;
const PAGE_DATA_CACHE_BYTES = 8 * 1024 * 1024;

/** Creates a host's two page caches from its configuration: kept pages and page data, each bounded in entries and bytes. */
export function createPageCaches(config: HostConfig, now: () => number): PageCaches {
  return {
    landing: createLandingCache({
      ttlMs: config.landingCacheSeconds * 1000,
      maxEntries: config.keptPageEntries,
      maxBytes: KEPT_PAGE_BYTES,
      now,
    }),
    pageData: createPageDataCache({
      maxEntries: config.pageDataEntries,
      maxBytes: PAGE_DATA_CACHE_BYTES,
      maxSeconds: config.landingCacheSeconds,
      now,
    }),
  };
}
