import { describe, expect, it } from 'vitest';
import { BREADCRUMB_KEPT_QUERY } from '../src/constants';
import { localizeLink } from '../src/links';

describe('localizeLink', () => {
  it('"Link query parameters kept by default are p and el": every other parameter is dropped', () => {
    expect(localizeLink('/account/pins?p=2&sort=name&el=list&utm_source=x', 'en')).toBe(
      '/en/account/pins?p=2&el=list',
    );
  });

  it('"breadcrumbs keep p": with the breadcrumb list only p survives', () => {
    expect(
      localizeLink('/account/pins?p=2&el=list&sort=name', 'ua', { keep: BREADCRUMB_KEPT_QUERY }),
    ).toBe('/ua/account/pins?p=2');
  });

  it('"A path prefix /ru, /ua, /en or /es is removed, then the chosen language is added as a prefix unless it is ru"', () => {
    expect(localizeLink('/en/privacy-policy', 'ru')).toBe('/privacy-policy');
    expect(localizeLink('/es/privacy-policy?el=top', 'ua')).toBe('/ua/privacy-policy?el=top');
    expect(localizeLink('/', 'en')).toBe('/en');
  });

  it('"Nav anchors use the home route with query el set to solutions, about or contacts"', () => {
    expect(localizeLink({ path: '/', query: { el: 'about' } }, 'en')).toBe('/en?el=about');
    expect(localizeLink({ path: '/', query: { el: 'contacts' } }, 'ru')).toBe('/?el=contacts');
  });

  it.each([
    'https://example.com/?utm=1',
    'mailto:hello@example.com?subject=Quote%20request',
    'tel:+380000000000',
    'viber://chat?number=380000000000',
  ])(
    '"Links starting with http(s), mailto:, tel: or viber: are external and never prefixed": %s is returned as is',
    (href) => {
      expect(localizeLink(href, 'en')).toBe(href);
      expect(localizeLink({ path: href, query: { sort: 'x' } }, 'ua')).toBe(href);
    },
  );

  it('keeps the fragment and re-encodes kept values', () => {
    expect(localizeLink('/x?el=a%20b&q=1#frag', 'es')).toBe('/es/x?el=a%20b#frag');
    expect(localizeLink({ path: '/x', hash: 'frag' }, 'en')).toBe('/en/x#frag');
  });

  it('a link without query keeps none, and a custom keep list is honoured', () => {
    expect(localizeLink('/sign-in', 'en')).toBe('/en/sign-in');
    expect(localizeLink('/x?a=1&b=2', 'ru', { keep: ['b'] })).toBe('/x?b=2');
    expect(localizeLink('/x?p=1', 'ru', { keep: [] })).toBe('/x');
  });

  it('malformed escapes in the query do not throw', () => {
    expect(localizeLink('/x?p=%E0%A4%A&el=%', 'en')).toBe('/en/x?p=%25E0%25A4%25A&el=%25');
  });

  it('a target worked out once stays right in every language, with or without a keep list', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(localizeLink('/account?p=2&x=1', 'en')).toBe('/en/account?p=2');
      expect(localizeLink('/account?p=2&x=1', 'ru')).toBe('/account?p=2');
      expect(localizeLink('/account?p=2&x=1', 'ua', { keep: ['x'] })).toBe('/ua/account?x=1');
    }
  });

  it('more distinct targets than are kept still localize correctly', () => {
    for (let index = 0; index < 3000; index += 1)
      expect(localizeLink(`/p${index}?el=${index}`, 'es')).toBe(`/es/p${index}?el=${index}`);
    expect(localizeLink('/p7?el=7', 'es')).toBe('/es/p7?el=7');
  });
});
