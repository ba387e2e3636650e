import { describe, expect, it } from 'vitest';
import { DEMO_LOCATION_NAMES } from '../src/index';
import { testSandbox } from './support/test-sandbox';

const LOCATION = `mybusinessbusinessinformation.googleapis.com/v1/${DEMO_LOCATION_NAMES.lviv}`;

describe('locations.getGoogleUpdated', () => {
  it('without Google-side changes has no diffMask', async () => {
    const t = testSandbox();
    const answer = await t.call('GET', `${LOCATION}:getGoogleUpdated?readMask=title`, {
      token: await t.merchantToken(),
    });
    expect(answer.body).toEqual({
      location: { name: DEMO_LOCATION_NAMES.lviv, title: 'Зерно — кав’ярня на площі Ринок' },
    });
  });

  it('after changeOnGoogleSide shows Google’s values and names them in diffMask; the merchant’s data is unchanged', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    t.sandbox.control.changeOnGoogleSide(DEMO_LOCATION_NAMES.lviv, {
      title: 'Zerno Lviv',
      websiteUri: 'https://zerno.example/',
    });
    const updated = await t.call(
      'GET',
      `${LOCATION}:getGoogleUpdated?readMask=title,websiteUri,metadata.hasGoogleUpdated`,
      { token },
    );
    expect(updated.body).toEqual({
      location: {
        name: DEMO_LOCATION_NAMES.lviv,
        title: 'Zerno Lviv',
        websiteUri: 'https://zerno.example/',
        metadata: { hasGoogleUpdated: true },
      },
      diffMask: 'title,websiteUri',
    });
    const merchant = await t.call('GET', `${LOCATION}?readMask=title,metadata.hasGoogleUpdated`, {
      token,
    });
    expect(merchant.body).toEqual({
      name: DEMO_LOCATION_NAMES.lviv,
      title: 'Зерно — кав’ярня на площі Ринок',
      metadata: { hasGoogleUpdated: true },
    });
  });

  it('patching a field Google changed takes it out of diffMask', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    t.sandbox.control.changeOnGoogleSide(DEMO_LOCATION_NAMES.lviv, {
      title: 'Zerno Lviv',
      websiteUri: 'https://zerno.example/',
    });
    await t.call('PATCH', `${LOCATION}?updateMask=title`, { token, json: { title: 'Zerno Lviv' } });
    const updated = await t.call('GET', `${LOCATION}:getGoogleUpdated?readMask=title`, { token });
    expect(updated.body.diffMask).toBe('websiteUri');
  });

  it('pendingMask names patched fields until they publish (editPublishDelayMs by the clock)', async () => {
    const t = testSandbox({ editPublishDelayMs: 5 * 60_000 });
    const token = await t.merchantToken();
    await t.call('PATCH', `${LOCATION}?updateMask=storeCode`, {
      token,
      json: { storeCode: 'ZRN-LVIV-2' },
    });
    const pending = await t.call(
      'GET',
      `${LOCATION}:getGoogleUpdated?readMask=storeCode,metadata.hasPendingEdits`,
      { token },
    );
    expect(pending.body).toMatchObject({
      pendingMask: 'storeCode',
      location: { metadata: { hasPendingEdits: true } },
    });
    t.advance(5 * 60_000);
    const published = await t.call('GET', `${LOCATION}:getGoogleUpdated?readMask=storeCode`, {
      token,
    });
    expect(published.body.pendingMask).toBeUndefined();
  });
});
