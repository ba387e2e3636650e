import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_DIR } from '../src/server/dist-dir';
import type { RunningHost } from '../src/server/start-host';
import { rawRequest } from './support/http';
import { lazyModuleScripts, pageScripts, servedSizes } from './support/page-scripts';
import { startPagesSite } from './support/site';

// R17.1's target, "the landing at most 80 KB gzip in total", is checked by `npm run budgets`
// from the benchmark's figures; this suite guards what has been won so far.
const BUDGET_GZIP = 80 * 1024;
// Measured 2026-11-23 after core's subpath entries, the site intl without an ICU runtime and the /web
// client loaded with the first call, and the host's own page history instead of `history`: 89.2 KB;
// 89.5 KB by 2026-11-26; 89.0 KB after the /web wire code moved to the first navigation (issue 30,
// decision 0029); then issue 29's shell code every page needs (the mobile menu keeps Tab inside, a
// confirmation carries its own text and focus on No for every delete, field errors a form shows get
// no second notification, a Spanish visitor continues in English; the 404's own additions load
// with the code-split error page): 89.2 KB; 89.0 KB with the quote request form (its code loads
// near the form) and the legal screens moved to the code-split auth group (issue 28, decision 0032);
// 87.0 KB with the first chunks joined into one file and the GA4 adapter loaded with the consent
// banner's code, 86.0 KB with those two files minified again by swc (issue 30, decision 0039); 83.0 KB
// with the precompressed files written by zopfli instead of zlib (decision 0044). From then on the
// figure is the bench's, JavaScript as Chromium loads it: with the page's catalog, 87.0 KB; 85.7 KB
// with the sign-in screens' texts out of the site catalog; 84.5 KB with the sections after the hero
// in a chunk loaded when the carousel, the contacts or the mask come into view; 83.7 KB with our
// sources importing core's and ui's modules directly instead of through the packages' index; 81.8 KB
// with the navigation's code loaded by the first link followed; 81.4 KB with the error catalogue's
// outcomes loaded with the /web client; 80.5 KB with the sections' texts loaded with their code;
// 80.3 KB with the open confirmation dialog's code loaded by the first confirmation (decision 0044);
// 80.0 KB with the error screen, the error pages' and the confirmation dialog's words and the
// navigation's document step off the first files (82,212 → 81,937 bytes); 79.2 KB with the entry and
// the chunks it imports joined into one file (81,937 → 81,093 bytes, decision 0051); 81,233 with the
// landing's parts asking again for code that failed to load; 81,047 with the go-to-top button's code
// loaded when it first shows; 79,851 (78.0 KB) with the footer's code and texts loaded when it nears
// the view, the session's keeper once there is a session and the admin's with the back office;
// 79,965 with the footer's texts of the language it was drawn in loaded with it, the admin's keeper
// loaded before a navigation's page load and the lazy chunks named after the entry (decision 0051);
// 79,874 with the breadcrumb and the code-split groups' screens out of the first files, in a chunk
// that draws every other page, the sign-in screens hydrated on first use (decision 0052); 79,890 with
// the quote form's loader on partModule, the one loader of code-split parts; 79,871 with the
// visitor's use watched by a module of its own (`watch-use.ts`); 79,823 with the screen groups loaded
// through partModule instead of a loader of their own; 79,935 with V8's compile hint opening the
// entry (decision 0060: 29 bytes raw, 30 gzip, for half the throttled main-thread blocking).
// The landing may not grow past CEILING_KB (under R17.1's 80,000 bytes).
const CEILING_KB = 78.1;
const CEILING_GZIP = CEILING_KB * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('the landing page JS budget', () => {
  let site: RunningHost;
  let sizes: { raw: number; gzip: number; brotli: number };
  let first: string[];
  let scripts: string[];

  beforeAll(async () => {
    site = await startPagesSite();
    const answer = await rawRequest(site.url, '/');
    expect(answer.status).toBe(200);
    first = pageScripts(answer.body);
    // As Chromium loads it (the bench's figure): the first files, then before hydrating the
    // language's catalog (Russian, the landing's language without a prefix).
    scripts = [...new Set([...first, ...lazyModuleScripts('ui/src/i18n/messages/ru.ts')])];
    sizes = servedSizes(scripts);
    console.log(
      `landing JS: ${scripts.length} files, ${kb(sizes.raw)} raw, ${kb(sizes.gzip)} gzip, ${kb(sizes.brotli)} brotli (budget ${kb(BUDGET_GZIP)} gzip)`,
    );
  });
  afterAll(async () => {
    await site?.close();
  });

  it('measures what the page really loads: its entry and every chunk that imports statically', () => {
    expect(scripts.some((name) => name.startsWith('entry-'))).toBe(true);
    // React alone is larger than this: a smaller figure would mean the measurement missed files.
    expect(sizes.gzip).toBeGreaterThan(60 * 1024);
  });

  it('loads one file before its catalog: the entry joined with every chunk it imports (gzipped apart, the entry and the joined chunks cost 0.8 KB more)', () => {
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(/^entry-/);
  });

  it('ships no legal text, no ICU parser or runtime, no consent banner and no /web client code on the landing', () => {
    const code = scripts
      .map((name) => readFileSync(join(DIST_DIR, 'client/assets', name), 'utf8'))
      .join('\n');
    // A sentence of the English privacy policy, the parser's error code, the banner's storage key.
    expect(code).not.toContain('The controller responsible for your personal data');
    // The sign-in screens' texts load with their code (issue 30): "Forgot your password?" in Russian.
    expect(code).not.toContain('Забыли пароль?');
    expect(code).not.toContain('EXPECT_ARGUMENT_CLOSING_BRACE');
    // Error codes of @formatjs/intl and intl-messageformat: public pages format with ui's site intl.
    expect(code).not.toContain('MISSING_TRANSLATION');
    expect(code).not.toContain('MISSING_INTL_API');
    // openapi-fetch's query styles and the contract's operation table load with the first /web call.
    expect(code).not.toContain('spaceDelimited');
    expect(code).not.toContain('Account/changePassword');
    // The /web wire (send-web-request: a form sent as it is) loads with the first navigation (issue 30).
    expect(code).not.toContain('bodySerializer');
    // The `history` package (its navigation blocker's event): the page's history is the host's own.
    expect(code).not.toContain('beforeunload');
    expect(code).not.toContain('analytics-consent');
    // libphonenumber (its parse error code): phones are formatted in the account and the back office only.
    expect(code).not.toContain('INVALID_COUNTRY');
  });

  it(`the landing's JS never grows past the measured ${kb(CEILING_GZIP)} gzip`, () => {
    // A size in bytes, not a time.
    expect(sizes.gzip, kb(sizes.gzip)).toBeLessThanOrEqual(CEILING_GZIP);
  });
});
