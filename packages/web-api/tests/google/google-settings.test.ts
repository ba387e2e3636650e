import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readGoogleSettings } from '../../src/google/google-settings';

const dir = mkdtempSync(join(tmpdir(), 'google-settings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const KEY = `k1:${Buffer.alloc(32, 7).toString('base64')}`;
const CLIENT = {
  GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'secret',
};
const context = (
  env: NodeJS.ProcessEnv,
  more: { dataDir?: string | null; siteUrl?: string } = {},
) => ({
  env,
  dataDir: more.dataDir === undefined ? null : more.dataDir,
  siteUrl: more.siteUrl ?? 'https://agency.example',
});

describe('the Google Business Profile configuration, read once at start', () => {
  it("is off without the site's Google client, and refuses half of it", async () => {
    expect(await readGoogleSettings(undefined, context({}))).toBeNull();
    await expect(
      readGoogleSettings(undefined, context({ GOOGLE_CLIENT_ID: 'id' })),
    ).rejects.toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('uses the sign-in client, GOOGLE_APIS_ORIGIN and GOOGLE_TOKEN_KEYS; redirect URIs on the site URL', async () => {
    const settings = await readGoogleSettings(
      undefined,
      context({ ...CLIENT, GOOGLE_TOKEN_KEYS: KEY, GOOGLE_APIS_ORIGIN: 'http://127.0.0.1:9000' }),
    );
    expect(settings).toMatchObject({
      clientId: CLIENT.GOOGLE_CLIENT_ID,
      apisOrigin: 'http://127.0.0.1:9000',
      redirectBase: 'https://agency.example',
      sandbox: false,
    });
    expect(settings?.tokenKeys.currentId).toBe('k1');
  });

  it('a bad GOOGLE_TOKEN_KEYS or GOOGLE_APIS_ORIGIN stops the start with one line naming it', async () => {
    await expect(
      readGoogleSettings(undefined, context({ ...CLIENT, GOOGLE_TOKEN_KEYS: 'k1:short' })),
    ).rejects.toThrow(/GOOGLE_TOKEN_KEYS: entry 1/);
    await expect(
      readGoogleSettings(
        undefined,
        context({ ...CLIENT, GOOGLE_TOKEN_KEYS: KEY, GOOGLE_APIS_ORIGIN: 'ftp://x' }),
      ),
    ).rejects.toThrow(/GOOGLE_APIS_ORIGIN/);
  });

  it('without GOOGLE_TOKEN_KEYS a key is generated once into the data folder, like the JWT secret (a sign-in-only operator start keeps working)', async () => {
    const first = await readGoogleSettings(undefined, context(CLIENT, { dataDir: dir }));
    const again = await readGoogleSettings(undefined, context(CLIENT, { dataDir: dir }));
    const file = join(dir, 'google-token-key');
    expect(readFileSync(file, 'utf8')).toMatch(/^local:[A-Za-z0-9+/]{43}=\n$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(again?.tokenKeys.keys.get('local')).toEqual(first?.tokenKeys.keys.get('local'));
  });

  it('options win over the environment; without a site URL only the sandbox may build redirect URIs as site paths', async () => {
    const options = { clientId: 'c', clientSecret: 's', tokenKeys: KEY };
    expect(await readGoogleSettings(options, context({}, { siteUrl: '' }))).toBeNull();
    expect(
      await readGoogleSettings(
        { ...options, sandbox: true, redirectBase: '' },
        context({}, { siteUrl: '' }),
      ),
    ).toMatchObject({ sandbox: true, redirectBase: '' });
    expect(
      await readGoogleSettings(null, context({ ...CLIENT, GOOGLE_TOKEN_KEYS: KEY })),
    ).toBeNull();
  });
});
