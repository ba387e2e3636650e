import { matchRoute, type RouteMatch } from '@agency/core';
import { describe, expect, it } from 'vitest';
import { isGoogleCallback } from '../src/server/google-callback';
import {
  googleFlowCookie,
  providerLocation,
  readGoogleFlowCookie,
} from '../src/server/google-flow-cookie';
import { isSandboxPath } from '../src/server/google-sandbox-mount';
import { fetchUpstream, testHandler } from './support/handle';

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

// Decided without a socket: Google's return is a HostRequest, the 303 a HostResponse.
describe("the answer to Google's return", () => {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const JWT = `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })}.c2ln`;
  const calls: { payload: Record<string, unknown>; authorization: string | null }[] = [];
  let refuse = false;
  const site = testHandler(
    fetchUpstream(async (request) => {
      calls.push({
        payload: (await request.json()) as Record<string, unknown>,
        authorization: request.headers.get('authorization'),
      });
      return refuse
        ? Response.json(
            {
              statusCode: 400,
              code: 'VALIDATION_FAILED',
              message: '',
              data: { fields: [{ field: 'state', code: 'invalid', message: '' }] },
            },
            { status: 400 },
          )
        : Response.json({ data: { connected: true } });
    }),
  );
  const SPENT = 'google-flow=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure';

  it('finishes with the code, the state and the kept flow, then 303 to the page without the code, the flow spent', async () => {
    calls.length = 0;
    refuse = false;
    const answer = await site.request('/en/account/pins/locations?code=4%2F0A&state=s1', {
      headers: { cookie: `token=${JWT}; google-flow=${FLOW}` },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/en/account/pins/locations?google=connected');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['set-cookie']).toEqual([SPENT]);
    expect(calls).toEqual([
      {
        payload: {
          controller: 'Google',
          subaction: 'connectFinish',
          lang: 'en',
          code: '4/0A',
          state: 's1',
          flow: FLOW,
        },
        authorization: `Bearer ${JWT}`,
      },
    ]);
  });

  it('a refused state comes back as ?google=state; no kept flow is refused without a call', async () => {
    calls.length = 0;
    refuse = true;
    const refused = await site.request('/en/admin?code=c&state=s', {
      headers: { cookie: `admin-token=${JWT}; google-flow=${FLOW}` },
    });
    expect(refused.headers.location).toBe('/en/admin?google=state');
    expect(calls[0]?.payload).toMatchObject({ controller: 'AgencyGoogle' });
    calls.length = 0;
    const lost = await site.request('/en/account/pins/locations?code=c&state=s', {
      headers: { cookie: `token=${JWT}` },
    });
    expect(lost.status).toBe(303);
    expect(lost.headers.location).toBe('/en/account/pins/locations?google=state');
    expect(lost.headers['set-cookie']).toEqual([SPENT]);
    expect(calls).toEqual([]);
  });
});
