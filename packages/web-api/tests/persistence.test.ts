import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createWebApi, DEMO_CREDENTIALS } from '../src/index';
import { createHandlerCaller } from './support/handler-caller';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('PGlite on a data folder', () => {
  it('in demo mode seeds once and names the demo accounts (never their passwords), keeps data and the generated JWT secret across restarts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'web-api-data-'));
    dirs.push(dataDir);
    const firstLog: string[] = [];
    const first = await createWebApi({
      dataDir,
      demo: true,
      log: (line) => firstLog.push(line),
      outbox: async () => {},
    });
    const call = createHandlerCaller(first.handle);
    const signIn = await call('POST', {
      controller: 'Auth',
      subaction: 'signIn',
      lang: 'en',
      ...DEMO_CREDENTIALS.customer,
      phone: undefined,
    });
    expect(signIn.status).toBe(200);
    await first.close();
    expect(firstLog.join('\n')).toContain(DEMO_CREDENTIALS.admin.email);
    expect(firstLog.join('\n')).not.toContain(DEMO_CREDENTIALS.admin.password);
    expect((await stat(join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);

    const secondLog: string[] = [];
    const second = await createWebApi({
      dataDir,
      demo: true,
      log: (line) => secondLog.push(line),
      outbox: async () => {},
    });
    try {
      expect(secondLog.join('\n')).not.toContain('Demo data seeded');
      const again = createHandlerCaller(second.handle);
      const page = await again(
        'GET',
        { controller: 'Index', subaction: 'index', lang: 'en', route: '/en/account' },
        signIn.body.data.jwt,
      );
      expect(page.status).toBe(200);
      expect(page.body.data.page.summary.locations).toBe(3);
    } finally {
      await second.close();
    }
  }, 60_000);
});
