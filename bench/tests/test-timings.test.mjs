import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readHistory } from '../lib/history.mjs';
import { renderReport } from '../lib/report.mjs';
import {
  byProject,
  fileTiming,
  readSuiteRows,
  readSuiteSection,
  renderSuiteSection,
  renderTimings,
  SUITE_HEADING,
  slowest,
  suiteRow,
  withSuiteSection,
} from '../lib/test-timings.mjs';

const seeded = JSON.parse(
  readFileSync(new URL('./fixtures/results-81f0233.json', import.meta.url), 'utf8'),
);

/** A vitest TestModule as the reporter sees it: its diagnostic, its tests and their states. */
function testModule(file, project, parts, states) {
  return {
    relativeModuleId: file,
    project: { name: project },
    diagnostic: () => ({
      environmentSetupDuration: parts[0],
      prepareDuration: parts[1],
      collectDuration: parts[2],
      setupDuration: parts[3],
      duration: parts[4],
    }),
    children: { allTests: () => states.map((state) => ({ result: () => ({ state }) })) },
  };
}

const files = [
  fileTiming(testModule('a.test.ts', 'web-api', [0, 10, 300, 0, 1690], ['passed', 'passed'])),
  fileTiming(testModule('b.test.tsx', 'ui', [200, 20, 100, 50, 130], ['passed', 'skipped'])),
  fileTiming(testModule('c.test.ts', 'web-api', [0, 10, 90, 0, 4900], ['passed'])),
];
const run = {
  commit: 'abc1234',
  date: '2026-11-26T14:00:00.000Z',
  node: 'v20.20.2',
  cores: 2,
  loadStart: [0.1, 0.2, 0.3],
  loadEnd: [1.5, 0.9, 0.5],
  wallMs: 4200,
  files,
};

describe("the test suite's own figure", () => {
  it("sums a file's environment, harness, import, setup file and tests, and counts its tests", () => {
    expect(files[1]).toEqual({
      file: 'b.test.tsx',
      project: 'ui',
      environmentMs: 200,
      prepareMs: 20,
      importMs: 100,
      setupMs: 50,
      testsMs: 130,
      totalMs: 500,
      tests: 2,
      skipped: 1,
    });
  });

  it('ranks the slowest files first and sums each project', () => {
    expect(slowest(files, 2).map((file) => file.file)).toEqual(['c.test.ts', 'a.test.ts']);
    expect(byProject(files).map((p) => [p.project, p.files, p.tests, p.totalMs])).toEqual([
      ['web-api', 2, 3, 7000],
      ['ui', 1, 2, 500],
    ]);
  });

  it('prints the slowest files, the projects and the totals with the load average', () => {
    const text = renderTimings(run, 20);
    const lines = text.split('\n');
    expect(lines[2]).toContain('c.test.ts');
    expect(lines[2]).toMatch(/^\s+5\.0 s/);
    expect(text).toContain('web-api');
    expect(text.split('\n').at(-1)).toBe(
      "Total: wall 4.2 s (Node v20.20.2, 2 cores, load average 0.1 / 0.2 / 0.3 at start and 1.5 / 0.9 / 0.5 at the end); 3 files, 5 tests (1 skipped); files' own time summed 7.5 s.",
    );
  });

  it('gives a run one history line', () => {
    expect(suiteRow(run)).toEqual([
      'abc1234',
      '2026-11-26',
      'v20.20.2',
      '0.1 / 0.2 / 0.3 → 1.5 / 0.9 / 0.5',
      '4.2 s',
      '3',
      '5 (1)',
      '7.5 s',
      'c.test.ts 5.0 s',
    ]);
  });

  it('adds a run to the history section of docs/benchmarks.md and keeps the earlier lines and the rest', () => {
    const doc = '# Benchmarks\n\n## History\n\n| Commit | Date |\n| --- | --- |\n| x | y |\n';
    const first = withSuiteSection(doc, renderSuiteSection(readSuiteRows(doc), run));
    expect(first.startsWith(doc.trimEnd())).toBe(true);
    expect(readSuiteRows(first)).toHaveLength(1);
    const second = withSuiteSection(first, renderSuiteSection(readSuiteRows(first), run));
    expect(readSuiteRows(second)).toEqual([...readSuiteRows(first), readSuiteRows(first)[0]]);
    // The bench's own history is untouched by the section after it.
    expect(readHistory(second)).toEqual(['| x | y |']);
  });

  it('survives a bench run: renderReport keeps the section as it was', () => {
    const section = renderSuiteSection([], run);
    const report = renderReport(seeded, { history: [], append: false, testSuite: section });
    expect(readSuiteSection(report)).toBe(section);
    expect(report.indexOf(SUITE_HEADING)).toBeGreaterThan(report.indexOf('## History'));
    expect(readSuiteSection(renderReport(seeded))).toBe('');
  });
});
