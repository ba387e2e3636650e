import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../src/server/start-host';
import { rawRequest } from './support/http';
import { startSite } from './support/site';
import { pageAnswer, startUpstream, type TestUpstream } from './support/upstream';

const MB = 1024 * 1024;
const BODY_MB = 50;

// Streams 50 MB of valid page JSON with backpressure, without a content-length (chunked), so
// only reading it tells its size.
function sendHugePage(res: ServerResponse) {
  const page = JSON.stringify(pageAnswer('privacy-policy', '/en/privacy-policy', 'x'));
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write(`${page.slice(0, -1)},"padding":"`);
  const chunk = Buffer.alloc(MB, 'x');
  let sent = 0;
  const pump = () => {
    while (sent < BODY_MB) {
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
}

/** Runs `work` while sampling this process's memory every few ms; the largest growth over the start. */
async function peakGrowth(work: () => Promise<void>) {
  const start = process.memoryUsage();
  let rss = 0;
  let buffers = 0;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss - start.rss);
    buffers = Math.max(buffers, now.arrayBuffers - start.arrayBuffers);
  };
  const timer = setInterval(sample, 2);
  try {
    await work();
  } finally {
    clearInterval(timer);
    sample();
  }
  return { rss, buffers };
}

describe('upstream faults: memory bounded', () => {
  let upstream: TestUpstream;
  let site: RunningHost;
  let bodiesStarted = 0;

  beforeAll(async () => {
    upstream = await startUpstream((_req, res) => {
      bodiesStarted += 1;
      sendHugePage(res);
    });
    site = await startSite(upstream.url);
    // Warm-up outside the measurement: the first render allocates React's and our module state.
    await rawRequest(site.url, '/en/privacy-policy');
  });
  afterAll(async () => {
    await site.close();
    await upstream.close();
  });

  it('a 50 MB upstream body -> a controlled 502 page, and the host never holds the body: memory grows far less than 50 MB', async () => {
    const before = bodiesStarted;
    const statuses: number[] = [];
    const growth = await peakGrowth(async () => {
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await rawRequest(site.url, '/en/privacy-policy')).status);
      }
    });
    expect(bodiesStarted - before).toBe(5);
    expect(statuses).toEqual([502, 502, 502, 502, 502]);
    console.info(
      `memory: peak growth over five 50 MB answers: buffers ${(growth.buffers / MB).toFixed(1)} MB, RSS ${(growth.rss / MB).toFixed(1)} MB`,
    );
    // Reading stops at UPSTREAM_MAX_BYTES (4 MB): even with five answers' garbage not yet
    // collected, less than one body's worth is ever held (a host that read them would hold 250 MB).
    expect(growth.buffers).toBeLessThan(BODY_MB * MB);
    expect(growth.rss).toBeLessThan(BODY_MB * MB);
  });
});
