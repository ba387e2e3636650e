import { describe, expect, it } from 'vitest';
import { type CachedPage, createLandingCache } from '../src/server/landing-cache';

const page = (text: string): CachedPage => ({
  html: Buffer.from(text),
  gzip: null,
  scriptHashes: [],
  styleHashes: [],
  status: 200,
  etag: null,
  headerBlocks: new Map(),
});

describe('createLandingCache', () => {
  it('the landing data cache hint 120: an entry lives 120 s, then is gone', () => {
    let now = 0;
    const cache = createLandingCache({ ttlMs: 120_000, maxEntries: 8, now: () => now });
    cache.set('en /en', page('a'));
    now = 119_999;
    expect(cache.get('en /en')?.html.toString()).toBe('a');
    now = 120_000;
    expect(cache.get('en /en')).toBeUndefined();
  });

  it('is bounded: the least recently used entry goes first', () => {
    const cache = createLandingCache({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('ru /', page('ru'));
    cache.set('en /en', page('en'));
    cache.get('ru /');
    cache.set('es /es', page('es'));
    expect(cache.size).toBe(2);
    expect(cache.get('en /en')).toBeUndefined();
    expect(cache.get('ru /')).toBeDefined();
  });

  it("lives its data's cache hint when that is shorter than the cache's lifetime", () => {
    let now = 0;
    const cache = createLandingCache({ ttlMs: 120_000, maxEntries: 8, now: () => now });
    cache.set('en /en/terms-of-service', page('a'), 1);
    now = 999;
    expect(cache.get('en /en/terms-of-service')).toBeDefined();
    now = 1000;
    expect(cache.get('en /en/terms-of-service')).toBeUndefined();
  });

  it('a page made from what was read before a clear (a content change) is not kept', () => {
    const cache = createLandingCache({ ttlMs: 60_000, maxEntries: 8 });
    const before = cache.version;
    cache.clear();
    cache.set('en /en', page('old'), 120, before);
    expect(cache.get('en /en')).toBeUndefined();
    cache.set('en /en', page('new'), 120, cache.version);
    expect(cache.get('en /en')?.html.toString()).toBe('new');
  });
});

describe('the kept page a request target names', () => {
  const target = { key: 'en /en?', route: 'home' };

  it('is remembered across a content change: routing depends on the target alone', () => {
    const cache = createLandingCache({ ttlMs: 60_000, maxEntries: 8 });
    expect(cache.target('/en?el=a')).toBeUndefined();
    cache.rememberTarget('/en?el=a', target);
    cache.clear();
    expect(cache.target('/en?el=a')).toEqual(target);
  });

  it('a target over 512 characters is not remembered, nor any when nothing is kept', () => {
    const cache = createLandingCache({ ttlMs: 60_000, maxEntries: 8 });
    const long = `/en?el=${'a'.repeat(506)}`;
    cache.rememberTarget(long, target);
    expect(cache.target(long)).toBeUndefined();
    const none = createLandingCache({ ttlMs: 60_000, maxEntries: 0 });
    none.rememberTarget('/en', target);
    expect(none.target('/en')).toBeUndefined();
  });

  it('rotating targets never grow the list past its bound: it starts afresh when full', () => {
    const cache = createLandingCache({ ttlMs: 60_000, maxEntries: 8 });
    for (let index = 0; index < 64; index += 1) cache.rememberTarget(`/en?el=${index}`, target);
    expect(cache.target('/en?el=0')).toEqual(target);
    cache.rememberTarget('/en?el=64', target);
    expect(cache.target('/en?el=0')).toBeUndefined();
    expect(cache.target('/en?el=64')).toEqual(target);
  });
});
