import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { historyRow, isFullRun, readHistory } from '../lib/history.mjs';
import { renderReport } from '../lib/report.mjs';

// The 81f0233 run (bench/results.json as committed then): the history table's first line.
const seeded = JSON.parse(
  readFileSync(new URL('./fixtures/results-81f0233.json', import.meta.url), 'utf8'),
);

describe('the benchmarks history', () => {
  it("gives a run's headline figures in one line", () => {
    expect(historyRow(seeded).slice(0, 7)).toEqual([
      '81f0233',
      '2026-11-22',
      '0.41, 0.40',
      '0.63, 0.57',
      '6.9',
      '–',
      '104.9 kB',
    ]);
  });

  it('takes the worst rendered tail once the connections are open, wrk’s only for earlier results (decision 0059)', () => {
    const results = structuredClone(seeded);
    results.steadyTails = [
      { name: 'a', path: '/404', p50: 20, p99: 42 },
      { name: 'b', path: '/en/account', p50: 100, p99: 130 },
    ];
    expect(historyRow(results)[4]).toBe('2.1');
    expect(historyRow(seeded)[4]).toBe('6.9');
  });

  it('appends a full run to the earlier lines and keeps them', () => {
    const results = structuredClone(seeded);
    const earlier = ['| old1 | 2026-11-01 | x |', '| old2 | 2026-11-02 | y |'];
    const first = renderReport(results, { history: earlier, append: true });
    const lines = readHistory(first);
    expect(lines.slice(0, 2)).toEqual(earlier);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^\| 81f0233 \| 2026-11-22 \| 0\.41, 0\.40 \|/);
    // The next run reads the written file's lines and adds its own.
    const second = renderReport(results, { history: lines, append: true });
    expect(readHistory(second)).toEqual([...lines, lines[2]]);
  });

  it('adds no line for a quick run but keeps the table', () => {
    const quick = { seconds: 2, rounds: 1, lighthouseRuns: 1, memoryTotal: 20_000 };
    expect(isFullRun(quick)).toBe(false);
    expect(isFullRun(seeded.config)).toBe(true);
    const earlier = ['| old1 | 2026-11-01 | x |'];
    expect(readHistory(renderReport(seeded, { history: earlier, append: false }))).toEqual(earlier);
  });

  it('reads no line from a report without a history table, and stops at the next section', () => {
    expect(
      readHistory('# Benchmarks\n\n## Budgets\n\n| a | b |\n| --- | --- |\n| c | d |\n'),
    ).toEqual([]);
    expect(
      readHistory(
        '## History\n\n| Commit | Date |\n| --- | --- |\n| a | b |\n\n## Later\n\n| c | d |\n',
      ),
    ).toEqual(['| a | b |']);
  });
});
