import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOST_NODE_FLAGS } from '../../scripts/host-node-flags.mjs';
import { renderReport } from '../lib/report.mjs';
import { hostServeFlags, serveNodeFlags } from '../lib/serve-flags.mjs';

const seeded = JSON.parse(
  readFileSync(new URL('./fixtures/results-81f0233.json', import.meta.url), 'utf8'),
);

describe('the bench starts the host as `npm run serve` does', () => {
  it('takes the Node options between node and the entry', () => {
    expect(serveNodeFlags('node --max-semi-space-size=8 dist/server/main.js')).toEqual([
      '--max-semi-space-size=8',
    ]);
    expect(serveNodeFlags('node dist/server/main.js')).toEqual([]);
    expect(serveNodeFlags('node --a=1  --b dist/server/main.js')).toEqual(['--a=1', '--b']);
  });

  it('refuses a serve script of another shape rather than measuring another start', () => {
    for (const script of [
      'NODE_OPTIONS=--x node dist/server/main.js',
      'node dist/server/main.js --port 3000',
      'node -r x dist/server/main.js',
      'node scripts/start.mjs',
    ])
      expect(() => serveNodeFlags(script), script).toThrow(/serve script/);
  });

  it("reads the host package's own serve script", () => {
    expect(hostServeFlags()).toEqual(
      serveNodeFlags(
        JSON.parse(
          readFileSync(new URL('../../packages/host/package.json', import.meta.url), 'utf8'),
        ).scripts.serve,
      ),
    );
    expect(hostServeFlags()).toContain('--max-semi-space-size=8');
  });

  it('every start of the host passes the same Node options: npm start, both serve scripts, the systemd unit', () => {
    const scripts = (path) =>
      JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')).scripts;
    expect(hostServeFlags()).toEqual(HOST_NODE_FLAGS);
    expect(
      serveNodeFlags(scripts('package.json').serve.replace('packages/host/dist/', 'dist/')),
    ).toEqual(HOST_NODE_FLAGS);
    const unit = readFileSync(new URL('../../deploy/agency-site.service', import.meta.url), 'utf8');
    const execStart = /^ExecStart=\/usr\/bin\/(.*)$/m.exec(unit)?.[1] ?? '';
    expect(serveNodeFlags(execStart.replace('packages/host/dist/', 'dist/'))).toEqual(
      HOST_NODE_FLAGS,
    );
    expect(HOST_NODE_FLAGS).toContain('--heap-growing-percent=50');
    // npm start spawns Node with the list itself.
    expect(readFileSync(new URL('../../scripts/start.mjs', import.meta.url), 'utf8')).toMatch(
      /spawn\(process\.execPath, \[\.\.\.HOST_NODE_FLAGS, built\]/,
    );
  });

  it('the report says which options the host ran with, and none for results from before', () => {
    const before = renderReport(structuredClone(seeded));
    expect(before).toContain('started as its own process with no Node options');
    const now = structuredClone(seeded);
    now.machine.hostFlags = ['--max-semi-space-size=8'];
    expect(renderReport(now)).toContain(
      'with the Node options of `npm run serve` (--max-semi-space-size=8)',
    );
  });
});
