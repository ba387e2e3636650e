import { describe, expect, it } from 'vitest';
import { actingForName } from '../src/acting-for-name';
import { EMPTY_SESSION, type Session } from '../src/session';

const jwtFor = (owner: string) =>
  `h.${Buffer.from(JSON.stringify({ sub: 'u1', owner, exp: 4e9 })).toString('base64url')}.s`;

const session = (owner: string, overrides: Partial<Session> = {}): Session => ({
  ...EMPTY_SESSION,
  jwt: jwtFor(owner),
  profile: { isFetched: true, data: { name: 'Olena' } },
  alternates: [
    { owner: 'u1', sid: 's', name: 'Olena' },
    { owner: 'u2', sid: 's', name: 'Demo Coffee' },
  ],
  ...overrides,
});

describe('actingForName', () => {
  it('"After switching to another account the header names the new account"', () => {
    expect(actingForName(session('u2'))).toBe('Demo Coffee');
  });

  it('names the person when they act for their own account', () => {
    expect(actingForName(session('u1'))).toBe('Olena');
  });

  it('falls back to the profile while the account’s name is unknown, and to null without either', () => {
    expect(actingForName(session('u3'))).toBe('Olena');
    expect(actingForName(session('u3', { profile: { isFetched: false, data: null } }))).toBeNull();
    expect(actingForName(EMPTY_SESSION)).toBeNull();
  });
});
