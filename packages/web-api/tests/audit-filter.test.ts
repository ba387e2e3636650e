import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../src/index';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
let admin: string;
beforeAll(async () => {
  t = await startTestApi();
  admin = await t.adminSignIn();
  // Entries of two kinds: a client created (entity clients) and a user created (entity users).
  const create = (controller: string, item: Record<string, unknown>) =>
    t.call({
      method: 'POST',
      payload: { controller, subaction: 'create', lang: 'en', item },
      token: admin,
    });
  expect((await create('Clients', { name: 'Filtered Bakery' })).status).toBe(200);
  const user = await create('Users', {
    kind: 'customer',
    name: 'Filter Person',
    email: 'filter.person@agency.test',
    lang: 'en',
    roles: ['customer'],
    password: 'long enough password',
  });
  expect(user.status, JSON.stringify(user.body)).toBe(200);
});
afterAll(() => t.close());

interface Entry {
  action: string;
  entity: string;
  entityName: string | null;
  actor: { email: string | null };
}

// The back-office home as its page load answers it, with the filter its FilterForm puts in the address.
async function homeAudit(filter?: string): Promise<{ items: Entry[]; total: number }> {
  const answer = await t.call({
    payload: {
      controller: 'Index',
      subaction: 'index',
      lang: 'en',
      route: '/en/admin',
      ...(filter === undefined ? {} : { filter }),
    },
    token: admin,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.page.list;
}

describe('the audit log of the back-office home is filtered by its filter', () => {
  it('by a word of the record: only the entries naming it', async () => {
    const all = await homeAudit();
    const found = await homeAudit('Filtered Bakery');
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(all.total);
    for (const entry of found.items) expect(entry.entityName).toBe('Filtered Bakery');
  });

  it('by an entity: only the entries of that table', async () => {
    const found = await homeAudit('clients');
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((entry) => entry.entity === 'clients')).toBe(true);
  });

  it('by a user: only the entries of that person (the actor) or about them', async () => {
    const all = await homeAudit();
    const found = await homeAudit(DEMO_CREDENTIALS.admin.email);
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((entry) => entry.actor.email === DEMO_CREDENTIALS.admin.email)).toBe(
      true,
    );
    const person = await homeAudit('filter.person@agency.test');
    expect(person.items.map((entry) => entry.action)).toEqual(['Users/create']);
    expect(person.total).toBeLessThan(all.total);
  });

  it('a word nothing matches: no entries', async () => {
    expect((await homeAudit('no-such-word-anywhere')).total).toBe(0);
  });
});
