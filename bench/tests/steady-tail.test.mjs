import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureSteadyTails, steadyRun } from '../lib/steady-tail.mjs';
import { fakeServer } from './support/fake-server.mjs';

// The first request on each connection to / waits this long: it stands for the connection ramp of
// a saturated node:http server, which accepts one queued connection per turn of its loop.
const FIRST_REQUEST_MS = 1500;
let server;
let origin;
let connections = 0;
const cookies = new Set();
// Which of the bench's servers were running when each request came (measureSteadyTails' test).
let benchServers = [];
const running = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    cookies.add(req.headers.cookie);
    running.push({
      url: req.url,
      names: benchServers.filter((server) => !server.paused).map((server) => server.name),
    });
    const answer = () => res.writeHead(req.url === '/unavailable' ? 503 : 200).end('ok');
    if (req.socket.answered || req.url !== '/') answer();
    else {
      req.socket.answered = true;
      setTimeout(answer, FIRST_REQUEST_MS);
    }
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the steady-state tail (decision 0059)', () => {
  it('opens its connections before it measures, so their first requests are not in the tail', async () => {
    const figures = await steadyRun(`${origin}/`, {
      connections: 4,
      seconds: 1,
      headers: { cookie: 'token=demo' },
    });
    expect(connections).toBe(4);
    expect(figures.sockets).toBe(4);
    expect(figures.rampMs).toBeGreaterThanOrEqual(FIRST_REQUEST_MS);
    expect(figures.requests).toBeGreaterThan(20);
    expect(figures.max).toBeLessThan(FIRST_REQUEST_MS);
    expect(figures.p50).toBeLessThanOrEqual(figures.p99);
    expect(figures.serverErrors).toBe(0);
    expect([...cookies]).toEqual(['token=demo']);
  });

  it('counts the answers the server failed (5xx)', async () => {
    const figures = await steadyRun(`${origin}/unavailable`, { connections: 2, seconds: 0.3 });
    expect(figures.requests).toBeGreaterThan(0);
    expect(figures.serverErrors).toBe(figures.requests);
  });

  it('runs each target with its own server alone, and resumes them all at the end', async () => {
    benchServers = ['static', 'site', 'demo'].map(fakeServer);
    const [, site, demo] = benchServers;
    running.length = 0;
    const rows = await measureSteadyTails(
      [
        { name: 'render miss', path: '/404', url: `${origin}/404`, server: site },
        { name: 'account', path: '/en/account', url: `${origin}/en/account`, server: demo },
      ],
      { connections: 2, seconds: 0.3, servers: benchServers, log: () => {} },
    );
    expect(rows.map((row) => [row.name, row.path])).toEqual([
      ['render miss', '/404'],
      ['account', '/en/account'],
    ]);
    const during = (url) =>
      new Set(running.filter((each) => each.url === url).map((each) => each.names.join()));
    expect(during('/404')).toEqual(new Set(['site']));
    expect(during('/en/account')).toEqual(new Set(['demo']));
    expect(benchServers.every((server) => !server.paused)).toBe(true);
  });
});
