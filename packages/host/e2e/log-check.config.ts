import { defineConfig } from 'vitest/config';

/** The check of the logs an e2e run's sites wrote (npm run e2e runs it after the suites). */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'e2e-log',
    root: new URL('.', import.meta.url).pathname,
    include: ['log-check/*.check.ts'],
    environment: 'node',
  },
});
