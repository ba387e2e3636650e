import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Decided, pagesLoad, testDecider } from './support/decide';
import { expectLinksFromConfig, expectSafe } from './support/fuzz-checks';
import { headers, PAGES, path, query, SEED } from './support/fuzz-inputs';

// The fuzz properties of fuzz-server.test.ts over the host's decision step, without a socket: the
// request target and headers reach it as node:http hands them over (req.url and lower-case names
// are not normalised). fuzz-server.test.ts sends the first runs of each sequence over the socket.
describe('fuzzing the host decisions', () => {
  const site = testDecider(pagesLoad);

  // A decision that hands the request over (the /web proxy, a social sign-in start) writes nothing
  // here: it must be one of those routes, and the socket test covers what their writers answer.
  function expectAnswered(decided: Decided, target: string): void {
    if (decided.decision.kind === 'answer') return;
    expect(['web', 'social'], target).toContain(decided.decision.kind);
  }

  it('paths (unicode, percent-encodings, ..%2f, //, backslashes, odd-case language prefixes, 8 KB): never a 5xx, no Location leaving the origin, no input reflected unescaped', async () => {
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(path, async (target) => {
        const decided = await site.request(target);
        expectAnswered(decided, target);
        if (decided.decision.kind !== 'answer') return;
        answered += 1;
        expectSafe(decided, target);
      }),
      { numRuns: 400, seed: SEED },
    );
    // Nearly every fuzzed path is decided by the host itself, not handed over.
    expect(answered).toBeGreaterThan(350);
  });

  it('query strings el and p on every kind of page: never a 5xx, no Location leaving the origin, no input reflected unescaped', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PAGES), query, async (page, search) => {
        const target = search === '' ? page : `${page}?${search}`;
        const decided = await site.request(target);
        expect(decided.decision.kind).toBe('answer');
        expectSafe(decided, target);
      }),
      { numRuns: 300, seed: SEED },
    );
  });

  it('headers Host, X-Forwarded-*, cookies with garbage or huge jwts: never a 5xx, no Location leaving the origin, the page built from configuration only', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PAGES), headers, async (page, sent) => {
        const decided = await site.request(page, { headers: sent });
        expect(decided.decision.kind).toBe('answer');
        expectSafe(decided, `${page} ${JSON.stringify(sent).slice(0, 200)}`);
        expectLinksFromConfig(decided);
      }),
      { numRuns: 300, seed: SEED },
    );
  });
});
