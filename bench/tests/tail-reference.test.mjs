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

  it('a results file from before the reference has no such section', () => {
    expect(renderReport(structuredClone(seeded))).not.toContain("load generator's own tail");
  });
});
