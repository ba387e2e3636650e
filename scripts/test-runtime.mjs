// `npm run test:runtime`: the test files whose subject is the Node runtime itself, the ones a
// different Node version could break while the rest of the suite (the product's own rules, screens
// and decisions) cannot. CI runs the whole suite on one Node version and these on the other, with
// the build, the production serve check and e2e (decision 0027). A listed file that no longer
// exists stops the run: rename it here too. Arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The runtime features and the test files that exercise each, by path from the repository root. */
export const RUNTIME_TESTS = {
  // scrypt at the production cost, HMAC signatures, AES-256-GCM, random bytes, timing-safe
  // compares, WebCrypto (jose's tokens, openid-client's PKCE and ID-token checks).
  crypto: [
    'packages/web-api/tests/google/token-crypto.test.ts',
    'packages/web-api/tests/credentials.test.ts',
    'packages/web-api/tests/auth.test.ts',
    'packages/web-api/tests/sms-hook.test.ts',
    'packages/web-api/tests/social-sign-in.test.ts',
    'packages/host/tests/render-document.test.ts',
  ],
  // node:http's parser, limits and timers, sockets and the client address, a graceful stop.
  http: [
    'packages/host/tests/fuzz-server.test.ts',
    'packages/host/tests/request-timeouts.test.ts',
    'packages/host/tests/graceful-shutdown.test.ts',
    'packages/host/tests/embedded-client-ip.test.ts',
    'packages/web-api/tests/client-ip.test.ts',
    'packages/web-api/tests/chunked-too-large.test.ts',
  ],
  // Request and answer bodies as streams: size limits, a 50 MB upstream answer, multipart read as
  // it streams, an SMTP conversation; fetch's Request and Response, in process and over loopback.
  streams: [
    'packages/web-api/tests/multipart-limits.test.ts',
    'packages/web-api/tests/google/google-http.test.ts',
    'packages/host/tests/upstream-faults.test.ts',
    'packages/host/tests/upstream-deadline.test.ts',
    'packages/web-api/tests/form-limits.test.ts',
    'packages/web-api/tests/in-process-fetch.test.ts',
    'packages/web-api/tests/mail-delivery.test.ts',
  ],
  // zlib: the precompressed assets and the pages compressed per request.
  zlib: ['packages/host/tests/head.test.ts'],
  // WebAssembly: PGlite from initdb, on disk across restarts, and under every contract operation.
  webAssembly: [
    'packages/web-api/tests/persistence.test.ts',
    'packages/web-api/tests/demo-mode.test.ts',
    'packages/web-api/tests/contract-conformance.test.ts',
  ],
  // Child processes and signals: the built server started as an operator starts it, killed mid-import.
  processes: [
    'packages/host/tests/config-at-start.test.ts',
    'packages/web-api/tests/create-admin.test.ts',
    'packages/web-api/tests/import/import-kill.test.ts',
  ],
  // The module loader: the built packages required and imported as published.
  modules: ['packages/core/tests/built-dist.test.ts'],
  // Intl and its ICU data: numbers and plurals worded as each locale writes them.
  intl: ['packages/ui/tests/i18n/site-intl.test.tsx'],
};

const files = Object.values(RUNTIME_TESTS).flat();
const missing = files.filter((file) => !existsSync(`${ROOT}${file}`));
if (missing.length > 0) {
  console.error(`test:runtime: listed test files are missing:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
const vitest = `${ROOT}node_modules/.bin/vitest`;
const run = spawnSync(vitest, ['run', ...files, ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
