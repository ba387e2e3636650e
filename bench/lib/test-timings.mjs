// The test suite's own figure (`npm run test:timings`): each file's time from vitest's diagnostics,
// the slowest files, the totals, and the "Test suite" history section of docs/benchmarks.md.

/** The heading of docs/benchmarks.md's test-suite section (kept by `npm run bench`, written by test:timings). */
export const SUITE_HEADING = '## Test suite';

/** The test-suite history table's columns: one line per recorded `npm run test:timings --record`. */
export const SUITE_COLUMNS = [
  'Commit',
  'Date',
  'Node',
  'Load average (start / end)',
  'Wall',
  'Files',
  'Tests (skipped)',
  'Σ file time',
  'Slowest file',
];

/** One file's figures from a vitest TestModule: its time split as vitest reports it, in ms. */
export function fileTiming(module) {
  const d = module.diagnostic();
  const tests = [...module.children.allTests()];
  const parts = {
    environmentMs: d.environmentSetupDuration,
    prepareMs: d.prepareDuration,
    importMs: d.collectDuration,
    setupMs: d.setupDuration,
    testsMs: d.duration,
  };
  return {
    file: module.relativeModuleId,
    project: module.project.name,
    ...parts,
    totalMs: Object.values(parts).reduce((sum, ms) => sum + ms, 0),
    tests: tests.length,
    skipped: tests.filter((test) => test.result().state === 'skipped').length,
  };
}

/** The files of a run, slowest first; the first `count`. */
export function slowest(files, count = 20) {
  return [...files].sort((a, b) => b.totalMs - a.totalMs).slice(0, count);
}

/** Per project: files, tests, and the summed time of each part, in ms; projects by time, largest first. */
export function byProject(files) {
  const projects = new Map();
  for (const file of files) {
    const sum = projects.get(file.project) ?? {
      project: file.project,
      files: 0,
      tests: 0,
      environmentMs: 0,
      importMs: 0,
      setupMs: 0,
      testsMs: 0,
      totalMs: 0,
    };
    sum.files += 1;
    sum.tests += file.tests;
    for (const key of ['environmentMs', 'importMs', 'setupMs', 'testsMs', 'totalMs'])
      sum[key] += file[key];
    projects.set(file.project, sum);
  }
  return [...projects.values()].sort((a, b) => b.totalMs - a.totalMs);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The printed report: the slowest files, each project's sums and the run's totals. */
export function renderTimings(run, count = 20) {
  const files = run.files;
  const tests = files.reduce((sum, file) => sum + file.tests, 0);
  const skipped = files.reduce((sum, file) => sum + file.skipped, 0);
  const total = files.reduce((sum, file) => sum + file.totalMs, 0);
  const pad = (text, width) => String(text).padStart(width);
  return [
    `Slowest ${Math.min(count, files.length)} of ${files.length} files (total = environment + harness + import + setup file + tests and hooks):`,
    `${pad('total', 8)} ${pad('import', 8)} ${pad('tests', 8)}  file`,
    ...slowest(files, count).map(
      (file) =>
        `${pad(seconds(file.totalMs), 8)} ${pad(seconds(file.importMs), 8)} ${pad(seconds(file.testsMs), 8)}  ${file.file}`,
    ),
    '',
    'Per project (summed over its files):',
    ...byProject(files).map(
      (p) =>
        `  ${p.project.padEnd(9)} ${pad(seconds(p.totalMs), 8)}  ${pad(p.files, 3)} files ${pad(p.tests, 5)} tests  environment ${seconds(p.environmentMs)}, import ${seconds(p.importMs)}, setup ${seconds(p.setupMs)}, tests ${seconds(p.testsMs)}`,
    ),
    '',
    `Total: wall ${seconds(run.wallMs)} (Node ${run.node}, ${run.cores} cores, load average ${run.loadStart.join(' / ')} at start and ${run.loadEnd.join(' / ')} at the end); ${files.length} files, ${tests} tests (${skipped} skipped); files' own time summed ${seconds(total)}.`,
  ].join('\n');
}

/** The history line of a run (table cells). */
export function suiteRow(run) {
  const files = run.files;
  const [top] = slowest(files, 1);
  return [
    run.commit,
    run.date.slice(0, 10),
    run.node,
    `${run.loadStart.join(' / ')} → ${run.loadEnd.join(' / ')}`,
    seconds(run.wallMs),
    String(files.length),
    `${files.reduce((sum, file) => sum + file.tests, 0)} (${files.reduce((sum, file) => sum + file.skipped, 0)})`,
    seconds(files.reduce((sum, file) => sum + file.totalMs, 0)),
    top ? `${top.file} ${seconds(top.totalMs)}` : '–',
  ];
}

const row = (cells) => `| ${cells.join(' | ')} |`;

/** The section's text from a markdown document (heading included, up to the next `## `), or ''. */
export function readSuiteSection(markdown) {
  const lines = markdown.split('\n');
  const start = lines.indexOf(SUITE_HEADING);
  if (start === -1) return '';
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines
    .slice(start, end === -1 ? undefined : end)
    .join('\n')
    .trimEnd();
}

/** The rows already in the section (markdown table rows, header and rule left out). */
export function readSuiteRows(markdown) {
  return readSuiteSection(markdown)
    .split('\n')
    .filter(
      (line) =>
        line.startsWith('| ') && !line.startsWith('| Commit |') && !/^\|[\s|-]+\|$/.test(line),
    );
}

/** The section with the earlier rows and, when given, a new run's row last. */
export function renderSuiteSection(rows, run) {
  return [
    SUITE_HEADING,
    '',
    'One line per `npm run test:timings -- --record` (the whole `npm test` suite, wall time from the start of vitest to its end, the build of the host project included); earlier lines are kept. `npm run test:timings` prints the slowest 20 files. No test asserts a duration: this table is where a slower suite shows.',
    '',
    row(SUITE_COLUMNS),
    row(SUITE_COLUMNS.map(() => '---')),
    ...rows,
    ...(run ? [row(suiteRow(run))] : []),
  ].join('\n');
}

/** docs/benchmarks.md with its test-suite section replaced (or added at the end). */
export function withSuiteSection(markdown, section) {
  const current = readSuiteSection(markdown);
  if (current) return markdown.replace(current, section);
  return `${markdown.trimEnd()}\n\n${section}\n`;
}
