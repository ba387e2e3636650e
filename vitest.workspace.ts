import type { TestProjectInlineConfiguration } from 'vitest/config';

// ui test files whose subject is code splitting (a screen loaded on first use): each runs in
// a worker of its own, as a browser starts with nothing loaded, whatever the number of workers.
const UI_LOADING_TESTS = [
  'packages/ui/tests/account/account-texts-by-language.test.ts',
  'packages/ui/tests/account/code-splitting.test.tsx',
  'packages/ui/tests/admin/lazy-admin.test.tsx',
  'packages/ui/tests/components/confirm-dialog-load-failure.test.tsx',
  'packages/ui/tests/legal-screens.test.tsx',
  'packages/ui/tests/screens/auth-preload.test.ts',
  'packages/ui/tests/screens/error-and-confirm-messages.test.tsx',
  'packages/ui/tests/screens/landing-messages.test.ts',
  'packages/ui/tests/shell/lazy-group-screen-wait.test.tsx',
];

// The web-api test files whose subject is what a process loads: they start with nothing loaded.
const WEB_API_LOADING_TESTS = [
  'packages/web-api/tests/database-driver-loaded-when-used.test.ts',
  'packages/web-api/tests/loaded-on-first-use.test.ts',
];

// Host test files that need a process of their own: one mocks a module the server imports, the
// other measures the process's memory (a worker thread's rss is the whole process's).
const HOST_OWN_PROCESS_TESTS = [
  'packages/host/tests/memory-bounded.test.ts',
  'packages/host/tests/render-page-kept-parts.test.tsx',
];

/** The test projects, one per package; vitest.config.ts reads this list (Vitest 4 has no workspace file). */
export const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'core',
      include: ['packages/core/tests/**/*.test.ts'],
      environment: 'node',
      // Pure functions without module state: one worker thread runs every file without re-importing.
      pool: 'threads',
      isolate: false,
    },
  },
  {
    extends: true,
    test: {
      name: 'contracts',
      include: ['contracts/tests/**/*.test.ts'],
      environment: 'node',
      pool: 'threads',
    },
  },
  {
    extends: true,
    test: {
      name: 'web-api',
      include: ['packages/web-api/tests/**/*.test.ts'],
      exclude: WEB_API_LOADING_TESTS,
      environment: 'node',
      // The run's database images: one initdb, migrations and seed; test files start copies of them.
      globalSetup: ['packages/web-api/tests/support/global-setup.ts'],
      // A worker thread serves file after file with the backend's modules and PGlite imported once
      // (decision 0056: the project took 223-234 s isolated, 127-135 s not); each file opens its own
      // database and restores what it stubs.
      pool: 'threads',
      isolate: false,
      // Hang stops only, 10x a slow test on a loaded machine (PGlite start, password hashing).
      testTimeout: 180_000,
      hookTimeout: 180_000,
    },
  },
  {
    extends: true,
    test: {
      name: 'web-api-loading',
      // What a process loads is these files' subject: each starts with nothing loaded.
      include: WEB_API_LOADING_TESTS,
      environment: 'node',
      pool: 'threads',
    },
  },
  {
    extends: true,
    test: {
      name: 'ui',
      include: ['packages/ui/tests/**/*.test.{ts,tsx}'],
      exclude: UI_LOADING_TESTS,
      // Files without a DOM say `// @vitest-environment node`; worker threads start faster than forks.
      environment: 'happy-dom',
      pool: 'threads',
      // A worker thread serves file after file (decision 0026): each file gets its own happy-dom window
      // and its own copy of our modules, but react, happy-dom and the testing libraries are imported
      // once per worker. With one worker vitest runs all the files in one module graph; setup.ts then
      // empties the document and undoes spies and stubbed globals after each file.
      isolate: false,
      setupFiles: ['packages/ui/tests/setup.ts', 'packages/ui/tests/setup-screen-texts.ts'],
    },
  },
  {
    extends: true,
    test: {
      name: 'ui-loading',
      // What is loaded when is these files' subject: each starts with nothing loaded.
      include: UI_LOADING_TESTS,
      environment: 'happy-dom',
      pool: 'threads',
      setupFiles: ['packages/ui/tests/setup.ts'],
    },
  },
  {
    extends: true,
    test: {
      name: 'google-sandbox',
      include: ['packages/google-sandbox/tests/**/*.test.ts'],
      environment: 'node',
      // In-memory doubles with their own state per test: worker threads start fastest.
      pool: 'threads',
    },
  },
  {
    extends: true,
    test: {
      name: 'bench',
      // The bench's own rules (budgets, report, history); the bench itself runs only as `npm run bench`.
      include: ['bench/tests/**/*.test.mjs'],
      environment: 'node',
      pool: 'threads',
    },
  },
  {
    extends: true,
    test: {
      name: 'host',
      include: ['packages/host/tests/**/*.test.{ts,tsx}'],
      exclude: HOST_OWN_PROCESS_TESTS,
      environment: 'node',
      // The tests start the real server, which serves the built browser bundle.
      globalSetup: ['packages/host/tests/support/global-setup.ts'],
      // As web-api's: the server's modules imported once per worker thread (99.5 s isolated, 56-68 s
      // not, decision 0056); its caches are keyed by the configuration each test starts its server with.
      pool: 'threads',
      isolate: false,
      // Hang stops only (the global setup builds the site first).
      testTimeout: 120_000,
      hookTimeout: 180_000,
    },
  },
  {
    extends: true,
    test: {
      name: 'host-own-process',
      include: HOST_OWN_PROCESS_TESTS,
      environment: 'node',
      globalSetup: ['packages/host/tests/support/global-setup.ts'],
      // A fresh process per file, as every host file had before decision 0056.
      pool: 'forks',
      testTimeout: 120_000,
      hookTimeout: 180_000,
    },
  },
];
