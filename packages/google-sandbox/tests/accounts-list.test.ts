import { describe, expect, it } from 'vitest';
import { testSandbox } from './support/test-sandbox';

const ACCOUNTS = 'mybusinessaccountmanagement.googleapis.com/v1/accounts';

describe('accounts.list', () => {
  it('answers the accounts the user manages, personal first', async () => {
    const t = testSandbox();
    const answer = await t.call('GET', ACCOUNTS, { token: await t.merchantToken() });
    expect(
      answer.body.accounts.map((account: { name: string; type: string }) => [
        account.name,
        account.type,
      ]),
    ).toEqual([
      ['accounts/106592781904732850001', 'PERSONAL'],
      ['accounts/114857620339281765002', 'LOCATION_GROUP'],
    ]);
    expect(answer.body.nextPageToken).toBeUndefined();
  });

  it('pages with pageSize and a nextPageToken round trip', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    const first = await t.call('GET', `${ACCOUNTS}?pageSize=1`, { token });
    expect(first.body.accounts).toHaveLength(1);
    expect(first.body.nextPageToken).toEqual(expect.any(String));
    const second = await t.call(
      'GET',
      `${ACCOUNTS}?pageSize=1&pageToken=${first.body.nextPageToken}`,
      { token },
    );
    expect(second.body.accounts.map((account: { name: string }) => account.name)).toEqual([
      'accounts/114857620339281765002',
    ]);
    expect(second.body.nextPageToken).toBeUndefined();
  });

  it('an invalid pageToken and a negative pageSize are 400 INVALID_ARGUMENT; a pageSize over 20 is lowered to 20', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    for (const query of ['pageToken=garbage', 'pageSize=-1', 'pageSize=abc']) {
      const answer = await t.call('GET', `${ACCOUNTS}?${query}`, { token });
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.status).toBe('INVALID_ARGUMENT');
    }
    expect((await t.call('GET', `${ACCOUNTS}?pageSize=500`, { token })).body.accounts).toHaveLength(
      2,
    );
  });

  it('filter takes type=…', async () => {
    const t = testSandbox();
    const answer = await t.call('GET', `${ACCOUNTS}?filter=type%3DLOCATION_GROUP`, {
      token: await t.merchantToken(),
    });
    expect(answer.body.accounts).toHaveLength(1);
    expect(
      (
        await t.call('GET', `${ACCOUNTS}?filter=accountName%3Dx`, {
          token: await t.merchantToken(),
        })
      ).status,
    ).toBe(400);
  });
});
