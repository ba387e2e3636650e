import { describe, expect, it } from 'vitest';
import { DEMO_LOCATION_NAMES } from '../src/index';
import { testSandbox } from './support/test-sandbox';

const INFO = 'mybusinessbusinessinformation.googleapis.com/v1';

describe('quotas', () => {
  it('the 11th edit of one location inside a minute is a 429 RESOURCE_EXHAUSTED; the next minute it passes', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    const edit = (location: string, title: string) =>
      t.call('PATCH', `${INFO}/${location}?updateMask=title`, { token, json: { title } });
    for (let index = 1; index <= 10; index += 1) {
      expect((await edit(DEMO_LOCATION_NAMES.kyiv, `Title ${index}`)).status).toBe(200);
    }
    t.advance(59_000);
    const eleventh = await edit(DEMO_LOCATION_NAMES.kyiv, 'Title 11');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error).toMatchObject({ code: 429, status: 'RESOURCE_EXHAUSTED' });
    expect(eleventh.body.error.details[0]).toMatchObject({
      reason: 'RATE_LIMIT_EXCEEDED',
      metadata: { quota_limit_value: '10' },
    });
    expect(t.sandbox.control.location(DEMO_LOCATION_NAMES.kyiv)?.title).toBe('Title 10');
    expect((await edit(DEMO_LOCATION_NAMES.kharkiv, 'Another location')).status).toBe(200);
    t.advance(1_000);
    expect((await edit(DEMO_LOCATION_NAMES.kyiv, 'Title 11')).status).toBe(200);
  });

  it('validateOnly and refused patches are not edits', async () => {
    const t = testSandbox({ quotas: { editsPerLocationPerWindow: 1 } });
    const token = await t.merchantToken();
    const url = `${INFO}/${DEMO_LOCATION_NAMES.kyiv}?updateMask=title`;
    expect(
      (await t.call('PATCH', `${url}&validateOnly=true`, { token, json: { title: 'A' } })).status,
    ).toBe(200);
    expect((await t.call('PATCH', url, { token, json: { title: '' } })).status).toBe(400);
    expect((await t.call('PATCH', url, { token, json: { title: 'B' } })).status).toBe(200);
    expect((await t.call('PATCH', url, { token, json: { title: 'C' } })).status).toBe(429);
  });

  it('requests per minute per API (configurable; 300 by default): over is a 429 until the next minute', async () => {
    const t = testSandbox({ quotas: { requestsPerWindow: 3 } });
    const token = await t.merchantToken();
    const accounts = () =>
      t.call('GET', 'mybusinessaccountmanagement.googleapis.com/v1/accounts', { token });
    for (let index = 0; index < 3; index += 1) expect((await accounts()).status).toBe(200);
    const over = await accounts();
    expect(over.status).toBe(429);
    expect(over.body.error.details[0].metadata.service).toBe(
      'mybusinessaccountmanagement.googleapis.com',
    );
    const otherApi = await t.call('GET', `${INFO}/${DEMO_LOCATION_NAMES.kyiv}?readMask=title`, {
      token,
    });
    expect(otherApi.status).toBe(200);
    t.advance(60_000);
    expect((await accounts()).status).toBe(200);
  });

  it('the default is 300 requests a minute', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    const statuses: number[] = [];
    for (let index = 0; index < 301; index += 1) {
      statuses.push(
        (await t.call('GET', 'mybusinessaccountmanagement.googleapis.com/v1/accounts', { token }))
          .status,
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(300);
    expect(statuses.at(-1)).toBe(429);
  });
});
