import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContractAnswer, startTestApi, type TestApi } from './support/test-api';

describe('bad input is a 400 field error, never a 500', () => {
  let t: TestApi;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    t = await startTestApi();
    admin = await t.adminSignIn();
    customer = await t.signIn();
  });
  afterAll(() => t.close());

  it.each([
    ['U+0000', 'Shop\u0000name'],
    ['U+0001', 'Shop\u0001name'],
    ['escape', 'Shop\u001b[31mname'],
    ['DEL', 'Shop\u007fname'],
  ])('a JSON string field holding %s is refused with a field error', async (_name, text) => {
    const payload = {
      controller: 'Roles',
      subaction: 'create',
      lang: 'en',
      item: { name: 'auditor-2', description: text },
    };
    const answer = await t.call({ method: 'POST', payload, token: admin });
    expectContractAnswer(payload, answer);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(answer.body.data.fields).toContainEqual(
      expect.objectContaining({ field: 'item.description', code: 'control' }),
    );
  });

  it('tab, CR and LF stay text', async () => {
    const payload = {
      controller: 'Roles',
      subaction: 'create',
      lang: 'en',
      item: { name: 'multi-line', description: 'one\ttwo\r\nthree' },
    };
    const answer = await t.call({ method: 'POST', payload, token: admin });
    expect(answer.status).toBe(200);
  });

  it('U+0000 in a query field of a list is refused with a field error', async () => {
    const payload = { controller: 'Locations', subaction: 'list', lang: 'en', q: 'a\u0000b' };
    const answer = await t.call({ payload, token: customer });
    expectContractAnswer(payload, answer);
    expect(answer.status).toBe(400);
    expect(answer.body.data.fields).toContainEqual(
      expect.objectContaining({ field: 'q', code: 'control' }),
    );
  });

  it.each(['1e20', '100001', '9007199254740993'])('p=%s on a list is a 400 naming p', async (p) => {
    for (const payload of [
      { controller: 'Locations', subaction: 'list', lang: 'en', p },
      { controller: 'Users', subaction: 'list', lang: 'en', p },
    ]) {
      const answer = await t.call({
        payload,
        token: payload.controller === 'Users' ? admin : customer,
      });
      expectContractAnswer(payload, answer);
      expect(answer.status).toBe(400);
      expect(answer.body.data.fields).toContainEqual(expect.objectContaining({ field: 'p' }));
    }
  });

  it('a page load with p=1e20 renders the last page of the list', async () => {
    const payload = {
      controller: 'Index',
      subaction: 'index',
      lang: 'en',
      route: '/en/account/pins/locations',
      p: '1e20',
    };
    const answer = await t.call({ payload, token: customer });
    expectContractAnswer(payload, answer);
    expect(answer.status).toBe(200);
    const list = answer.body.data.page.screen?.list ?? answer.body.data.page.list;
    expect(list).toBeDefined();
    expect(list.p).toBe(Math.max(1, list.pages));
  });

  it('a list asked for a page past its end answers its last page', async () => {
    const payload = { controller: 'Locations', subaction: 'list', lang: 'en', p: '500' };
    const answer = await t.call({ payload, token: customer });
    expectContractAnswer(payload, answer);
    expect(answer.status).toBe(200);
    expect(answer.body.data.p).toBe(Math.max(1, answer.body.data.pages));
    expect(answer.body.data.items.length).toBeGreaterThan(0);
  });
});
