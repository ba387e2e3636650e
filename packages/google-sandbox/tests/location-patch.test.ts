import { describe, expect, it } from 'vitest';
import { DEMO_LOCATION_NAMES } from '../src/index';
import { testSandbox } from './support/test-sandbox';

const LOCATION = `mybusinessbusinessinformation.googleapis.com/v1/${DEMO_LOCATION_NAMES.kyiv}`;

describe('locations.patch', () => {
  it('with updateMask changes only the masked fields, whatever else the body holds', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    const before = t.sandbox.control.location(DEMO_LOCATION_NAMES.kyiv);
    const answer = await t.call('PATCH', `${LOCATION}?updateMask=title`, {
      token,
      json: {
        title: 'Зерно на Хрещатику',
        websiteUri: 'https://elsewhere.test/',
        storeCode: 'CHANGED',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...before, title: 'Зерно на Хрещатику' });
    expect(t.sandbox.control.location(DEMO_LOCATION_NAMES.kyiv)).toEqual({
      ...before,
      title: 'Зерно на Хрещатику',
    });
  });

  it('the request log names exactly the fields the PATCH masked', async () => {
    const t = testSandbox();
    await t.call('PATCH', `${LOCATION}?update_mask=title,profile.description`, {
      token: await t.merchantToken(),
      json: { title: 'T', profile: { description: 'D' } },
    });
    const patch = t.sandbox.control.requests.find((entry) => entry.method === 'PATCH');
    expect(patch).toMatchObject({
      host: 'mybusinessbusinessinformation.googleapis.com',
      path: `/v1/${DEMO_LOCATION_NAMES.kyiv}`,
      updateMask: ['title', 'profile.description'],
      body: { title: 'T', profile: { description: 'D' } },
      status: 200,
    });
  });

  it('a masked field the body leaves out is cleared; a nested path changes only itself', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    const answer = await t.call(
      'PATCH',
      `${LOCATION}?updateMask=websiteUri,storefrontAddress.postalCode`,
      {
        token,
        json: { storefrontAddress: { postalCode: '01002', locality: 'ignored' } },
      },
    );
    expect(answer.body.websiteUri).toBeUndefined();
    expect(answer.body.storefrontAddress).toMatchObject({ postalCode: '01002', locality: 'Київ' });
  });

  it.each([
    ['', 'no updateMask'],
    ['updateMask=languageCode', 'an immutable field'],
    ['updateMask=metadata.placeId', 'an output-only field'],
    ['updateMask=name', 'the identifier'],
    ['updateMask=colour', 'an unknown field'],
    ['updateMask=phoneNumbers.primaryPhone', 'half of phone numbers (updated whole only)'],
    ['updateMask=categories.primaryCategory', 'half of categories (updated whole only)'],
  ])('%s (%s) is a 400 INVALID_ARGUMENT and changes nothing', async (query, _why) => {
    const t = testSandbox();
    const before = t.sandbox.control.location(DEMO_LOCATION_NAMES.kyiv);
    const answer = await t.call('PATCH', `${LOCATION}?${query}`, {
      token: await t.merchantToken(),
      json: { title: 'X' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.status).toBe('INVALID_ARGUMENT');
    expect(t.sandbox.control.location(DEMO_LOCATION_NAMES.kyiv)).toEqual(before);
  });

  it('an unknown body field or a value of the wrong type is a 400', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    const unknown = await t.call('PATCH', `${LOCATION}?updateMask=title`, {
      token,
      json: { title: 'X', colour: 'red' },
    });
    expect(unknown.body.error.message).toContain('Unknown name "colour"');
    const wrongType = await t.call('PATCH', `${LOCATION}?updateMask=title`, {
      token,
      json: { title: 5 },
    });
    expect(wrongType.body.error.message).toBe("Invalid value at 'location.title' (TYPE_STRING), 5");
  });

  it('accepts split and overnight regular hours, and refuses a period closing before it opens the same day', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    const ok = await t.call('PATCH', `${LOCATION}?updateMask=regularHours`, {
      token,
      json: {
        regularHours: {
          periods: [
            {
              openDay: 'MONDAY',
              openTime: { hours: 8 },
              closeDay: 'MONDAY',
              closeTime: { hours: 12 },
            },
            {
              openDay: 'MONDAY',
              openTime: { hours: 13 },
              closeDay: 'MONDAY',
              closeTime: { hours: 24 },
            },
            {
              openDay: 'SUNDAY',
              openTime: { hours: 22 },
              closeDay: 'MONDAY',
              closeTime: { hours: 3 },
            },
          ],
        },
      },
    });
    expect(ok.status).toBe(200);
    const bad = await t.call('PATCH', `${LOCATION}?updateMask=regularHours`, {
      token,
      json: {
        regularHours: {
          periods: [
            {
              openDay: 'TUESDAY',
              openTime: { hours: 20 },
              closeDay: 'TUESDAY',
              closeTime: { hours: 9 },
            },
          ],
        },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0]).toEqual({
      '@type': 'type.googleapis.com/google.mybusiness.v4.ValidationError',
      errorDetails: [
        {
          code: 7,
          field: 'regular_hours.periods[0]',
          message: 'The closing time must be after the opening time.',
        },
      ],
    });
  });

  it('special hours may end the next day before noon, not at noon; they need regular hours', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    const special = (close: number) => ({
      specialHours: {
        specialHourPeriods: [
          {
            startDate: { year: 2025, month: 12, day: 31 },
            openTime: { hours: 13 },
            endDate: { year: 2026, month: 1, day: 1 },
            closeTime: { hours: close },
          },
        ],
      },
    });
    expect(
      (await t.call('PATCH', `${LOCATION}?updateMask=specialHours`, { token, json: special(11) }))
        .status,
    ).toBe(200);
    const noon = await t.call('PATCH', `${LOCATION}?updateMask=specialHours`, {
      token,
      json: special(12),
    });
    expect(noon.status).toBe(400);
    const withoutRegular = await t.call('PATCH', `${LOCATION}?updateMask=regularHours`, {
      token,
      json: {},
    });
    expect(withoutRegular.status).toBe(400);
    expect(withoutRegular.body.error.details[0].errorDetails[0].field).toBe('special_hours');
  });

  it('validateOnly checks the patch, answers {} and changes nothing', async () => {
    const t = testSandbox();
    const before = t.sandbox.control.location(DEMO_LOCATION_NAMES.kyiv);
    const answer = await t.call('PATCH', `${LOCATION}?updateMask=title&validateOnly=true`, {
      token: await t.merchantToken(),
      json: { title: 'New' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({});
    expect(t.sandbox.control.location(DEMO_LOCATION_NAMES.kyiv)).toEqual(before);
  });

  it('new categories get their display names (output only)', async () => {
    const t = testSandbox();
    const answer = await t.call('PATCH', `${LOCATION}?updateMask=categories`, {
      token: await t.merchantToken(),
      json: {
        categories: {
          primaryCategory: { name: 'categories/gcid:coffee_shop' },
          additionalCategories: [{ name: 'categories/gcid:tea_house' }],
        },
      },
    });
    expect(answer.body.categories).toEqual({
      primaryCategory: { name: 'categories/gcid:coffee_shop', displayName: 'Coffee shop' },
      additionalCategories: [{ name: 'categories/gcid:tea_house', displayName: 'Tea house' }],
    });
  });

  it('a profile description over 750 characters is refused', async () => {
    const t = testSandbox();
    const answer = await t.call('PATCH', `${LOCATION}?updateMask=profile`, {
      token: await t.merchantToken(),
      json: { profile: { description: 'я'.repeat(751) } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details[0].errorDetails[0].field).toBe('profile.description');
  });
});
