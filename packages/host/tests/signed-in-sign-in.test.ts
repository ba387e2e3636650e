import { DEMO_CREDENTIALS } from '@agency/web-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDecider, testDecider, upstreamLoad } from './support/decide';
import { type DemoBackend, startDemoBackend } from './support/demo-backend';

// R17.3: a signed-in customer who opens sign-in (a link, a bookmark) is sent to the account.
describe('the server-rendered sign-in page of a signed-in customer redirects to the account', () => {
  let backend: DemoBackend;
  let site: TestDecider;
  let jwt: string;

  beforeAll(async () => {
    backend = await startDemoBackend();
    const base = backend.url;
    const { customer } = DEMO_CREDENTIALS;
    const answer = await fetch(`${base}/web`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        lang: 'en',
        controller: 'Auth',
        subaction: 'signIn',
        email: customer.email,
        password: customer.password,
      }),
    });
    expect(answer.status).toBe(200);
    jwt = (await answer.json()).data.jwt;
    site = testDecider(upstreamLoad(base));
  });
  afterAll(async () => {
    await backend.close();
  });

  it.each([
    ['/en/sign-in', '/en/account'],
    ['/ua/sign-in', '/ua/account'],
    ['/sign-in', '/account'],
    ['/en/sign-in?back=%2Fen%2Faccount%2Fsettings', '/en/account/settings'],
    ['/en/sign-in?back=https%3A%2F%2Fevil.example%2F', '/en/account'],
  ])('%s with a valid token cookie goes to %s', async (path, account) => {
    const answer = await site.request(path, { headers: { cookie: `token=${jwt}` } });
    expect(answer.status).toBe(307);
    expect(answer.headers.location).toBe(account);
  });

  it('without a session, or with a token the backend does not accept, the form is shown', async () => {
    const anonymous = await site.request('/en/sign-in');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toContain('type="password"');
    const [head, , signature] = jwt.split('.');
    const forged = await site.request('/en/sign-in', {
      headers: {
        cookie: `token=${head}.${Buffer.from('{"sub":"x","exp":9999999999}').toString('base64url')}.${signature}`,
      },
    });
    expect(forged.status).toBe(200);
    expect(forged.body).toContain('type="password"');
  });
});
