import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { CHROME_PATH } from './chromium.mjs';
import { PINNED } from './pinning.mjs';
import { hostServeFlags } from './serve-flags.mjs';
import { ROOT } from './site-build.mjs';

function versionOf(pkg) {
  return JSON.parse(readFileSync(`${ROOT}node_modules/${pkg}/package.json`, 'utf8')).version;
}

function commandVersion(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
      .split('\n')[0]
      .trim();
  } catch (error) {
    // wrk -v prints its version and exits 1.
    return (
      String(error.stdout ?? '')
        .split('\n')[0]
        .trim() || 'unknown'
    );
  }
}

/** The machine and tool versions a run was measured with. */
export function describeMachine() {
  return {
    date: new Date().toISOString(),
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
    pinned: PINNED,
    hostFlags: hostServeFlags(),
    // Each wrk run has the server core to its server alone (the others paused; decision 0055).
    rowsAlone: true,
    node: process.version,
    react: versionOf('react'),
    reactDom: versionOf('react-dom'),
    chromium: commandVersion(CHROME_PATH, ['--version']),
    wrk: commandVersion('wrk', ['-v']),
    lighthouse: versionOf('lighthouse'),
    commit: commandVersion('git', ['-C', ROOT, 'rev-parse', '--short', 'HEAD']),
  };
}
