import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../src/server/start-host';
import { rawRequest } from './support/http';
import { startSite } from './support/site';
import { json, pagesUpstream, startUpstream, type TestUpstream } from './support/upstream';

describe('GET /healthz and GET /readyz', () => {
  let upstream: TestUpstream;
  let failing: TestUpstream;
  let site: RunningHost;
  let degraded: RunningHost;
  let orphan: RunningHost;

  beforeAll(async () => {
    upstream = await pagesUpstream();
    failing = await startUpstream((_req, res) =>
      json(res, 503, { statusCode: 503, code: 'INTERNAL', message: 'down', data: null }),
    );
    site = await startSite(upstream.url);
    degraded = await startSite(failing.url);
    // Nothing listens on port 9 of loopback: the backend is unreachable.
    orphan = await startSite('http://127.0.0.1:9');
  });
  afterAll(async () => {
    await Promise.all([site.close(), degraded.close(), orphan.close()]);
    await Promise.all([upstream.close(), failing.close()]);
  });

  it('/healthz answers 200 while the process lives, backend or not, never cached, no page', async () => {
    for (const running of [site, degraded, orphan]) {
      const answer = await rawRequest(running.url, '/healthz');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.body).not.toContain('<html');
    }
  });

  it('/readyz answers 200 when the backend answers and 503 when it fails or is unreachable', async () => {
    const ready = await rawRequest(site.url, '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    for (const running of [degraded, orphan]) {
      const answer = await rawRequest(running.url, '/readyz');
      expect(answer.status).toBe(503);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).not.toContain('<html');
    }
  });

  it('answers HEAD with no body, and the probes are no pages of a language', async () => {
    const head = await rawRequest(site.url, '/healthz', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    const localized = await rawRequest(site.url, '/en/healthz');
    expect(localized.body).not.toBe('ok');
  });

  it('a page whose backend says 503 is a 503 page in the page language, never cached', async () => {
    const answer = await rawRequest(degraded.url, '/en/privacy-policy');
    expect(answer.status).toBe(503);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('<html lang="en"');
    expect(answer.body).toContain('503');
  });
});
