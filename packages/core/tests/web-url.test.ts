import { describe, expect, it } from 'vitest';
import { checkWebUrl, isWebUrl, url } from '../src/entries/forms';

// One web-address rule: the forms' rule (url) and the account's check (checkWebUrl) say the same.
const CASES: [string, boolean][] = [
  ['https://coffee-point.example', true],
  ['http://coffee.example/menu?x=1#top', true],
  ['HTTPS://Coffee.Example', true],
  ['https://coffee.example:8443/a', true],
  ['http://localhost:3000/x', true],
  ['http://localhost', true],
  ['javascript:alert(1)', false],
  ['ftp://files.example/a', false],
  ['data:text/html,<b>x</b>', false],
  ['//coffee.example', false],
  ['coffee.example', false],
  ['https://intranet', false],
  ['https://a b.example', false],
  ['https://user@evil.example', false],
  ['https://coffee.', false],
  ['https://.example', false],
  ['https://[::1]:8080/', true],
  ['https://[evil.example]/', false],
];

describe('one web-address rule', () => {
  it.each(CASES)('%s -> %s everywhere', (text, ok) => {
    expect(isWebUrl(text)).toBe(ok);
    expect(url(text) === null).toBe(ok);
    expect(checkWebUrl(text) === null).toBe(ok);
  });
});
