import { describe, expect, it } from 'vitest';
import { isExternalLink } from '../src/external-link';

describe('isExternalLink', () => {
  it.each([
    'http://example.com',
    'https://example.com/en/x',
    'HTTP://EXAMPLE.COM',
    'mailto:hello@example.com',
    'tel:+380000000000',
    'viber://chat?number=380000000000',
    ' https://example.com',
    '\u0001\u0000https://example.com',
  ])('"Links starting with http(s), mailto:, tel: or viber: are external": %j', (href) => {
    expect(isExternalLink(href)).toBe(true);
  });

  it.each([
    '/',
    '/en/privacy-policy',
    'privacy-policy',
    '/https://example.com',
    '?el=about',
    '#contacts',
    'ftp://example.com',
    'javascript:alert(1)',
    'httpx://example.com',
    '',
  ])('%j is not an external link', (href) => {
    expect(isExternalLink(href)).toBe(false);
  });

  it('a value that is not a string is not an external link', () => {
    expect(isExternalLink(undefined)).toBe(false);
    expect(isExternalLink({ href: 'https://x' })).toBe(false);
  });
});
