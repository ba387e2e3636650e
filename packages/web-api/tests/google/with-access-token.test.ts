import { describe, expect, it } from 'vitest';
import {
  type ConnectionTokenStore,
  type ConnectionTokens,
  EXPIRY_MARGIN_MS,
  withAccessToken,
} from '../../src/google/with-access-token';
import { DEMO_LOCATION_NAMES, googleTestbed } from './google-testbed';

const { kyiv } = DEMO_LOCATION_NAMES;

/** A connection's tokens kept in memory, as the connections table would keep them. */
function memoryStore(
  initial: ConnectionTokens,
): ConnectionTokenStore & { writes: ConnectionTokens[] } {
  let current = { ...initial };
  const writes: ConnectionTokens[] = [];
  return {
    writes,
    read: async () => ({ ...current }),
    write: async (tokens) => {
      writes.push(tokens);
      current = { ...tokens };
    },
  };
}

async function connected() {
  const t = googleTestbed();
  const tokens = await t.connect();
  const store = memoryStore({
    refreshToken: tokens.refreshToken as string,
    accessToken: tokens.accessToken,
    accessExpiresAtMs: tokens.expiresAtMs,
  });
  const getTitle = (accessToken: string) => t.client.getLocation(accessToken, kyiv, 'title');
  const run = () => withAccessToken(t.client, store, getTitle, t.now);
  const refreshes = () =>
    t.sandbox.control.requests.filter(
      (entry) =>
        entry.path === '/token' &&
        (entry.body as { grant_type?: string }).grant_type === 'refresh_token',
    ).length;
  return { t, tokens, store, run, refreshes };
}

describe("withAccessToken: a call with a connection's access token", () => {
  it('uses a live access token as it is', async () => {
    const { store, run, refreshes } = await connected();
    expect((await run()).title).toEqual(expect.any(String));
    expect(refreshes()).toBe(0);
    expect(store.writes).toEqual([]);
  });

  it('refreshes first when the token expires by the clock (within the margin), and keeps the new one', async () => {
    const { t, tokens, store, run, refreshes } = await connected();
    t.advance(tokens.expiresAtMs - t.now() - EXPIRY_MARGIN_MS);
    await run();
    expect(refreshes()).toBe(1);
    expect(store.writes).toEqual([
      {
        refreshToken: tokens.refreshToken,
        accessToken: expect.not.stringMatching(tokens.accessToken),
        accessExpiresAtMs: t.now() + 3599_000,
      },
    ]);
    await run();
    expect(refreshes()).toBe(1);
  });

  it('on a 401 refreshes once and calls once more', async () => {
    const { t, run, refreshes } = await connected();
    // Google stops taking the token before the expiry we know of.
    t.sandbox.control.expireAccessTokens();
    expect((await run()).title).toEqual(expect.any(String));
    expect(refreshes()).toBe(1);
    const calls = t.sandbox.control.requests.filter((entry) => entry.path === `/v1/${kyiv}`);
    expect(calls.map((entry) => entry.status)).toEqual([401, 200]);
  });

  it('a second 401 is not retried again', async () => {
    const { t, run, refreshes } = await connected();
    t.sandbox.control.failNext({ pathIncludes: kyiv, status: 401, times: 2 });
    await expect(run()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(refreshes()).toBe(1);
  });

  it('a revoked refresh token is revoked: the connection needs a new consent', async () => {
    const { t, run } = await connected();
    t.sandbox.control.revokeAll();
    await expect(run()).rejects.toMatchObject({ kind: 'revoked', status: 'invalid_grant' });
  });
});
