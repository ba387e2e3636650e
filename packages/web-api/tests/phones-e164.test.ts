import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.adminSignIn();
  customer = await t.signIn();
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT', payload: Record<string, unknown>, token: string) =>
  t.call({ method, payload: { lang: 'en', ...payload }, token });

const refusedOn = (answer: { status: number; body: { data: { fields: unknown[] } } }) => {
  expect(answer.status).toBe(400);
  return answer.body.data.fields;
};

describe('every stored phone is E.164 (decision 0037)', () => {
  it('a user written in the back office: a national number is read as Ukrainian; no possible number is refused on item.phone', async () => {
    const item = { kind: 'customer', name: 'Typed', lang: 'en', roles: ['customer'] };
    const created = await call(
      'POST',
      { controller: 'Users', subaction: 'create', item: { ...item, phone: '(067) 765-43-21' } },
      admin,
    );
    expect(created.status).toBe(200);
    expect(created.body.data.item.phone).toBe('+380677654321');
    const refused = await call(
      'POST',
      { controller: 'Users', subaction: 'create', item: { ...item, phone: '123 45' } },
      admin,
    );
    expect(refusedOn(refused)).toEqual([
      expect.objectContaining({ field: 'item.phone', code: 'format' }),
    ]);
  });

  it('a client: typed with spaces, stored in E.164', async () => {
    const created = await call(
      'POST',
      {
        controller: 'Clients',
        subaction: 'create',
        item: { name: 'Bakery', phone: '+380 44 123 4500' },
      },
      admin,
    );
    expect(created.status).toBe(200);
    expect(created.body.data.item.phone).toBe('+380441234500');
    const updated = await call(
      'PUT',
      {
        controller: 'Clients',
        subaction: 'update',
        id: created.body.data.item.id,
        item: { phone: '044 765 43 21' },
      },
      admin,
    );
    expect(updated.body.data.item.phone).toBe('+380447654321');
    // A number migration 020 left as it was (not a possible one) does not block saving the rest.
    await t.api.db.query("update clients set phone = '(044) 123' where id = $1", [
      created.body.data.item.id,
    ]);
    const resaved = await call(
      'PUT',
      {
        controller: 'Clients',
        subaction: 'update',
        id: created.body.data.item.id,
        item: { name: 'Bakery 2', phone: '(044) 123' },
      },
      admin,
    );
    expect(resaved.status).toBe(200);
    expect(resaved.body.data.item).toMatchObject({ name: 'Bakery 2', phone: '(044) 123' });
  });

  it('the account settings: a new number waits for its code in E.164', async () => {
    const changed = await call(
      'PUT',
      {
        controller: 'Account',
        subaction: 'updateSettings',
        phone: '050 222 33 44',
        currentPassword: 'demo-customer-2026',
      },
      customer,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.settings.pendingPhone).toBe('+380502223344');
    expect(t.outbox.at(-1)).toMatchObject({ channel: 'sms', to: '+380502223344' });
  });

  it('a location: a national number in its country, a number it already has kept as it is, another impossible one refused', async () => {
    const created = await call(
      'POST',
      {
        controller: 'Locations',
        subaction: 'create',
        item: {
          name: 'Warsaw',
          country: 'PL',
          phone: '22 123 45 67',
          additionalPhones: ['+380 50 111 22 33'],
        },
      },
      customer,
    );
    expect(created.status).toBe(200);
    const { id, phone, additionalPhones } = created.body.data.item;
    expect([phone, additionalPhones]).toEqual(['+48221234567', ['+380501112233']]);
    // As an import or Google may have stored it: not a possible number.
    await t.api.db.query("update locations set phone = '(22) 12' where id = $1", [id]);
    const kept = await call(
      'PUT',
      {
        controller: 'Locations',
        subaction: 'update',
        id,
        item: { name: 'Warsaw 2', phone: '(22) 12' },
      },
      customer,
    );
    expect(kept.status).toBe(200);
    expect(kept.body.data.item.phone).toBe('(22) 12');
    const refused = await call(
      'PUT',
      {
        controller: 'Locations',
        subaction: 'update',
        id,
        item: { additionalPhones: ['+380 50 111 22 33', '(22) 13'] },
      },
      customer,
    );
    expect(refusedOn(refused)).toEqual([
      expect.objectContaining({ field: 'item.additionalPhones.1', code: 'format' }),
    ]);
  });
});
