import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
let token: string;
beforeAll(async () => {
  t = await startTestApi();
  token = await t.signIn();
});
afterAll(() => t.close());

const create = (item: Record<string, unknown>, lang = 'en') =>
  t.call({
    method: 'POST',
    payload: { controller: 'Locations', subaction: 'create', lang, item },
    token,
  });

const day = (date: string, more: Record<string, unknown> = {}) => ({
  date,
  endDate: null,
  closed: false,
  periods: [{ open: '10:00', close: '16:00' }],
  ...more,
});

describe('locations hold special hours, a description and an open status as their listing does', () => {
  it('stores them (special hours earliest first) and answers the place id and the Google link, none yet', async () => {
    const created = await create({
      name: 'Holiday shop',
      specialHours: [
        day('2026-12-31', { endDate: '2027-01-01', periods: [{ open: '18:00', close: '02:00' }] }),
        day('2026-12-25', { closed: true, periods: [] }),
      ],
      description: 'Coffee and cakes',
      openStatus: 'closedTemporarily',
    });
    expect(created.status).toBe(200);
    expect(created.body.data.item).toMatchObject({
      specialHours: [
        { date: '2026-12-25', endDate: null, closed: true, periods: [] },
        {
          date: '2026-12-31',
          endDate: '2027-01-01',
          closed: false,
          periods: [{ open: '18:00', close: '02:00' }],
        },
      ],
      description: 'Coffee and cakes',
      openStatus: 'closedTemporarily',
      placeId: null,
      google: null,
    });
    const plain = await create({ name: 'Plain shop' });
    expect(plain.body.data.item).toMatchObject({
      specialHours: [],
      description: null,
      openStatus: null,
    });
  });

  it.each([
    [
      'an end date before the date',
      [day('2026-12-31', { endDate: '2026-12-30' })],
      'item.specialHours.0.endDate',
      'order',
    ],
    [
      'a date given twice',
      [day('2026-12-31'), day('2026-12-31')],
      'item.specialHours.1.date',
      'duplicate',
    ],
    [
      'a closed day with periods',
      [day('2026-12-31', { closed: true })],
      'item.specialHours.0.periods',
      'invalid',
    ],
    [
      'an open day without periods',
      [day('2026-12-31', { periods: [] })],
      'item.specialHours.0.periods',
      'required',
    ],
    [
      'overlapping periods',
      [
        day('2026-12-24'),
        day('2026-12-31', {
          periods: [
            { open: '10:00', close: '14:00' },
            { open: '13:00', close: '18:00' },
          ],
        }),
      ],
      'item.specialHours.1.periods',
      'hours_overlap',
    ],
    [
      'an empty period',
      [day('2026-12-31', { periods: [{ open: '10:00', close: '10:00' }] })],
      'item.specialHours.0.periods',
      'hours_empty_range',
    ],
  ])(
    'special hours follow the day-hours rule: %s is refused on its field',
    async (_, specialHours, field, code) => {
      const refused = await create({ name: 'Bad hours', specialHours });
      expect(refused.status).toBe(400);
      expect(refused.body.data.fields).toEqual([expect.objectContaining({ field, code })]);
    },
  );

  it("refusals are worded in the request language; a description over 750 characters is the contract's", async () => {
    const ua = await create(
      {
        name: 'x',
        specialHours: [
          day('2026-12-31', {
            periods: [
              { open: '10:00', close: '14:00' },
              { open: '12:00', close: '15:00' },
            ],
          }),
        ],
      },
      'ua',
    );
    expect(ua.body.data.fields[0].message).toBe('Періоди 10:00-14:00 і 12:00-15:00 перетинаються');
    const long = await create({ name: 'x', description: 'a'.repeat(751) });
    expect(long.status).toBe(400);
    expect(long.body.data.fields[0]).toMatchObject({
      field: 'item.description',
      code: 'maxLength',
    });
  });
});
