import { defineConfig } from 'vitest/config';

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
  },
});
