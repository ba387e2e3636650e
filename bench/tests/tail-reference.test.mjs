import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderReport } from '../lib/report.mjs';
import { busyMicros } from '../lib/tail-reference.mjs';

const seeded = JSON.parse(
  readFileSync(new URL('./fixtures/results-81f0233.json', import.meta.url), 'utf8'),
);

describe("the load generator's own tail", () => {
  it('the busy loop is the row’s time per answer less node:http’s own, never negative', () => {
    // 2,000 req/s is 500 µs an answer; a bare answer at 10,000 req/s costs 100 µs of it.
    expect(busyMicros(2000, 10_000)).toBe(400);
    expect(busyMicros(3000, 20_000)).toBe(283);
    expect(busyMicros(20_000, 10_000)).toBe(0);
  });

  it('the report shows each rendered row’s constant-cost tail beside the host’s', () => {
    const results = {
      ...structuredClone(seeded),
      tailReference: [
        {
          name: 'host /404 (rendered)',
          path: '/404',
          costMs: 0.4,
          busyMs: 0.35,
          bytes: 9208,
          rps: 2480,
          p50: 20,
          p99: 240,
          hostP50: 19,
          hostP99: 145,
        },
      ],
    };
    const report = renderReport(results);
    expect(report).toContain("### The load generator's own tail");
    expect(report).toContain(
      '| `/404` | 0.40 ms | 9208 | 2480 | 20.00 ms | 240.00 ms | 12.0 | 7.6 |',
    );
  });

  it('the report shows the budgeted steady-state tail of each rendered row, and the reference’s under the same client', () => {
    const results = {
      ...structuredClone(seeded),
      steadyTails: [
        {
          name: 'host /404 (kept: miss)',
          path: '/404',
          rps: 812.4,
          p50: 60,
          p99: 130,
          max: 180,
          requests: 4000,
          rampMs: 75.5,
          sockets: 50,
          serverErrors: 0,
        },
      ],
      tailReference: [
        {
          name: 'host /404 (kept: miss)',
          path: '/404',
          costMs: 1.2,
          busyMs: 1.1,
          bytes: 9208,
          rps: 800,
          p50: 80,
          p99: 1400,
          hostP50: 70,
          hostP99: 1350,
          steadyP50: 62,
          steadyP99: 124,
        },
      ],
    };
    const report = renderReport(results);
    expect(report).toContain('### Rendered pages once their connections are open');
    expect(report).toContain(
      '| host /404 (kept: miss) | `/404` | 812 | 60.00 ms | 130.00 ms | **2.2** | 75.50 ms | 0 |',
    );
    expect(report).toContain(
      '| `/404` | 1.20 ms | 9208 | 800 | 80.00 ms | 1400.00 ms | 17.5 | 19.3 | 2.0 |',
    );
  });

  it('the Lighthouse table shows the machine’s benchmarkIndex of each page, and a dash for results from before it', () => {
    const results = structuredClone(seeded);
    const lighthouseRow = (report, path) =>
      report.split('\n').find((line) => line.startsWith(`| \`${path}\` | 100 |`));
    expect(lighthouseRow(renderReport(results), '/')).toContain('| 0.000 | – |');
    results.lighthouse[0].benchmarkIndex = 935.4;
    expect(lighthouseRow(renderReport(results), '/')).toContain('| 0.000 | 935 |');
  });

  it('a results file from before the reference has no such section', () => {
    expect(renderReport(structuredClone(seeded))).not.toContain("load generator's own tail");
    expect(renderReport(structuredClone(seeded))).not.toContain('once their connections are open');
  });
});
