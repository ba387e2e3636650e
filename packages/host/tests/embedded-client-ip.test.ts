import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config';
import { IN_MEMORY, type RunningHost, startHost } from '../src/server/start-host';
import { databaseImage } from './support/database-image';
import { PUBLIC_URL } from './support/site';

// R17.2: the embedded backend's per-IP limits key on the client IP the host computed with
// TRUST_PROXY, never on an X-Forwarded-For the client wrote.
describe('the client IP of the embedded backend', () => {
  let site: RunningHost;
  let proxied: RunningHost;
  const start = (env: Record<string, string>) =>
    startHost(
      loadConfig({ PORT: '0', HOST: '127.0.0.1', PUBLIC_URL, DATA_DIR: IN_MEMORY, ...env }),
      undefined,
      undefined,
      { pgliteImage: databaseImage('site') },
    );
  beforeAll(async () => {
    site = await start({});
    proxied = await start({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await site.close();
    await proxied.close();
  });

  const askCode = (phone: string, forwardedFor: string, target: RunningHost = site) =>
    fetch(`${target.url}/web`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ controller: 'Auth', subaction: 'phoneSignIn', lang: 'en', phone }),
    });

  it('with TRUST_PROXY=0 a client-sent X-Forwarded-For does not move the per-IP limit to another key', async () => {
    // Code requests allow 10 per IP per hour; each request claims to come from another address.
    for (let i = 0; i < 10; i++) {
      const answer = await askCode(`+1555010${1000 + i}`, `203.0.113.${i + 1}`);
      expect(answer.status).toBe(200);
    }
    const eleventh = await askCode('+15550109999', '198.51.100.77');
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('with TRUST_PROXY=1 the host hands the address its proxy appended to the backend', async () => {
    // The client wrote the left entries; the trusted proxy appended the right one.
    for (let i = 0; i < 10; i++) {
      const answer = await askCode(`+1555011${1000 + i}`, `6.6.6.${i}, 198.51.100.10`, proxied);
      expect(answer.status).toBe(200);
    }
    expect((await askCode('+15550119998', '6.6.6.99, 198.51.100.10', proxied)).status).toBe(429);
    expect((await askCode('+15550119999', '198.51.100.11', proxied)).status).toBe(200);
  });
});
