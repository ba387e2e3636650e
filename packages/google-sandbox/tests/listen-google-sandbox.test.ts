import { afterEach, describe, expect, it } from 'vitest';
import { createGoogleSandbox, type ListeningSandbox, listenGoogleSandbox } from '../src/index';
import {
  authQuery,
  CLIENT,
  consentRequestId,
  REDIRECT_URI,
  START_MS,
  VERIFIER,
} from './support/test-sandbox';

let server: ListeningSandbox | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('listenGoogleSandbox', () => {
  it('serves the whole flow over node:http on a free loopback port', async () => {
    const sandbox = createGoogleSandbox({ now: () => START_MS, clients: [CLIENT] });
    server = await listenGoogleSandbox(sandbox, { host: '127.0.0.1', port: 0 });
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await fetch(
      `${server.origin}/accounts.google.com/o/oauth2/v2/auth?${await authQuery()}`,
    );
    const html = await page.text();
    const approve = new URLSearchParams({
      request: consentRequestId(html),
      user: '110248495921238986420',
      decision: 'allow',
    });
    const redirect = await fetch(
      `${server.origin}/accounts.google.com/o/oauth2/v2/approve?${approve}`,
      { redirect: 'manual' },
    );
    const code = new URL(redirect.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const tokens = await fetch(`${server.origin}/oauth2.googleapis.com/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: VERIFIER,
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
      }),
    });
    const { access_token: token } = (await tokens.json()) as { access_token: string };
    const locations = await fetch(
      `${server.origin}/mybusinessbusinessinformation.googleapis.com/v1/accounts/114857620339281765002/locations?readMask=title`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(locations.status).toBe(200);
    expect(((await locations.json()) as { locations: unknown[] }).locations).toHaveLength(3);
    const patch = await fetch(
      `${server.origin}/mybusinessbusinessinformation.googleapis.com/v1/locations/4821093756120934501?updateMask=title`,
      {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Over HTTP' }),
      },
    );
    expect(patch.status).toBe(200);
    expect(sandbox.control.location('locations/4821093756120934501')?.title).toBe('Over HTTP');
  });
});
