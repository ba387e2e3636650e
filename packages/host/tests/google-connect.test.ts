import { matchRoute, type RouteMatch } from '@agency/core';
import { describe, expect, it } from 'vitest';
import { isGoogleCallback } from '../src/server/google-callback';
import {
  googleFlowCookie,
  providerLocation,
  readGoogleFlowCookie,
} from '../src/server/google-flow-cookie';
import { isSandboxPath } from '../src/server/google-sandbox-mount';

const FLOW = 'eyJhbGciOiJIUzI1NiJ9.eyJzdGF0ZSI6InMifQ.c2lnbmF0dXJl';
const page = (url: string) => matchRoute(url) as RouteMatch;

describe('the google-flow cookie', () => {
  it('carries the signed flow HttpOnly, SameSite=Lax, on every path, Secure behind https', () => {
    expect(googleFlowCookie(FLOW, { secure: true, maxAgeSeconds: 600 })).toBe(
      `google-flow=${FLOW}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(googleFlowCookie(null, { secure: false, maxAgeSeconds: 600 })).toBe(
      'google-flow=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });

  it('never writes a value that could end the cookie or add an attribute', () => {
    expect(googleFlowCookie('a; Domain=evil.example', { secure: false, maxAgeSeconds: 600 })).toBe(
      'google-flow=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    );
    expect(readGoogleFlowCookie(FLOW)).toBe(FLOW);
    expect(readGoogleFlowCookie('not a flow')).toBeNull();
    expect(readGoogleFlowCookie(undefined)).toBeNull();
  });
});

describe("a provider's page", () => {
  it("an address on the site's own origin (the demo sandbox) becomes its path; Google's stays whole", () => {
    expect(
      providerLocation(
        'http://localhost:3000/sandbox/google/accounts.google.com/o/oauth2/v2/auth?x=1',
        'http://localhost:3000',
      ),
    ).toBe('/sandbox/google/accounts.google.com/o/oauth2/v2/auth?x=1');
    const google = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=x';
    expect(providerLocation(google, 'https://agency.example')).toBe(google);
    // An origin that only starts like ours is another origin.
    expect(providerLocation('http://localhost:30000/x', 'http://localhost:3000')).toBe(
      'http://localhost:30000/x',
    );
  });

  it('the sandbox answers only under its own path', () => {
    expect(isSandboxPath('/sandbox/google/accounts.google.com/o/oauth2/v2/auth')).toBe(true);
    expect(isSandboxPath('/sandbox/googleX')).toBe(false);
    expect(isSandboxPath('/en/account')).toBe(false);
  });
});

describe("Google's return from a connection", () => {
  it.each([
    ['/en/account/pins/locations?code=4%2F0A&state=s', true],
    ['/account/pins/locations?error=access_denied&state=s', true],
    ['/ua/admin?code=c&state=s', true],
    ['/en/account/pins/locations?code=c', false],
    ['/en/account/pins/locations?p=2', false],
    ['/en/account/settings?code=c&state=s', false],
  ])('%s is a callback: %s', (url, expected) => {
    expect(isGoogleCallback(page(url), url)).toBe(expected);
  });
});
