import { describe, expect, it } from 'vitest';
import { googleUrl, readGoogleApisOrigin } from '../../src/google/google-url';

describe('GOOGLE_APIS_ORIGIN: every Google call goes to the origin, host and path appended, chosen by configuration only', () => {
  it('leaves a Google URL alone without an origin', () => {
    const url = 'https://mybusiness.googleapis.com/v4/accounts/1/locations/2/reviews?pageSize=50';
    expect(googleUrl(url, undefined).href).toBe(url);
  });

  it('maps host, path and query onto the origin', () => {
    expect(
      googleUrl(
        'https://mybusinessbusinessinformation.googleapis.com/v1/locations/9:getGoogleUpdated?readMask=title',
        'http://127.0.0.1:9000',
      ).href,
    ).toBe(
      'http://127.0.0.1:9000/mybusinessbusinessinformation.googleapis.com/v1/locations/9:getGoogleUpdated?readMask=title',
    );
    expect(
      googleUrl(new URL('https://oauth2.googleapis.com/token'), 'https://sandbox.example').href,
    ).toBe('https://sandbox.example/oauth2.googleapis.com/token');
  });

  it('keeps the base path of an origin given in options (the demo double under /sandbox/google)', () => {
    expect(
      googleUrl(
        'https://accounts.google.com/o/oauth2/v2/auth?state=s',
        'http://site.test/sandbox/google/',
      ).href,
    ).toBe('http://site.test/sandbox/google/accounts.google.com/o/oauth2/v2/auth?state=s');
  });

  it('reads the variable: unset is Google, an origin is kept, anything else stops the start naming it', () => {
    expect(readGoogleApisOrigin({})).toBeUndefined();
    expect(readGoogleApisOrigin({ GOOGLE_APIS_ORIGIN: 'http://127.0.0.1:9000' })).toBe(
      'http://127.0.0.1:9000',
    );
    expect(readGoogleApisOrigin({ GOOGLE_APIS_ORIGIN: 'http://127.0.0.1:9000/' })).toBe(
      'http://127.0.0.1:9000',
    );
    for (const bad of ['127.0.0.1:9000', 'ftp://x', 'http://x/sandbox', 'http://x?y=1']) {
      expect(() => readGoogleApisOrigin({ GOOGLE_APIS_ORIGIN: bad })).toThrow(
        expect.objectContaining({
          name: 'ConfigError',
          message: expect.stringContaining('GOOGLE_APIS_ORIGIN'),
        }),
      );
    }
    expect(() => readGoogleApisOrigin({ GOOGLE_APIS_ORIGIN: 'http://user:secret@x' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('secret') }),
    );
  });
});
