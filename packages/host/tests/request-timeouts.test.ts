import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/server/logger';
import type { RunningHost } from '../src/server/start-host';
import { rawRequest } from './support/http';
import { startSite } from './support/site';
import { pagesUpstream, startUpstream, type TestUpstream } from './support/upstream';

describe('header timeout and upstream failure log', () => {
  let upstream: TestUpstream;
  let down: TestUpstream;
  let site: RunningHost;
  let broken: RunningHost;
  const lines: string[] = [];

  beforeAll(async () => {
    upstream = await pagesUpstream();
    down = await startUpstream((_req, res) => res.writeHead(500).end('{'));
    site = await startSite(upstream.url, {
      HEADERS_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: '1000',
    });
    broken = await startSite(
      down.url,
      {},
      createLogger({
        level: 'info',
        pretty: false,
        destination: { write: (line) => lines.push(line) },
      }),
    );
  });
  afterAll(async () => {
    await Promise.all([site.close(), broken.close()]);
    await Promise.all([upstream.close(), down.close()]);
  });

  it('cuts off a client that never finishes its headers (node checks only every 30 s by default)', async () => {
    const { port } = new URL(site.url);
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    socket.write('GET /en HTTP/1.1\r\nHost: agency.example\r\nX-Slow: ');
    // Without a lowered connectionsCheckingInterval node looks only every 30 s: the test times out.
    await new Promise((resolve) => socket.once('close', resolve));
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 20_000);

  it('logs one line per upstream failure, with the path and no query', async () => {
    const answer = await rawRequest(broken.url, '/en/privacy-policy?token=secret-token');
    expect(answer.status).toBe(502);
    const failures = lines.filter((line) => line.includes('upstream failure'));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('502');
    expect(failures[0]).toContain('/en/privacy-policy');
    expect(failures[0]).not.toContain('secret-token');
    // Nor does the request's access-log line.
    expect(lines.join('\n')).not.toContain('secret-token');
  });
});
