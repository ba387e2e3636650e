import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_STORES } from '../src/pins/pin-stores';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
let customer: string;
beforeAll(async () => {
  t = await startTestApi();
  customer = await t.signIn();
});
afterAll(() => t.close());

async function data(payload: Record<string, unknown>, method: 'GET' | 'POST' = 'GET') {
  const result = await t.call({ method, payload: { lang: 'en', ...payload }, token: customer });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data;
}

const summaryOf = async (route: string) =>
  (await data({ controller: 'Index', subaction: 'index', route })).page.summary as Record<
    string,
    number
  >;

// What each kind's own list says: the oracle the account summary must agree with.
async function listTotals(archived: boolean) {
  const totals: Record<string, number> = {};
  for (const [controller, { kind }] of PIN_STORES)
    totals[kind.kind] = (await data({ controller, subaction: 'list', archived })).total;
  return totals;
}

describe('the account summary', () => {
  it('"the account page shows how many items of each kind the customer has": each count equals its list’s total, active and archived, after pins come and go', async () => {
    const ads = {
      name: 'Summary ads',
      channel: 'maps',
      status: 'draft',
      dailyBudget: 3,
      currency: 'EUR',
    };
    const review = { name: 'Summary author', rating: 4, text: 'Nice' };
    const first = (
      await data({ controller: 'Advertising', subaction: 'create', item: ads }, 'POST')
    ).item;
    await data(
      { controller: 'Advertising', subaction: 'create', item: { ...ads, name: 'Summary ads 2' } },
      'POST',
    );
    await data({ controller: 'Reviews', subaction: 'create', item: review }, 'POST');
    await data({ controller: 'Advertising', subaction: 'archive', id: first.id }, 'POST');

    const active = await summaryOf('/en/account');
    const archived = await summaryOf('/en/account/archive');
    expect(active).toEqual(await listTotals(false));
    expect(archived).toEqual(await listTotals(true));
    expect(Object.keys(active).sort()).toEqual(
      [...PIN_STORES.values()].map(({ kind }) => kind.kind).sort(),
    );
    expect(active.advertising).toBeGreaterThanOrEqual(1);
    expect(archived.advertising).toBeGreaterThanOrEqual(1);
  });
});
