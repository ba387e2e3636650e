import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderReport } from '../lib/report.mjs';
import { fakeServer } from './support/fake-server.mjs';

// Which servers were running during each wrk run, as the mocked wrk saw them.
const seen = [];
let servers = [];
let failOn = null;
vi.mock('../lib/wrk.mjs', () => ({
  wrkRun: async (url) => {
    seen.push({ url, running: servers.filter((server) => !server.paused).map((s) => s.name) });
    if (url === failOn) throw new Error('wrk failed');
    return { rps: 100, p50: 1, p99: 2, errors: { connect: 0, read: 0, write: 0, timeout: 0 } };
  },
  wrkMixed: async () => {
    throw new Error('no mixed target here');
  },
}));
const { measureThroughput, whilePaused } = await import('../lib/throughput.mjs');

const options = { rounds: 2, seconds: 1, connections: 1, log: () => {} };

describe('each throughput run has the server core to its own server (decision 0055)', () => {
  beforeEach(() => {
    seen.length = 0;
    failOn = null;
    servers = ['static', 'site', 'bare'].map(fakeServer);
  });

  it('pauses every other server during a run, the warm-up included, and resumes all at the end', async () => {
    const [staticServer, site, bare] = servers;
    const targets = [
      { name: 'static', kind: 'static', url: 'http://s/', server: staticServer },
      { name: 'hit', kind: 'host', url: 'http://h/', server: site },
      { name: 'hit /en', kind: 'host', url: 'http://h/en', server: site },
      { name: 'bare', kind: 'bare', url: 'http://b/', server: bare },
    ];
    await measureThroughput(targets, { ...options, servers });
    // One warm-up and two rounds per target.
    expect(seen).toHaveLength(12);
    for (const run of seen) {
      const own = targets.find((target) => target.url === run.url).server.name;
      expect(run.running, run.url).toEqual([own]);
    }
    expect(servers.every((server) => !server.paused)).toBe(true);
  });

  it('resumes every server when a run fails', async () => {
    const [staticServer, site] = servers;
    failOn = 'http://h/';
    const targets = [
      { name: 'static', kind: 'static', url: 'http://s/', server: staticServer },
      { name: 'hit', kind: 'host', url: 'http://h/', server: site },
    ];
    await expect(measureThroughput(targets, { ...options, servers })).rejects.toThrow('wrk failed');
    expect(servers.every((server) => !server.paused)).toBe(true);
  });

  it('refuses a target whose server is not among the servers, naming it, before any run', async () => {
    const targets = [{ name: 'stray', kind: 'host', url: 'http://x/', server: fakeServer('x') }];
    await expect(measureThroughput(targets, { ...options, servers })).rejects.toThrow(/stray/);
    expect(seen).toHaveLength(0);
  });

  it('whilePaused pauses them all for the work and resumes them after it, even when it throws', async () => {
    const during = await whilePaused(servers, async () => servers.map((server) => server.paused));
    expect(during).toEqual([true, true, true]);
    expect(servers.every((server) => !server.paused)).toBe(true);
    await expect(
      whilePaused(servers, async () => {
        throw new Error('tail failed');
      }),
    ).rejects.toThrow('tail failed');
    expect(servers.every((server) => !server.paused)).toBe(true);
  });

  it('the report says whether the servers ran alone, and that results from before shared the core', () => {
    const seeded = JSON.parse(
      readFileSync(new URL('./fixtures/results-81f0233.json', import.meta.url), 'utf8'),
    );
    expect(renderReport(structuredClone(seeded))).toContain(
      'every server of the run shared the server core during each run (before decision 0055)',
    );
    const now = structuredClone(seeded);
    now.machine.rowsAlone = true;
    expect(renderReport(now)).toContain('each run has the server core to its own server');
  });
});
