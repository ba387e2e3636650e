import { describe, expect, it } from 'vitest';
import { LANGUAGES, pageDescription, ROUTES } from '../src/index';

describe('every page has a meta description in every language', () => {
  it('a route without an edited description gets the site text of its route or group, in its language', () => {
    for (const lang of LANGUAGES) {
      const seen = new Set<string>();
      for (const route of ROUTES) {
        const text = pageDescription(undefined, route, lang);
        expect(text.trim().length, `${route.name} in ${lang}`).toBeGreaterThan(20);
        seen.add(text);
      }
      // Sign-in, its steps, the account and the back office each say what they are.
      expect(seen.size).toBeGreaterThanOrEqual(7);
    }
  });

  it('the texts differ per language', () => {
    const signIn = ROUTES.find((route) => route.name === 'sign-in');
    if (!signIn) throw new Error('no sign-in route');
    const texts = LANGUAGES.map((lang) => pageDescription('', signIn, lang));
    expect(new Set(texts).size).toBe(LANGUAGES.length);
  });

  it('an edited description wins, trimmed; a blank or non-text one falls back', () => {
    const home = { name: 'home', group: 'site' } as const;
    expect(pageDescription('  Our own words.  ', home, 'en')).toBe('Our own words.');
    expect(pageDescription('   ', home, 'en')).toBe(pageDescription(undefined, home, 'en'));
    expect(pageDescription(42, home, 'en')).toBe(pageDescription(undefined, home, 'en'));
  });
});
