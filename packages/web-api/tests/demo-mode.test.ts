import { afterEach, describe, expect, it } from 'vitest';
import { createWebApi, DEMO_CREDENTIALS, type WebApi } from '../src/index';
import { databaseImage } from './support/fresh-database';
import { createHandlerCaller } from './support/handler-caller';

const saved = { AGENCY_DEMO: process.env.AGENCY_DEMO, NODE_ENV: process.env.NODE_ENV };
const opened: WebApi[] = [];
afterEach(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  for (const api of opened.splice(0)) await api.close();
});

// The migrated, unseeded image stands for an empty database: the seed under test runs at start either
// way. The demo start begins with initdb instead, so one in-memory first start runs the whole way.
async function start(env: Record<string, string | undefined>, from: 'image' | 'initdb' = 'image') {
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  const lines: string[] = [];
  const api = await createWebApi({
    inMemory: true,
    ...(from === 'image' ? { pgliteImage: databaseImage('none') } : {}),
    jwtSecret: 'test-secret-of-at-least-thirty-two-characters',
    log: (line) => lines.push(line),
  });
  opened.push(api);
  const call = createHandlerCaller(api.handle);
  const { customer, admin } = DEMO_CREDENTIALS;
  const customerSignIn = await call('POST', {
    controller: 'Auth',
    subaction: 'signIn',
    lang: 'en',
    email: customer.email,
    password: customer.password,
  });
  const adminSignIn = await call('POST', {
    controller: 'Admin',
    subaction: 'login',
    lang: 'en',
    email: admin.email,
    password: admin.password,
  });
  const landing = await call('GET', {
    controller: 'Index',
    subaction: 'index',
    lang: 'en',
    route: '/en',
  });
  return { log: lines.join('\n'), customerSignIn, adminSignIn, landing };
}

describe('demo accounts only with the explicit demo flag (AGENCY_DEMO=1)', () => {
  it.each([
    ['no flag', { AGENCY_DEMO: undefined, NODE_ENV: undefined }],
    ['NODE_ENV=production', { AGENCY_DEMO: undefined, NODE_ENV: 'production' }],
    ['AGENCY_DEMO=0', { AGENCY_DEMO: '0', NODE_ENV: undefined }],
  ])(
    '%s: an empty database gets no account that signs in with a demo password, but the site structure',
    async (_, env) => {
      const started = await start(env);
      expect(started.customerSignIn.status).not.toBe(200);
      expect(started.adminSignIn.status).not.toBe(200);
      expect(started.landing.status).toBe(200);
      expect(started.log).not.toContain(DEMO_CREDENTIALS.admin.password);
      expect(started.log).not.toContain(DEMO_CREDENTIALS.customer.password);
      expect(started.log).toContain('No admin account yet');
      expect(started.log).toContain('create-admin.js');
    },
  );

  it('AGENCY_DEMO=1 seeds the demo customer and admin and prints how to sign in', async () => {
    const started = await start({ AGENCY_DEMO: '1', NODE_ENV: 'production' }, 'initdb');
    expect(started.customerSignIn.status).toBe(200);
    expect(started.adminSignIn.status).toBe(200);
    // The notice names the demo accounts; their passwords are in the README, never in a log line.
    expect(started.log).toContain(`admin     ${DEMO_CREDENTIALS.admin.email}`);
    expect(started.log).toContain(`customer  ${DEMO_CREDENTIALS.customer.email}`);
    expect(started.log).not.toContain(DEMO_CREDENTIALS.admin.password);
    expect(started.log).not.toContain('No admin account yet');
  });
});
