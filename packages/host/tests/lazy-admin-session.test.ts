import { describe, expect, it } from 'vitest';
import { lazyAdminSession } from '../src/browser/lazy-admin-session';

const NOW = 1_800_000_000_000;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwtUntil = (seconds: number) => `${b64({ alg: 'HS256' })}.${b64({ exp: seconds })}.c2ln`;

function jar(cookies: string) {
  const written: string[] = [];
  return {
    written,
    jar: {
      read: () => cookies,
      write: (cookie: string) => written.push(cookie),
      secure: true,
      now: () => NOW,
    },
  };
}

describe("lazyAdminSession: the back office's token keeper, loaded with its pages", () => {
  it('loads only for the back office; until then it reads and sends no admin token', async () => {
    const jwt = jwtUntil(NOW / 1000 + 600);
    const { jar: cookieJar } = jar(`token=x; admin-token=${jwt}`);
    const session = lazyAdminSession(cookieJar);
    expect(session.loadFor('site')).toBeUndefined();
    expect(session.loadFor('account')).toBeUndefined();
    expect(session.jwt()).toBeNull();
    await session.loadFor('admin');
    expect(session.jwt()).toBe(jwt);
  });

  it('once loaded, signing in and out writes the admin-token cookie', async () => {
    const { jar: cookieJar, written } = jar('');
    const session = lazyAdminSession(cookieJar);
    await session.loadFor('admin');
    const jwt = jwtUntil(NOW / 1000 + 600);
    session.signIn(jwt);
    expect(session.jwt()).toBe(jwt);
    expect(written).toEqual([`admin-token=${jwt}; Path=/; Max-Age=600; SameSite=Lax; Secure`]);
    session.signOut();
    expect(session.jwt()).toBeNull();
    expect(written.at(-1)).toBe('admin-token=; Path=/; Max-Age=0; SameSite=Lax; Secure');
  });
});
