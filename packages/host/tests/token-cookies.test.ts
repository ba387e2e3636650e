import { beforeAll, describe, expect, it } from 'vitest';
import { pagesLoad, type TestDecider, testDecider } from './support/decide';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const expired = `${b64({ alg: 'HS256' })}.${b64({ exp: Math.floor(Date.now() / 1000) - 60 })}.c2ln`;

describe('token cookie on the server', () => {
  let site: TestDecider;

  beforeAll(() => {
    site = testDecider(pagesLoad);
  });

  it.each([
    ['expired', expired],
    ['malformed', 'not.a.jwt'],
    ['garbage', '%E0%A4%A'],
    ['huge', 'x'.repeat(6000)],
    ['json', '{"exp":99999999999}'],
  ])('a %s token cookie renders the anonymous page (no Bearer upstream)', async (_name, token) => {
    const answer = await site.request('/en/privacy-policy', {
      headers: { cookie: `token=${token}` },
    });
    expect(answer.status).toBe(200);
    // The page is loaded without a session, so no Authorization header goes upstream.
    expect(site.calls.at(-1)?.jwt).toBeNull();
    const boot = JSON.parse(answer.body.match(/id="state">([^<]*)</)?.[1] ?? 'null');
    expect(boot.state.session.jwt).toBeNull();
  });

  it('any response rendered with a token is Cache-Control: private, no-store', async () => {
    const answer = await site.request('/', { headers: { cookie: `token=${expired}` } });
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });
});
