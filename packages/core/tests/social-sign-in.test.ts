import { describe, expect, it } from 'vitest';
import {
  enabledSocialProviders,
  matchSocialRoute,
  mayUnlinkProvider,
  socialCallbackPath,
  socialProblemOf,
  socialProblemPath,
  socialStartPath,
} from '../src/social-sign-in';

describe('social sign-in routes', () => {
  it.each([
    ['/sign-in/google', { kind: 'start', provider: 'google', lang: 'ru' }],
    ['/en/sign-in/facebook', { kind: 'start', provider: 'facebook', lang: 'en' }],
    ['/ua/sign-in/google', { kind: 'start', provider: 'google', lang: 'ua' }],
    ['/es/sign-in/google', { kind: 'start', provider: 'google', lang: 'es' }],
    ['/sign-in/google/callback', { kind: 'callback', provider: 'google' }],
    ['/sign-in/facebook/callback', { kind: 'callback', provider: 'facebook' }],
  ])('%s is %o', (path, route) => {
    expect(matchSocialRoute(path)).toEqual(route);
  });

  it.each([
    '/sign-in',
    '/en/sign-in',
    '/sign-in/twitter',
    '/ru/sign-in/google',
    '/de/sign-in/google',
    '/en/sign-in/google/callback',
    '/sign-in/google/callback/x',
    '/sign-in/confirmation',
  ])('%s is no social route', (path) => {
    expect(matchSocialRoute(path)).toBeNull();
  });

  it('one callback path per provider, without a language (one redirect URI to register)', () => {
    expect(socialCallbackPath('google')).toBe('/sign-in/google/callback');
    expect(socialStartPath('facebook', 'ru')).toBe('/sign-in/facebook');
    expect(socialStartPath('facebook', 'ua')).toBe('/ua/sign-in/facebook');
    expect(socialProblemPath('en', 'state')).toBe('/en/sign-in?social=state');
  });
});

describe('"with no ids set, no buttons appear"', () => {
  it('a provider shows only with its id', () => {
    expect(enabledSocialProviders({ googleClientId: '', facebookAppId: '' })).toEqual([]);
    expect(enabledSocialProviders({ googleClientId: 'g', facebookAppId: '' })).toEqual(['google']);
    expect(enabledSocialProviders({ googleClientId: 'g', facebookAppId: 'f' })).toEqual([
      'google',
      'facebook',
    ]);
  });
});

describe('socialProblemOf', () => {
  it('reads a known refusal and ignores anything else', () => {
    expect(socialProblemOf({ social: 'token' })).toBe('token');
    expect(socialProblemOf({ social: 'emailInUse' })).toBe('emailInUse');
    expect(socialProblemOf({ social: 'toString' })).toBeNull();
    expect(socialProblemOf({})).toBeNull();
  });
});

describe('"the customer can unlink one while another way to sign in remains"', () => {
  it.each([
    [{ password: true, phone: false, linkedProviders: 1 }, true],
    [{ password: false, phone: true, linkedProviders: 1 }, true],
    [{ password: false, phone: false, linkedProviders: 2 }, true],
    [{ password: false, phone: false, linkedProviders: 1 }, false],
  ])('%o -> %s', (ways, allowed) => {
    expect(mayUnlinkProvider(ways)).toBe(allowed);
  });
});
