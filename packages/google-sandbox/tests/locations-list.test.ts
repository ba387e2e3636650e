import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_NAMES } from '../src/index';
import { testSandbox } from './support/test-sandbox';

const LIST = `mybusinessbusinessinformation.googleapis.com/v1/${DEMO_ACCOUNT_NAMES.merchantGroup}/locations`;

describe('accounts.locations.list', () => {
  it('without readMask is a 400 INVALID_ARGUMENT in Google shape naming read_mask', async () => {
    const t = testSandbox();
    const answer = await t.call('GET', LIST, { token: await t.merchantToken() });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: {
        code: 400,
        message: 'Request contains an invalid argument.',
        status: 'INVALID_ARGUMENT',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.BadRequest',
            fieldViolations: [
              { field: 'read_mask', description: "Field 'read_mask' is required." },
            ],
          },
        ],
      },
    });
  });

  it('returns only the masked fields, plus name', async () => {
    const t = testSandbox();
    const answer = await t.call('GET', `${LIST}?readMask=title,storefrontAddress.locality`, {
      token: await t.merchantToken(),
    });
    expect(answer.status).toBe(200);
    for (const location of answer.body.locations) {
      expect(Object.keys(location).sort()).toEqual(['name', 'storefrontAddress', 'title']);
      expect(Object.keys(location.storefrontAddress)).toEqual(['locality']);
    }
    expect(
      answer.body.locations.map(
        (location: { storefrontAddress: { locality: string } }) =>
          location.storefrontAddress.locality,
      ),
    ).toEqual(['Київ', 'Харків', 'Львів']);
  });

  it('pages past one page: pageSize, nextPageToken round trip, no token on the last page', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    const first = await t.call('GET', `${LIST}?readMask=title&pageSize=2`, { token });
    expect(first.body.locations).toHaveLength(2);
    const second = await t.call(
      'GET',
      `${LIST}?readMask=title&pageSize=2&pageToken=${first.body.nextPageToken}`,
      { token },
    );
    expect(second.body.locations).toHaveLength(1);
    expect(second.body.nextPageToken).toBeUndefined();
    const names = [...first.body.locations, ...second.body.locations].map(
      (location: { name: string }) => location.name,
    );
    expect(new Set(names).size).toBe(3);
  });

  it('an invalid pageToken, or one of another list, is a 400', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    const first = await t.call('GET', `${LIST}?readMask=title&pageSize=1`, { token });
    for (const query of [
      'pageToken=not-a-token',
      `orderBy=title&pageToken=${first.body.nextPageToken}`,
    ]) {
      const answer = await t.call('GET', `${LIST}?readMask=title&pageSize=1&${query}`, { token });
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.details[0].fieldViolations[0].field).toBe('page_token');
    }
  });

  it('a mask path that is not a Location field, or an unknown query parameter, is a 400', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    expect((await t.call('GET', `${LIST}?readMask=title,colour`, { token })).status).toBe(400);
    const unknown = await t.call('GET', `${LIST}?readMask=title&sort=title`, { token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain('Unknown name "sort"');
  });

  it('orderBy title desc and a filter (with totalSize)', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    const ordered = await t.call('GET', `${LIST}?readMask=storeCode&orderBy=storeCode%20desc`, {
      token,
    });
    expect(
      ordered.body.locations.map((location: { storeCode: string }) => location.storeCode),
    ).toEqual(['ZRN-LVIV', 'ZRN-KYIV', 'ZRN-KHARKIV']);
    const filtered = await t.call(
      'GET',
      `${LIST}?readMask=title&filter=${encodeURIComponent('storefrontAddress.locality="Львів"')}`,
      { token },
    );
    expect(filtered.body.locations).toHaveLength(1);
    expect(filtered.body.totalSize).toBe(1);
    const both = `storeCode:"zrn" AND storefrontAddress.locality="Київ"`;
    const anded = await t.call(
      'GET',
      `${LIST}?readMask=storeCode&filter=${encodeURIComponent(both)}`,
      { token },
    );
    expect(anded.body.locations).toEqual([
      { name: 'locations/4821093756120934501', storeCode: 'ZRN-KYIV' },
    ]);
    const broken = await t.call(
      'GET',
      `${LIST}?readMask=title&filter=${encodeURIComponent('title="x" OR title="y"')}`,
      { token },
    );
    expect(broken.status).toBe(400);
  });

  it('an account the user does not manage is a 404', async () => {
    const t = testSandbox();
    const answer = await t.call(
      'GET',
      `mybusinessbusinessinformation.googleapis.com/v1/${DEMO_ACCOUNT_NAMES.agencyGroup}/locations?readMask=title`,
      { token: await t.merchantToken() },
    );
    expect(answer.status).toBe(404);
    expect(answer.body.error.status).toBe('NOT_FOUND');
  });
});
