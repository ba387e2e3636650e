// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSiteIntl } from '../src/i18n/create-site-intl';

describe('siteIntl formatMessage', () => {
  it('a message without values gives its text on every call, in its own language', () => {
    const en = createSiteIntl('en');
    const ua = createSiteIntl('ua');
    for (let call = 0; call < 2; call += 1) {
      expect(en.formatMessage({ id: 'error.text' })).toBe('Oops. Something went wrong');
      expect(ua.formatMessage({ id: 'confirm.header' })).toBe('Підтвердження');
    }
  });

  it('a message that needs values is formatted with each call’s values, and refuses none every time', () => {
    const en = createSiteIntl('en');
    expect(en.formatMessage({ id: 'error.code' }, { code: 404 })).toBe('Error 404');
    expect(en.formatMessage({ id: 'error.code' }, { code: 500 })).toBe('Error 500');
    expect(() => en.formatMessage({ id: 'error.code' })).toThrow('{code}');
    expect(() => en.formatMessage({ id: 'error.code' })).toThrow('{code}');
  });

  it('an id the catalog lacks is answered with the id itself', () => {
    expect(createSiteIntl('es').formatMessage({ id: 'no.such.message' })).toBe('no.such.message');
  });
});
