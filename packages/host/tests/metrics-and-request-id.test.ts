import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config';
import { IN_MEMORY, type RunningHost, startHost } from '../src/server/start-host';
import { databaseImage } from './support/database-image';
import { rawRequest } from './support/http';
import { PUBLIC_URL, startSite } from './support/site';
import { pagesUpstream, type TestUpstream } from './support/upstream';

async function scrape(site: RunningHost): Promise<string> {
  const answer = await fetch(site.metricsUrl as string);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/plain');
  return answer.text();
}

function sample(text: string, series: string): number {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? Number.NaN : Number(line.slice(series.length + 1));
}

// A host with the embedded backend on an in-memory database, plus the given settings.
function startEmbedded(settings: Record<string, string> = {}): Promise<RunningHost> {
  return startHost(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL,
      DATA_DIR: IN_MEMORY,
      LOG_LEVEL: 'silent',
      ...settings,
    }),
    undefined,
    undefined,
    { pgliteImage: databaseImage('site') },
  );
}

describe('X-Request-Id on the embedded site', () => {
  let site: RunningHost;
  beforeAll(async () => {
    site = await startEmbedded();
  });
  afterAll(async () => {
    await site?.close();
  });

  it('every kind of answer carries its own X-Request-Id', async () => {
    const answers = [
      await rawRequest(site.url, '/en'),
      await rawRequest(site.url, '/en', { headers: { 'accept-encoding': 'gzip' } }),
      await rawRequest(site.url, '/en', { method: 'HEAD' }),
      await rawRequest(site.url, '/en/privacy-policy'),
      await rawRequest(site.url, '/ru/privacy-policy'),
      await rawRequest(site.url, '/en/no-such-page-4712'),
      await rawRequest(site.url, '/en/404'),
      await rawRequest(site.url, '/robots.txt'),
      await rawRequest(site.url, '/favicon.svg'),
      await rawRequest(site.url, '/web?controller=Index&subaction=index&route=%2Fen'),
      await rawRequest(site.url, '/web', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{not json',
      }),
      // Social sign-in (Google is not configured: back to sign-in) and a form posted as JSON.
      await rawRequest(site.url, '/en/sign-in/google'),
      await rawRequest(site.url, '/en/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([
      200, 200, 200, 200, 308, 307, 404, 200, 200, 400, 400, 303, 415,
    ]);
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('GET /metrics with METRICS=1', () => {
  let site: RunningHost;
  let dead: RunningHost;
  beforeAll(async () => {
    site = await startEmbedded({ METRICS: '1', METRICS_PORT: '0' });
    // An upstream nobody listens on: every page load is an upstream error.
    dead = await startSite('http://127.0.0.1:9', {
      METRICS: '1',
      METRICS_PORT: '0',
      UPSTREAM_TIMEOUT_MS: '2000',
      LOG_LEVEL: 'silent',
    });
  });
  afterAll(async () => {
    await site?.close();
    await dead?.close();
  });

  it('counts requests and durations by route pattern and status, and cache outcomes', async () => {
    for (const path of ['/en', '/en', '/en', '/en/privacy-policy', '/ua/privacy-policy']) {
      expect((await rawRequest(site.url, path)).status).toBe(200);
    }
    await rawRequest(site.url, '/en/no-such-page-4711');
    const text = await scrape(site);
    expect(sample(text, 'http_requests_total{route="home",method="GET",status="200"}')).toBe(3);
    expect(
      sample(text, 'http_requests_total{route="privacy-policy",method="GET",status="200"}'),
    ).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_count{route="home",method="GET",status="200"}'),
    ).toBe(3);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",route="home"');
    // Route patterns, never raw paths: an unknown path adds no series of its own.
    expect(text).not.toContain('no-such-page-4711');
    expect(text).not.toMatch(/route="\/(en|ua)/);
    expect(sample(text, 'host_cache_lookups_total{outcome="hit"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'host_cache_lookups_total{outcome="miss"}')).toBeGreaterThanOrEqual(1);
  });

  it('reports the event-loop delay, heap and RSS', async () => {
    const text = await scrape(site);
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
    ]) {
      expect(sample(text, name), name).toBeGreaterThan(0);
    }
  });

  it("reports the embedded backend's job backlog and the Google connections needing reconnection (issue 26)", async () => {
    const text = await scrape(site);
    expect(sample(text, 'agency_google_connections_needing_reconnect')).toBe(0);
    expect(sample(text, 'agency_leads_suspected_spam')).toBe(0);
    expect(text).toContain('# TYPE agency_jobs_pending gauge');
    expect(text).toContain('# TYPE agency_jobs_failed gauge');
    // A host in front of an external backend has no database to read them from.
    expect(await scrape(dead)).not.toContain('agency_jobs_pending');
  });

  it('counts upstream errors', async () => {
    expect((await rawRequest(dead.url, '/en/privacy-policy')).status).toBeGreaterThanOrEqual(500);
    expect(sample(await scrape(dead), 'host_upstream_errors_total')).toBe(1);
  });

  it('is served on its own loopback port, not on the public one', async () => {
    expect(new URL(site.metricsUrl as string).hostname).toBe('127.0.0.1');
    expect(new URL(site.metricsUrl as string).port).not.toBe(new URL(site.url).port);
    const onPublic = await rawRequest(site.url, '/metrics');
    expect(onPublic.body).not.toContain('http_requests_total');
    expect(onPublic.body).not.toContain('process_resident_memory_bytes');
  });
});

describe('METRICS off (the default)', () => {
  it('opens no metrics port', async () => {
    const site = await startSite('http://127.0.0.1:9');
    try {
      expect(site.metricsUrl).toBeNull();
      expect((await rawRequest(site.url, '/metrics')).body).not.toContain('http_requests_total');
    } finally {
      await site.close();
    }
  });
});

describe('X-Request-Id', () => {
  let upstream: TestUpstream;
  let site: RunningHost;
  beforeAll(async () => {
    upstream = await pagesUpstream();
    site = await startSite(upstream.url);
  });
  afterAll(async () => {
    await site?.close();
    await upstream?.close();
  });

  it('is answered, and passed to the /web backend on page loads and proxied calls', async () => {
    const page = await rawRequest(site.url, '/en/privacy-policy');
    const pageId = page.headers['x-request-id'];
    expect(pageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstream.calls.at(-1)?.headers['x-request-id']).toBe(pageId);
    const call = await rawRequest(site.url, '/web?controller=Index&subaction=index&route=%2Fen', {
      headers: { 'x-request-id': 'client-chosen-id-123' },
    });
    // Without a trusted proxy a client cannot choose the id its request is logged under.
    expect(call.headers['x-request-id']).not.toBe('client-chosen-id-123');
    expect(upstream.calls.at(-1)?.headers['x-request-id']).toBe(call.headers['x-request-id']);
  });

  it('a proxied /web call refused for its size carries its id too', async () => {
    const refused = await rawRequest(site.url, '/web', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(64 * 1024 * 1024) },
    });
    expect(refused.status).toBe(413);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a trusted proxy’s id is kept', async () => {
    const proxied = await startSite(upstream.url, { TRUST_PROXY: '1' });
    try {
      const answer = await rawRequest(proxied.url, '/en/privacy-policy', {
        headers: { 'x-request-id': 'nginx-0123456789abcdef' },
      });
      expect(answer.headers['x-request-id']).toBe('nginx-0123456789abcdef');
      expect(upstream.calls.at(-1)?.headers['x-request-id']).toBe('nginx-0123456789abcdef');
    } finally {
      await proxied.close();
    }
  });
});
