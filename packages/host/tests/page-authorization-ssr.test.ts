import { DEMO_CREDENTIALS } from '@agency/web-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDecider, testDecider, upstreamLoad } from './support/decide';
import { type DemoBackend, startDemoBackend } from './support/demo-backend';

// R15.8: the server-rendered page of a screen the caller's roles may not read carries none of its data.
describe('server-rendered admin pages follow the roles', () => {
  let backend: DemoBackend;
  let base: string;
  let site: TestDecider;
  let auditor: string;

  async function call(payload: Record<string, unknown>, token?: string) {
    const answer = await fetch(`${base}/web`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ lang: 'en', ...payload }),
    });
    expect(answer.status).toBe(200);
    return (await answer.json()).data;
  }

  beforeAll(async () => {
    backend = await startDemoBackend();
    base = backend.url;
    const { admin } = DEMO_CREDENTIALS;
    const { jwt } = await call({
      controller: 'Admin',
      subaction: 'login',
      email: admin.email,
      password: admin.password,
    });
    const create = (controller: string, item: Record<string, unknown>) =>
      call({ controller, subaction: 'create', item }, jwt);
    await create('Roles', { name: 'auditor', description: 'reads the audit log' });
    await create('Permissions', { role: 'auditor', controller: 'Audit', subaction: 'list' });
    await create('Users', {
      kind: 'admin',
      name: 'Auditor',
      email: 'auditor@agency.test',
      lang: 'en',
      password: 'auditor-password-2026',
      roles: ['auditor'],
    });
    auditor = (
      await call({
        controller: 'Admin',
        subaction: 'login',
        email: 'auditor@agency.test',
        password: 'auditor-password-2026',
      })
    ).jwt;
    site = testDecider(upstreamLoad(base));
  });
  afterAll(async () => {
    await backend.close();
  });

  it('the HTML of /admin/settings/users for a role granted only Audit/list holds no user e-mail and says "no access"', async () => {
    const answer = await site.request('/en/admin/settings/users', {
      headers: { cookie: `admin-token=${auditor}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain(DEMO_CREDENTIALS.admin.email);
    expect(answer.body).not.toContain(DEMO_CREDENTIALS.customer.email);
    expect(answer.body).toContain('You have no access to this screen.');
    const ru = await site.request('/admin/settings/users', {
      headers: { cookie: `admin-token=${auditor}` },
    });
    expect(ru.body).not.toContain(DEMO_CREDENTIALS.customer.email);
    expect(ru.body).toContain('У вас нет доступа к этому экрану.');
  });
});
