import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GoogleTestApi, SITE, startGoogleTestApi } from './google-test-api';
import { CLIENT, createGoogleSandbox, START_MS, seededRandom } from './google-testbed';

// The demo's shape (the host's google-sandbox-mount): the double under the site's /sandbox/google,
// called in process, the browser sent to its consent page on the site's own origin.
const BASE = `${SITE}/sandbox/google`;

let t: GoogleTestApi;
beforeAll(async () => {
  const clock = { now: START_MS };
  const sandbox = createGoogleSandbox({
    now: () => clock.now,
    random: seededRandom(28),
    basePath: '/sandbox/google',
    clients: [{ ...CLIENT, redirectUris: [], redirectOrigins: [SITE] }],
  });
  t = await startGoogleTestApi({ sandbox, clock, apisOrigin: BASE });
});
afterAll(() => t.close());

describe("the demo's Sandbox under the site's own origin", () => {
  it('the consent page is under /sandbox/google of the site; connecting and importing go through it, marked sandbox', async () => {
    const token = await t.customer();
    const start = await t.ok({
      method: 'POST',
      payload: { controller: 'Google', subaction: 'connectStart', lang: 'en' },
      token,
    });
    expect(start.url.startsWith(`${BASE}/accounts.google.com/o/oauth2/v2/auth?`)).toBe(true);
    const finished = await t.connect(token);
    expect(finished.body.data.connection).toMatchObject({ state: 'connected', sandbox: true });
    const { rows } = await t.ok({
      payload: { controller: 'Google', subaction: 'importPreview', lang: 'en' },
      token,
    });
    expect(rows).toHaveLength(3);
  });
});
