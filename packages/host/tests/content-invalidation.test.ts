import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config';
import { IN_MEMORY, type RunningHost, startHost } from '../src/server/start-host';
import { adminJwt, editPageContent, until } from './support/admin-edits';
import { databaseImage } from './support/database-image';
import { rawRequest } from './support/http';
import { PUBLIC_URL } from './support/site';

// R15.9, decision 0011: a back-office edit empties the kept pages and the page-data cache at once (PGlite
// delivers the change notification in process); the 120 s cache hint is only the bound for a missed
// notification, and longer than this test may run, so polling proves the notification (issue 30: no
// duration is asserted).
describe('a content edit on the embedded backend (PGlite)', () => {
  let site: RunningHost;
  beforeAll(async () => {
    process.env.AGENCY_DEMO = '1';
    site = await startHost(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL,
        DATA_DIR: IN_MEMORY,
        LANDING_CACHE_SECONDS: '120',
        LOG_LEVEL: 'warn',
      }),
      undefined,
      undefined,
      { pgliteImage: databaseImage('demo') },
    );
  });
  afterAll(async () => {
    await site?.close();
    delete process.env.AGENCY_DEMO;
  });

  const page = async (path: string) => (await rawRequest(site.url, path)).body;

  it('is served instead of the kept pages: the landing, the privacy policy and the terms of service', async () => {
    // The kept pages hold the seeded content now, and carry a hash-based CSP (no nonce per answer).
    const privacy = await rawRequest(site.url, '/en/privacy-policy');
    expect(privacy.body).toContain('Privacy policy');
    expect(String(privacy.headers['content-security-policy'])).not.toContain('nonce-');
    const tagline = '<p class="hero__tagline">Become online in 1 click</p>';
    expect(await page('/en')).toContain(tagline);
    expect(await page('/en')).toContain(tagline);
    await page('/en/terms-of-service');

    const jwt = await adminJwt(site.url);
    await editPageContent(site.url, jwt, '/privacy-policy', '# Edited privacy text');
    await until(async () => (await page('/en/privacy-policy')).includes('Edited privacy text'));
    await editPageContent(site.url, jwt, '/terms-of-service', '# Edited terms text');
    await until(async () => (await page('/en/terms-of-service')).includes('Edited terms text'));
    // Decision 0019: the landing's hero tagline is a named Markdown block, rendered on the server into its place.
    await editPageContent(site.url, jwt, '/', '::: hero.tagline\nFreshly *edited* landing text.');
    await until(async () =>
      (await page('/en')).includes(
        '<p class="hero__tagline">Freshly <em>edited</em> landing text.</p>',
      ),
    );
  });
});
