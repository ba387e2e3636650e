import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../src/server/start-host';
import { headers, PAGES, path, query, REFLECTED_MARKER, SEED } from './support/fuzz-inputs';
import { type RawResponse, rawRequest } from './support/http';
import { PUBLIC_URL, startSite } from './support/site';
import { pagesUpstream, type TestUpstream } from './support/upstream';

// No time or CPU bound here: a busy machine must never fail this suite. The cost per fuzzed answer
// is measured by `npm run bench` and checked by `npm run budgets`.
const PUBLIC_ORIGIN = new URL(PUBLIC_URL).origin;

/** The redirect stays on our origin: a path (not `//` or `/\`), or an absolute URL of the public origin. */
function staysOnOrigin(location: string): boolean {
  if (location.startsWith('/')) return !location.startsWith('//') && !location.startsWith('/\\');
  try {
    return new URL(location).origin === PUBLIC_ORIGIN;
  } catch {
    return false;
  }
}

describe('fuzzing the running server', () => {
  let upstream: TestUpstream;
  let site: RunningHost;

  function expectSafe(answer: RawResponse, target: string) {
    const where = `${target.slice(0, 120)}${target.length > 120 ? '…' : ''}`;
    // A status class (no 5xx), not a time.
    expect(answer.status, where).toBeLessThan(500);
    const location = answer.headers.location;
    if (location !== undefined)
      expect(staysOnOrigin(location), `${where} -> ${location}`).toBe(true);
    expect(answer.body).not.toMatch(REFLECTED_MARKER);
  }

  beforeAll(async () => {
    upstream = await pagesUpstream();
    site = await startSite(upstream.url);
  });
  afterAll(async () => {
    await site.close();
    await upstream.close();
  });

  it('paths (unicode, percent-encodings, ..%2f, //, backslashes, odd-case language prefixes, 8 KB): never a 5xx, no Location leaving the origin, no input reflected unescaped', async () => {
    await fc.assert(
      fc.asyncProperty(path, async (target) => {
        const answer = await rawRequest(site.url, target);
        expectSafe(answer, target);
      }),
      { numRuns: 400, seed: SEED },
    );
  });

  it('query strings el and p on every kind of page: never a 5xx, no Location leaving the origin, no input reflected unescaped', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PAGES), query, async (page, search) => {
        const target = search === '' ? page : `${page}?${search}`;
        const answer = await rawRequest(site.url, target);
        expectSafe(answer, target);
      }),
      { numRuns: 300, seed: SEED },
    );
  });

  it('headers Host, X-Forwarded-*, cookies with garbage or huge jwts: never a 5xx, no Location leaving the origin, the page built from configuration only', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PAGES), headers, async (page, sent) => {
        const answer = await rawRequest(site.url, page, { headers: sent });
        expectSafe(answer, `${page} ${JSON.stringify(sent).slice(0, 200)}`);
        // Links come from PUBLIC_URL, never from Host or X-Forwarded-Host.
        for (const [, href] of answer.body.matchAll(/<link rel="canonical" href="([^"]*)"/g)) {
          expect(href?.startsWith(PUBLIC_ORIGIN)).toBe(true);
        }
        expect(answer.body).not.toContain('evil.example');
      }),
      { numRuns: 300, seed: SEED },
    );
  });
});
