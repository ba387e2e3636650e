import type { TestProjectInlineConfiguration } from 'vitest/config';

/** The test projects, one per package; vitest.config.ts reads this list (Vitest 4 has no workspace file). */
export const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: { name: 'core', include: ['packages/core/tests/**/*.test.ts'], environment: 'node' },
  },
  {
    extends: true,
    test: { name: 'contracts', include: ['contracts/tests/**/*.test.ts'], environment: 'node' },
  },
  {
    extends: true,
    test: {
      name: 'web-api',
      include: ['packages/web-api/tests/**/*.test.ts'],
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    extends: true,
    test: {
      name: 'ui',
      include: ['packages/ui/tests/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
      setupFiles: ['packages/ui/tests/setup.ts'],
    },
  },
  {
    extends: true,
    test: {
      name: 'host',
      include: ['packages/host/tests/**/*.test.{ts,tsx}'],
      environment: 'node',
      // The tests start the real server, which serves the built browser bundle.
      globalSetup: ['packages/host/tests/support/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  },
];
