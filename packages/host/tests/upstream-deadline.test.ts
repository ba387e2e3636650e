import { matchRoute, type RouteMatch } from '@agency/core';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../src/server/load-page';
import { upstreamClient } from '../src/server/upstream';

// The browser's /web is not called here: only the host's own calls (fetch).
const unused = () => Promise.reject(new Error('not called'));

// UPSTREAM_TIMEOUT_MS holds for the embedded backend called in process, as it does over a socket:
// a call that never answers becomes the 504 page, not a wait without end.
describe('the embedded backend in process keeps the upstream time limit', () => {
  const match = matchRoute('/en/privacy-policy') as RouteMatch;

  it('a stalled in-process call is answered 504 (TIMEOUT) once the limit runs out', async () => {
    // The stalled call stays referenced, as a query still running in the database is.
    const stalled: Promise<Response>[] = [];
    const stall = () => {
      const call = new Promise<Response>(() => {});
      stalled.push(call);
      return call;
    };
    const client = upstreamClient({ kind: 'embedded', answer: unused, fetch: stall }, 1024 * 1024);
    const load = await loadPage(client, match, { headers: {}, timeoutMs: 50 });
    expect(load).toMatchObject({ kind: 'failure', status: 504, error: { code: 'TIMEOUT' } });
    expect(stalled).toHaveLength(1);
  });

  it('an answer within the limit is the page, with the client IP the host wrote', async () => {
    let seenIp = '';
    const client = upstreamClient(
      {
        kind: 'embedded',
        answer: unused,
        fetch: async (_request, ip) => {
          seenIp = ip;
          const page = { route: 'privacy-policy', path: '/en/privacy-policy', title: 'P', way: [] };
          return Response.json({ data: { page, actions: [], roles: ['anonymous'] } });
        },
      },
      1024 * 1024,
    );
    const load = await loadPage(client, match, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
      timeoutMs: 5_000,
    });
    expect(load.kind).toBe('page');
    expect(seenIp).toBe('203.0.113.7');
  });
});
