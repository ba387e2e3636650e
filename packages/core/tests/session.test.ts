import { describe, expect, it } from 'vitest';
import { EMPTY_SESSION, shouldFetchProfile } from '../src/session';

describe('shouldFetchProfile', () => {
  it('"Profile: fetched once when a jwt exists and is not yet fetched"', () => {
    const signedIn = { ...EMPTY_SESSION, jwt: 'a.b.c' };
    expect(shouldFetchProfile({ session: signedIn })).toBe(true);
    expect(
      shouldFetchProfile({ session: { ...signedIn, profile: { isFetched: true, data: {} } } }),
    ).toBe(false);
  });

  it('does not fetch a profile without a jwt', () => {
    expect(shouldFetchProfile({ session: EMPTY_SESSION })).toBe(false);
    expect(shouldFetchProfile({ session: { ...EMPTY_SESSION, jwt: '' } })).toBe(false);
  });

  it('starts signed out with empty lists and an unfetched profile', () => {
    expect(EMPTY_SESSION).toEqual({
      jwt: null,
      stack: [],
      alternates: [],
      actions: [],
      roles: [],
      profile: { isFetched: false, data: null },
    });
  });
});
