import { matchRoute, type RouteMatch } from '@agency/core';
import { describe, expect, it } from 'vitest';
import type { PageData } from '../src/server/load-page';
import { createPageDataCache } from '../src/server/page-data-cache';

function match(url: string): RouteMatch {
  const outcome = matchRoute(url);
  if ('redirect' in outcome) throw new Error(`no route for ${url}`);
  return outcome;
}

const data = (title: string, cacheHint?: number): PageData => ({
  page: { route: 'privacy-policy', path: '/en/privacy-policy', title, way: [] },
  actions: [],
  roles: ['anonymous'],
  ...(cacheHint === undefined ? {} : { cacheHint }),
});

describe('createPageDataCache', () => {
  it('the landing data cache hint 120: an entry lives the seconds of its hint, then is gone', () => {
    let now = 0;
    const cache = createPageDataCache({
      maxEntries: 8,
      maxBytes: 1 << 20,
      maxSeconds: 120,
      now: () => now,
    });
    cache.set(match('/en/privacy-policy'), data('a', 120));
    now = 119_999;
    expect(cache.get(match('/en/privacy-policy'))?.page.title).toBe('a');
    now = 120_000;
    expect(cache.get(match('/en/privacy-policy'))).toBeUndefined();
  });

  it('keeps nothing without a positive hint, and never longer than maxSeconds', () => {
    let now = 0;
    const cache = createPageDataCache({
      maxEntries: 8,
      maxBytes: 1 << 20,
      maxSeconds: 10,
      now: () => now,
    });
    cache.set(match('/en/privacy-policy'), data('none'));
    cache.set(match('/en/terms-of-service'), data('zero', 0));
    expect(cache.size).toBe(0);
    cache.set(match('/en/sign-in'), data('long', 120));
    now = 10_000;
    expect(cache.get(match('/en/sign-in'))).toBeUndefined();
  });

  it('is keyed by language, path and query', () => {
    const cache = createPageDataCache({ maxEntries: 8, maxBytes: 1 << 20, maxSeconds: 120 });
    cache.set(match('/en/privacy-policy'), data('en', 120));
    expect(cache.get(match('/ua/privacy-policy'))).toBeUndefined();
    expect(cache.get(match('/en/privacy-policy?p=2'))).toBeUndefined();
    expect(cache.get(match('/en/privacy-policy'))?.page.title).toBe('en');
  });

  it('is bounded in entries: the least recently used goes first', () => {
    const cache = createPageDataCache({ maxEntries: 2, maxBytes: 1 << 20, maxSeconds: 120 });
    cache.set(match('/en/privacy-policy'), data('a', 120));
    cache.set(match('/en/terms-of-service'), data('b', 120));
    cache.get(match('/en/privacy-policy'));
    cache.set(match('/en/sign-in'), data('c', 120));
    expect(cache.size).toBe(2);
    expect(cache.get(match('/en/terms-of-service'))).toBeUndefined();
    expect(cache.get(match('/en/privacy-policy'))).toBeDefined();
  });

  it('is bounded in bytes: many distinct queries never hold more than maxBytes', () => {
    const cache = createPageDataCache({ maxEntries: 10_000, maxBytes: 4096, maxSeconds: 120 });
    for (let index = 0; index < 500; index += 1)
      cache.set(match(`/en/privacy-policy?x=${index}`), data('x'.repeat(100), 120));
    // Bytes and entries held, not a time.
    expect(cache.bytes).toBeLessThanOrEqual(4096);
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThan(500);
    cache.set(match('/en/sign-in'), data('y'.repeat(10_000), 120));
    expect(cache.get(match('/en/sign-in'))).toBeUndefined();
  });

  it('a kept answer is frozen: no render can change it for the next visitor', () => {
    const cache = createPageDataCache({ maxEntries: 8, maxBytes: 1 << 20, maxSeconds: 120 });
    cache.set(match('/en/privacy-policy'), data('a', 120));
    const kept = cache.get(match('/en/privacy-policy'));
    expect(Object.isFrozen(kept?.page)).toBe(true);
    expect(() => {
      (kept?.page as Record<string, unknown>).title = 'changed';
    }).toThrow();
  });
});
