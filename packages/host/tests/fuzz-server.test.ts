import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { RunningHost } from '../src/server/start-host';
import { expectLinksFromConfig, expectSafe } from './support/fuzz-checks';
import { headers, PAGES, path, query, SEED } from './support/fuzz-inputs';
import { rawRequest } from './support/http';
import { startPagesSite } from './support/site';

// No time or CPU bound here: a busy machine must never fail this suite. The cost per fuzzed answer
// is measured by `npm run bench` and checked by `npm run budgets`.
// Over the socket: node:http's own parsing of the request line and headers, the writer and the /web
// proxy. Every input's decision is fuzzed without a socket in fuzz-decide.test.ts (all the runs of
// each property); here the first runs of the same sequences (same seed) go end to end.
describe('fuzzing the running server', () => {
  let site: RunningHost;

  beforeAll(async () => {
    site = await startPagesSite();
  });
  afterAll(async () => {
    await site.close();
  });

  it('paths (unicode, percent-encodings, ..%2f, //, backslashes, odd-case language prefixes, 8 KB): never a 5xx, no Location leaving the origin, no input reflected unescaped', async () => {
    await fc.assert(
      fc.asyncProperty(path, async (target) => {
        expectSafe(await rawRequest(site.url, target), target);
      }),
      { numRuns: 150, seed: SEED },
    );
  });

  it('query strings el and p on every kind of page: never a 5xx, no Location leaving the origin, no input reflected unescaped', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PAGES), query, async (page, search) => {
        const target = search === '' ? page : `${page}?${search}`;
        expectSafe(await rawRequest(site.url, target), target);
      }),
      { numRuns: 25, seed: SEED },
    );
  });

  it('headers Host, X-Forwarded-*, cookies with garbage or huge jwts: never a 5xx, no Location leaving the origin, the page built from configuration only', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PAGES), headers, async (page, sent) => {
        const answer = await rawRequest(site.url, page, { headers: sent });
        expectSafe(answer, `${page} ${JSON.stringify(sent).slice(0, 200)}`);
        expectLinksFromConfig(answer);
      }),
      { numRuns: 25, seed: SEED },
    );
  });
});
