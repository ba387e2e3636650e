import { describe, expect, it } from 'vitest';
import { afterSignInPath, areaLanguage, matchRoute, RETURN_QUERY } from '../src/index';

describe('rule: a Spanish visitor continues in English (the account and admin speak ru, en, ua)', () => {
  it('the area language is the reader’s own, but English for Spanish', () => {
    expect(areaLanguage('ru')).toBe('ru');
    expect(areaLanguage('ua')).toBe('ua');
    expect(areaLanguage('en')).toBe('en');
    expect(areaLanguage('es')).toBe('en');
  });

  it('only a Spanish reader continues in another language (the sign-in page tells them)', () => {
    expect(
      (['ru', 'ua', 'en', 'es'] as const).filter((lang) => areaLanguage(lang) !== lang),
    ).toEqual(['es']);
  });

  it('a sign-in from /es/sign-in goes on to /en/account, not the Russian /account', () => {
    expect(afterSignInPath({}, 'es')).toBe('/en/account');
    expect(afterSignInPath({}, 'ru')).toBe('/account');
    expect(afterSignInPath({}, 'ua')).toBe('/ua/account');
  });

  it('/es/account stays a 404: the rule changes the destination, not the routes', () => {
    const outcome = matchRoute('/es/account');
    expect('redirect' in outcome ? 'redirect' : outcome.route.name).not.toBe('account');
  });

  it('a page the Spanish visitor asked for is still where they return', () => {
    expect(afterSignInPath({ [RETURN_QUERY]: '/es/privacy-policy' }, 'es')).toBe(
      '/es/privacy-policy',
    );
  });
});
