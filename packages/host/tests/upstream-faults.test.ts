import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../src/server/start-host';
import { rawRequest } from './support/http';
import { startSite } from './support/site';
import { pageAnswer, startUpstream, type TestUpstream } from './support/upstream';

type Fault = 'stall-headers' | 'stall-body' | 'status-500' | 'invalid-json' | 'huge-body';

// The upstream timeout of the site that meets a stalled upstream: it never answers, so any timeout
// ends in the same 504, and a short one spares the test a real second's wait. The other faults go to a
// site with the default timeout, so that a busy machine never turns their answer into a 504.
const STALL_TIMEOUT_MS = 100;

describe('upstream faults', () => {
  let fault: Fault = 'status-500';
  let upstream: TestUpstream;
  let site: RunningHost;
  let stalling: RunningHost;
  let refused: RunningHost;
  const stalled = new Set<() => void>();

  beforeAll(async () => {
    upstream = await startUpstream((_req, res) => {
      if (fault === 'stall-headers') {
        stalled.add(() => res.destroy());
        return;
      }
      if (fault === 'stall-body') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"data":');
        stalled.add(() => res.destroy());
        return;
      }
      if (fault === 'status-500') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"boom"}');
        return;
      }
      if (fault === 'invalid-json') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"data": nope');
        return;
      }
      // 50 MB of valid JSON: the host must refuse it rather than hold it in memory.
      const page = JSON.stringify(pageAnswer('page', '/en/ui', 'x'));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(`${page.slice(0, -1)},"padding":"`);
      const chunk = 'x'.repeat(1024 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 50) {
          sent += 1;
          if (!res.write(chunk)) {
            res.once('drain', pump);
            return;
          }
        }
        res.end('"}');
      };
      res.on('error', () => {});
      pump();
    });
    site = await startSite(upstream.url);
    stalling = await startSite(upstream.url, { UPSTREAM_TIMEOUT_MS: String(STALL_TIMEOUT_MS) });
    // A port nobody listens on: connection refused.
    const closed = await startUpstream(() => {});
    const closedUrl = closed.url;
    await closed.close();
    refused = await startSite(closedUrl);
  });
  afterEach(() => {
    for (const release of stalled) release();
    stalled.clear();
  });
  afterAll(async () => {
    await site.close();
    await stalling.close();
    await refused.close();
    await upstream.close();
  });

  it('upstream down -> an error page with 502, in the site frame its styles apply to', async () => {
    const answer = await rawRequest(refused.url, '/en/privacy-policy');
    expect(answer.status).toBe(502);
    expect(answer.body).toContain('502');
    // The site's styles are scoped to `.site`: outside it the page would show unstyled.
    expect(answer.body).toMatch(
      /<div class="site" data-theme="black"><main id="main" class="main"><section class="error-screen"/,
    );
    expect(answer.body).toContain('Go home');
  });

  it.each([
    ['stall-headers', 504],
    ['stall-body', 504],
    ['status-500', 502],
    ['invalid-json', 502],
    ['huge-body', 502],
  ] as const)(
    // A stalled upstream never answers: a 504 proves the host's own timeout ended the wait. No
    // wall-clock bound is asserted.
    'upstream fault %s -> a controlled %i page',
    async (name, status) => {
      fault = name;
      const stall = name === 'stall-headers' || name === 'stall-body';
      const answer = await rawRequest((stall ? stalling : site).url, '/en/privacy-policy');
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    },
  );
});
