import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distEntry = join(packageDir, 'dist', 'index.js');

// The names other packages and QA rely on (R17.5), both module sets.
const ROUTING_NAMES = [
  'LANGUAGES',
  'DEFAULT_LANGUAGE',
  'SWITCHER_LANGUAGES',
  'isLanguage',
  'languageFromPath',
  'stripLanguagePrefix',
  'localizePath',
  'htmlLang',
  'isExternalLink',
  'localizeLink',
  'BREADCRUMB_KEPT_QUERY',
  'ROUTES',
  'matchRoute',
  'routePath',
  'pageMeta',
  'scrollTarget',
  'goTopVisible',
  'HEADER_HEIGHT',
  'NOTIFICATION_DURATION_MS',
  'PRELOADER_DELAY_MS',
  'SMOOTH_SCROLL_MS',
  'TOUCH_TOLERANCES',
  'CACHE_HINT_SECONDS',
  'KEPT_QUERY',
];
const STATE_NAMES = [
  'decodeJwt',
  'isSessionExpired',
  'upsertAlternate',
  'toWebError',
  'networkError',
  'resolveError',
  'isSameOriginPath',
  'NOTIFICATION_KIND',
  'initialState',
  'reducer',
  'createStore',
  'buildWebRequest',
  'browserHeaders',
  'serverHeaders',
];

function newestSourceMs(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const full = join(dir, entry.name);
      return entry.isDirectory() ? newestSourceMs(full) : statSync(full).mtimeMs;
    }),
  );
}

function runNode(script: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
}

describe('the built packages/core/dist/index.js', () => {
  beforeAll(() => {
    const stale =
      !existsSync(distEntry) ||
      statSync(distEntry).mtimeMs < newestSourceMs(join(packageDir, 'src'));
    if (stale) {
      execFileSync('npm', ['run', 'build', '-w', '@agency/core'], {
        cwd: join(packageDir, '..', '..'),
        stdio: 'pipe',
      });
    }
  }, 120_000);

  it('can be imported by plain Node and exposes the names of both module sets', () => {
    const url = pathToFileURL(distEntry).href;
    const output = runNode(
      `const m = await import(${JSON.stringify(url)}); console.log(JSON.stringify(Object.keys(m)));`,
    );
    const names: string[] = JSON.parse(output);
    expect(names).toEqual(expect.arrayContaining(ROUTING_NAMES));
    expect(names).toEqual(expect.arrayContaining(STATE_NAMES));
  });

  it('serves the subpath entries (forms, admin, server-messages, sign-in, social-messages) to plain Node through the export map', () => {
    const output = runNode(
      `const forms = await import('@agency/core/forms');
       const admin = await import('@agency/core/admin');
       const messages = await import('@agency/core/server-messages');
       const signIn = await import('@agency/core/sign-in');
       const social = await import('@agency/core/social-messages');
       console.log(JSON.stringify([
         forms.checkEmail('name@example.com'),
         forms.checkEmail('not an address'),
         admin.toCsv([['a', '=1']]),
         messages.messageText('request.methodNotUsed', 'en'),
         signIn.checkOneTimeCode('12345'),
         social.socialMessage('off', 'en'),
       ]));`,
    );
    expect(JSON.parse(output)).toEqual([
      null,
      { code: 'format', format: 'email' },
      "a,'=1\r\n",
      '{method} is not used by /web',
      { code: 'format', format: 'oneTimeCode' },
      'This way to sign in is not available',
    ]);
  });

  it('answers the routing rules from plain Node', () => {
    const url = pathToFileURL(distEntry).href;
    const output = runNode(
      `const m = await import(${JSON.stringify(url)});
       console.log(JSON.stringify([
         m.matchRoute('/ru/privacy-policy?p=1'),
         m.matchRoute('/es/account'),
         m.localizePath('/en/account/pins', 'ua'),
         m.routePath('error', 'en'),
       ]));`,
    );
    expect(JSON.parse(output)).toEqual([
      { redirect: '/privacy-policy?p=1', status: 308 },
      { redirect: '/es/404', status: 307 },
      '/ua/account/pins',
      '/en/404',
    ]);
  });
});
