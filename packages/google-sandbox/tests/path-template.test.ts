import { describe, expect, it } from 'vitest';
import { matchPathTemplate } from '../src/http/path-template';

describe('matchPathTemplate', () => {
  it('binds each {name} to one segment, and a custom verb after it', () => {
    expect(
      matchPathTemplate(
        '/v4/accounts/{a}/locations/{l}/reviews',
        '/v4/accounts/1/locations/2/reviews',
      ),
    ).toEqual({ a: '1', l: '2' });
    expect(
      matchPathTemplate('/v1/locations/{l}:getGoogleUpdated', '/v1/locations/9:getGoogleUpdated'),
    ).toEqual({ l: '9' });
  });

  it.each([
    ['/v1/locations/{l}', '/v1/locations/9:getGoogleUpdated'],
    ['/v1/locations/{l}:getGoogleUpdated', '/v1/locations/:getGoogleUpdated'],
    ['/v1/locations/{l}:getGoogleUpdated', '/v1/locations/9'],
    ['/v1/locations/{l}', '/v1/locations/'],
    ['/v1/locations/{l}', '/v1/locations/9/x'],
    ['/v1/accounts', '/v1/Accounts'],
  ])('%s does not match %s', (template, path) => {
    expect(matchPathTemplate(template, path)).toBeUndefined();
  });
});
