import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, importViolation, type Owner } from './support/import-direction';

const root = join(import.meta.dirname, '../../..');
const PACKAGE_DIRS: Record<Owner, string> = {
  core: 'packages/core',
  contracts: 'contracts',
  ui: 'packages/ui',
  'web-api': 'packages/web-api',
  host: 'packages/host',
  'google-sandbox': 'packages/google-sandbox',
  tools: '.',
};
const SKIPPED = new Set(['node_modules', 'dist', 'build', 'coverage', '.work', '.data']);

function publicEntries(owner: Owner): string[] {
  const pkg = JSON.parse(readFileSync(join(root, PACKAGE_DIRS[owner], 'package.json'), 'utf8')) as {
    exports?: Record<string, unknown>;
  };
  return Object.keys(pkg.exports ?? {});
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mts|mjs|js|cjs)$/.test(entry.name))
      files.push(relative(root, path).split(sep).join('/'));
  }
  return files;
}

const scanned = ['packages', 'contracts', '.ladle', 'bench', 'scripts', 'examples', 'tests']
  .filter((dir) => {
    try {
      return readdirSync(join(root, dir)).length >= 0;
    } catch {
      return false;
    }
  })
  .flatMap((dir) => sourceFiles(join(root, dir)))
  // This file holds wrong imports as fixture strings.
  .filter((file) => file !== 'packages/core/tests/dependency-direction.test.ts');

// Known crossings, each still reported (checked below) and named in the report to the lead engineer:
// this host test drives the account form's own conversions (ui internals) against the real backend.
const KNOWN_CROSSINGS: readonly string[] = [
  'packages/host/tests/location-hours-round-trip.test.ts: reaches into ui by relative path (../../ui/src/screens/account/page-data)',
  'packages/host/tests/location-hours-round-trip.test.ts: reaches into ui by relative path (../../ui/src/screens/account/pins/edited-item)',
  'packages/host/tests/location-hours-round-trip.test.ts: reaches into ui by relative path (../../ui/src/screens/account/pins/location-kind)',
  // The host's social sign-in tests (and e2e) run the same loopback OIDC provider as web-api's tests.
  'packages/host/e2e/social-sign-in.e2e.ts: reaches into web-api by relative path (../../web-api/tests/support/oidc-test-provider)',
  'packages/host/tests/social-sign-in.test.ts: reaches into web-api by relative path (../../web-api/tests/support/oidc-test-provider)',
  // The demo's Google double, imported dynamically by this one module only when the demo mounts it (issue 26).
  'packages/host/src/server/google-sandbox-mount.ts: host must not import @agency/google-sandbox',
  // The SMS hook test uses the deployment's example receiver as its sink, proving the example against the real hook.
  'packages/web-api/tests/sms-hook.test.ts: reaches into tools by relative path (../../../deploy/sms-receiver.mjs)',
];

describe('the dependency direction (core <- ui <- host -> web-api -> core, decision 0012)', () => {
  it('holds for every import in the repository', () => {
    expect(scanned.length).toBeGreaterThan(300);
    const violations = scanned.flatMap((file) =>
      importSpecifiers(readFileSync(join(root, file), 'utf8'))
        .map((specifier) => importViolation(file, specifier, publicEntries))
        .filter((violation) => violation !== undefined),
    );
    expect(violations.filter((violation) => !KNOWN_CROSSINGS.includes(violation))).toEqual([]);
    expect(KNOWN_CROSSINGS.filter((crossing) => !violations.includes(crossing))).toEqual([]);
  });

  it('reports each deliberately wrong import', () => {
    const wrong: [string, string][] = [
      ['packages/core/src/x.ts', '@agency/ui'],
      ['packages/core/src/x.ts', '@agency/contracts'],
      ['packages/core/src/x.ts', 'react'],
      ['packages/core/src/x.ts', 'react-dom/server'],
      ['packages/ui/src/x.tsx', '@agency/host'],
      ['packages/ui/src/x.tsx', '@agency/web-api'],
      ['packages/web-api/src/x.ts', '@agency/ui'],
      ['packages/web-api/src/x.ts', '@agency/host'],
      ['packages/web-api/src/x.ts', '../../host/src/server/render-page'],
      ['packages/host/e2e/account.e2e.ts', '../../web-api/src/seed/demo-credentials'],
      ['packages/host/src/server/x.ts', '@agency/web-api/src/seed/demo-credentials'],
      ['packages/ui/tests/x.test.ts', '../../core/src/routes'],
      ['.ladle/components.tsx', '../packages/core/src/languages'],
      ['bench/lib/x.mjs', '../../packages/web-api/src/db/db'],
      ['packages/google-sandbox/src/x.ts', '@agency/core'],
      ['packages/google-sandbox/tests/x.test.ts', '../../web-api/tests/support/oidc-test-provider'],
      ['packages/web-api/src/x.ts', '@agency/google-sandbox'],
      ['packages/host/src/server/x.ts', '@agency/google-sandbox'],
      ['packages/host/src/server/x.ts', '../../../google-sandbox/src/index'],
      // web-api's layers (decision 0040): nothing imports the transport or the handlers from below.
      ['packages/web-api/src/base/x.ts', '../google/google-runtime'],
      ['packages/web-api/src/db/x.ts', '../seed/seed'],
      ['packages/web-api/src/auth/x.ts', '../http/json-answer'],
      ['packages/web-api/src/pages/x.ts', '../handlers/account-handlers'],
      ['packages/web-api/src/handlers/x.ts', '../http/read-payload'],
      ['packages/web-api/src/http/x.ts', '../create-web-api'],
      ['packages/web-api/src/nowhere/x.ts', '../base/web-api-error'],
    ];
    for (const [file, specifier] of wrong) {
      expect(
        importViolation(file, specifier, publicEntries),
        `${file} -> ${specifier}`,
      ).toBeDefined();
    }
  });

  it('allows imports along the direction, through public entries', () => {
    const allowed: [string, string][] = [
      ['packages/host/src/server/x.ts', '@agency/web-api'],
      ['packages/host/src/server/x.ts', '@agency/ui'],
      ['packages/ui/src/x.tsx', '@agency/core'],
      ['packages/ui/src/x.tsx', '@agency/contracts/web-operations'],
      ['packages/ui/src/screens/x.tsx', '../provider/hooks'],
      ['packages/web-api/tests/x.test.ts', '../src/db/db'],
      ['.ladle/components.tsx', '../packages/ui/src/stories/story-language'],
      ['bench/lib/x.mjs', '../../packages/host/scripts/client-build-options.mjs'],
      ['packages/google-sandbox/tests/x.test.ts', '../src/index'],
      ['packages/web-api/src/auth/x.ts', '../base/web-api-error'],
      ['packages/web-api/src/google/x.ts', '../context/call-context'],
      ['packages/web-api/src/http/x.ts', '../handlers/handlers'],
      ['packages/web-api/src/create-web-api.ts', './http/node-handler'],
      ['packages/web-api/tests/x.test.ts', '../src/http/read-payload'],
    ];
    for (const [file, specifier] of allowed) {
      expect(
        importViolation(file, specifier, publicEntries),
        `${file} -> ${specifier}`,
      ).toBeUndefined();
    }
  });

  it('finds static, type-only, side-effect, dynamic, re-exported, required and mocked imports', () => {
    const source = [
      "import { a } from '@agency/a';",
      "import type { B } from '../b';",
      "import './c.css';",
      "const d = await import('@agency/d');",
      "export * from './e';",
      "const f = require('f');",
      "vi.mock('../g', () => ({}));",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      '@agency/a',
      '../b',
      './c.css',
      '@agency/d',
      './e',
      'f',
      '../g',
    ]);
  });
});
