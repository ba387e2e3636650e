import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace';

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources in tests (the "source" export condition).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Global setup files run in vitest's own environment: the host's imports @agency/web-api's sources too.
  environments: { __vitest__: { resolve: { conditions: ['source'] } } },
  test: {
    projects,
    // One worker per core: vitest's default keeps a core for its main process (one worker on two
    // cores), which only waits while the files run (decision 0026).
    maxWorkers: availableParallelism(),
    passWithNoTests: false,
    // scrypt at N=2^12 instead of 2^17 in every suite (ignored outside vitest: see scryptParams).
    env: { AGENCY_TEST_SCRYPT_LOG2N: '12' },
    unstubEnvs: true,
    // Hang stops only, far above any test's time on a loaded machine; no test asserts a duration.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits on a condition; its 1 s default fails on a busy machine.
    expect: { poll: { timeout: 10_000 } },
    // Read only with --coverage (npm run coverage, npm run coverage -w <package>).
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**/*.{ts,tsx}'],
      exclude: ['**/*.d.ts', '**/*.stories.tsx'],
      reporter: [['text', { skipFull: true }], 'json-summary'],
      reportsDirectory: 'coverage',
      // The rules are pure functions: every line and branch of them is within reach of a test.
      thresholds: { 'packages/core/src/**': { lines: 95, branches: 95 } },
    },
  },
});
