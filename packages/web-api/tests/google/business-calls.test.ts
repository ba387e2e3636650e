import { describe, expect, it } from 'vitest';
import {
  bigSeed,
  DEMO_ACCOUNT_NAMES,
  DEMO_LOCATION_NAMES,
  googleTestbed,
  START_MS,
} from './google-testbed';

const { kyiv } = DEMO_LOCATION_NAMES;

describe('Account Management and Business Information v1 against the Google double', () => {
  it('listAccounts reads every page (25 more accounts: past the 20 of one page)', async () => {
    const t = googleTestbed({ seed: bigSeed(START_MS, 25, 0) });
    const { accessToken } = await t.connect();
    const accounts = await t.client.listAccounts(accessToken);
    expect(accounts).toHaveLength(27);
    expect(accounts.slice(0, 2).map((account) => account.name)).toEqual([
      DEMO_ACCOUNT_NAMES.merchantPersonal,
      DEMO_ACCOUNT_NAMES.merchantGroup,
    ]);
    const pages = t.sandbox.control.requests.filter((entry) => entry.path === '/v1/accounts');
    expect(pages.map((entry) => entry.query.pageToken === undefined)).toEqual([true, false]);
  });

  it('listLocations reads every page of 100 with the readMask (120 locations)', async () => {
    const seed = bigSeed(START_MS, 1, 120);
    const account = seed.accounts.at(-1)?.account.name as string;
    const t = googleTestbed({ seed });
    const { accessToken } = await t.connect();
    const locations = await t.client.listLocations(accessToken, account, ['title', 'storeCode']);
    expect(locations).toHaveLength(120);
    expect(new Set(locations.map((location) => location.name)).size).toBe(120);
    expect(Object.keys(locations[0] ?? {}).sort()).toEqual(['name', 'title']);
    const pages = t.sandbox.control.requests.filter((entry) => entry.path.endsWith('/locations'));
    expect(pages.map((entry) => [entry.query.readMask, entry.query.pageSize])).toEqual([
      [['title,storeCode'], ['100']],
      [['title,storeCode'], ['100']],
    ]);
    expect(pages[1]?.query.pageToken).toHaveLength(1);
  });

  it('getLocation passes its readMask; patchLocation its updateMask, and the change holds', async () => {
    const t = googleTestbed();
    const { accessToken } = await t.connect();
    const read = await t.client.getLocation(accessToken, kyiv, 'title,websiteUri');
    expect(Object.keys(read).sort()).toEqual(['name', 'title', 'websiteUri']);
    const patched = await t.client.patchLocation(
      accessToken,
      kyiv,
      { title: 'Зерно Coffee Kyiv', websiteUri: 'https://zerno.example/kyiv' },
      ['title', 'websiteUri'],
    );
    expect(patched.title).toBe('Зерно Coffee Kyiv');
    const patch = t.sandbox.control.requests.find((entry) => entry.method === 'PATCH');
    expect(patch?.updateMask).toEqual(['title', 'websiteUri']);
    expect(patch?.status).toBe(200);
    expect(t.sandbox.control.location(kyiv)?.websiteUri).toBe('https://zerno.example/kyiv');
  });

  it('getGoogleUpdated shows what Google changed on its side', async () => {
    const t = googleTestbed();
    const { accessToken } = await t.connect();
    t.sandbox.control.changeOnGoogleSide(kyiv, { title: 'Zerno (Google)' });
    const updated = await t.client.getGoogleUpdated(accessToken, kyiv, ['title']);
    expect(updated.location?.title).toBe('Zerno (Google)');
    expect(updated.diffMask).toBe('title');
    const request = t.sandbox.control.requests.at(-1);
    expect(request?.path).toBe(`/v1/${kyiv}:getGoogleUpdated`);
    expect(request?.query.readMask).toEqual(['title']);
  });

  it('fetchDailyMetrics asks for each metric over the inclusive range', async () => {
    const t = googleTestbed();
    const { accessToken } = await t.connect();
    t.sandbox.control.setMetric(kyiv, 'CALL_CLICKS', '2026-11-20', 7);
    const answer = await t.client.fetchDailyMetrics(
      accessToken,
      kyiv,
      ['CALL_CLICKS', 'WEBSITE_CLICKS'],
      {
        start: { year: 2026, month: 11, day: 20 },
        end: { year: 2026, month: 11, day: 22 },
      },
    );
    const series = answer.multiDailyMetricTimeSeries?.[0]?.dailyMetricTimeSeries ?? [];
    expect(series.map((each) => each.dailyMetric)).toEqual(['CALL_CLICKS', 'WEBSITE_CLICKS']);
    expect(series[0]?.timeSeries?.datedValues?.[0]).toEqual({
      date: { year: 2026, month: 11, day: 20 },
      value: '7',
    });
    expect(series[0]?.timeSeries?.datedValues).toHaveLength(3);
    expect(t.sandbox.control.requests.at(-1)?.query).toMatchObject({
      dailyMetrics: ['CALL_CLICKS', 'WEBSITE_CLICKS'],
      'dailyRange.startDate.day': ['20'],
      'dailyRange.endDate.day': ['22'],
    });
  });
});
