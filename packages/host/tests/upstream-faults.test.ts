import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../src/server/start-host';
import { rawRequest } from './support/http';
import { startSite } from './support/site';
import { pageAnswer, startUpstream, type TestUpstream } from './support/upstream';

type Fault = 'stall-headers' | 'stall-body' | 'status-500' | 'invalid-json' | 'huge-body';

// The upstream timeout of this file's site, short so that a stalled upstream ends the wait soon.
const TIMEOUT_MS = 1000;

describe('upstream faults', () => {
  let fault: Fault = 'status-500';
  let upstream: TestUpstream;
  let site: RunningHost;
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
    site = await startSite(upstream.url, { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) });
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
    await refused.close();
    await upstream.close();
  });

  it('upstream down -> an error page with 502', async () => {
    const answer = await rawRequest(refused.url, '/en/privacy-policy');
    expect(answer.status).toBe(502);
    expect(answer.body).toContain('502');
  });

  it.each([
    ['stall-headers', 504],
    ['stall-body', 504],
    ['status-500', 502],
    ['invalid-json', 502],
    ['huge-body', 502],
  ] as const)(
    // A stalled upstream never answers: a 504 proves the host's own timeout ended the wait. The
    // test's timeout (10x the host's) only stops a hang; no wall-clock bound is asserted.
    'upstream fault %s -> a controlled %i page',
    { timeout: TIMEOUT_MS * 10 },
    async (name, status) => {
      fault = name;
      const answer = await rawRequest(site.url, '/en/privacy-policy');
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    },
  );
});
