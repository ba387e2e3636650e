import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { trustProxySetting } from '../src/http/client-ip';
import { createWebApi, type WebApi } from '../src/index';
import { databaseImage } from './support/fresh-database';

let api: WebApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

// Serves the backend standalone, as `npm run web-api` does, and asks for codes from "many" addresses.
async function askCodes(trustProxy: number | undefined, count: number): Promise<number[]> {
  api = await createWebApi({
    inMemory: true,
    pgliteImage: databaseImage('site'),
    jwtSecret: 'test-secret-of-at-least-thirty-two-characters',
    outbox: async () => {},
    log: () => {},
    ...(trustProxy === undefined ? {} : { trustProxy }),
  });
  const server = createServer((req, res) => api?.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const statuses: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const answer = await fetch(`http://127.0.0.1:${port}/web`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: JSON.stringify({
          controller: 'Auth',
          subaction: 'phoneSignIn',
          lang: 'en',
          phone: `+1555020${1000 + i}`,
        }),
      });
      await answer.body?.cancel();
      statuses.push(answer.status);
    }
  } finally {
    server.closeAllConnections();
    server.close();
  }
  return statuses;
}

describe('the client IP of the standalone backend', () => {
  it('by default (TRUST_PROXY unset) is the socket peer: X-Forwarded-For from loopback is not trusted', async () => {
    const saved = process.env.TRUST_PROXY;
    delete process.env.TRUST_PROXY;
    try {
      const statuses = await askCodes(undefined, 11);
      // Code requests allow 10 per IP per hour: all eleven came from one peer.
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses[10]).toBe(429);
    } finally {
      if (saved !== undefined) process.env.TRUST_PROXY = saved;
    }
  });

  it('with one trusted proxy takes the address that proxy appended', async () => {
    expect(await askCodes(1, 11)).toEqual(Array(11).fill(200));
  });

  it('TRUST_PROXY is a whole number from 0 to 32', () => {
    expect(trustProxySetting(undefined)).toBe(0);
    expect(trustProxySetting('')).toBe(0);
    expect(trustProxySetting('2')).toBe(2);
    for (const bad of ['-1', '33', '1.5', 'yes']) expect(() => trustProxySetting(bad)).toThrow();
  });
});
