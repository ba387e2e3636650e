import { describe, expect, it } from 'vitest';
import { testSandbox } from './support/test-sandbox';

const USERINFO = 'openidconnect.googleapis.com/v1/userinfo';

describe('userinfo (GET openidconnect.googleapis.com/v1/userinfo)', () => {
  it('with the email scope: sub, email and email_verified', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    const answer = await t.call('GET', USERINFO, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      sub: '110248495921238986420',
      email: 'merchant@sandbox.test',
      email_verified: true,
    });
  });

  it('with openid email profile: the name too', async () => {
    const t = testSandbox();
    const token = (
      await t.signIn({ scope: 'openid email profile', userSub: '117563903284175630192' })
    ).body.access_token;
    const answer = await t.call('GET', USERINFO, { token });
    expect(answer.body).toMatchObject({
      sub: '117563903284175630192',
      email: 'agency@sandbox.test',
      name: 'Sandbox Agency',
    });
  });

  it('without openid, email or profile it is a 403; without a live token a 401', async () => {
    const t = testSandbox();
    const token = (await t.signIn({ scope: 'https://www.googleapis.com/auth/business.manage' }))
      .body.access_token;
    expect((await t.call('GET', USERINFO, { token })).status).toBe(403);
    const missing = await t.call('GET', USERINFO, { token: 'ya29.nothing' });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({
      error: 'invalid_request',
      error_description: 'Invalid Credentials',
    });
  });
});
