import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './support/longest-first';

/** The e2e suite: the built site in Debian's chromium (npm run test:e2e); not part of npm test. */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits on a condition; its 1 s default fails on a busy machine.
    expect: { poll: { timeout: 10_000 } },
    fileParallelism: true,
    // The longest files start first, so no long one is left to run alone at the end (decision 0058).
    sequence: { sequencer: LongestFirst },
    // A worker process serves file after file with playwright and the support modules imported once;
    // each file starts its own browser (and its own site when it changes data) and keeps no module
    // state; no e2e file may mock a module (tests/isolated-test-files.test.ts).
    isolate: false,
    // One browser per core: the files wait on Chromium and the sites much of the time (mw 1 -> 2:
    // 147 -> 130 s wall at load 6-15, decision 0027); vitest's default leaves one of two cores idle.
    maxWorkers: availableParallelism(),
  },
});
