import { describe, expect, it } from 'vitest';
import { DEMO_LOCATION_NAMES } from '../src/index';
import { testSandbox } from './support/test-sandbox';

const FETCH = `businessprofileperformance.googleapis.com/v1/${DEMO_LOCATION_NAMES.kharkiv}:fetchMultiDailyMetricsTimeSeries`;

function range(
  start: [number, number, number],
  end: [number, number, number],
  style: 'camel' | 'snake' = 'camel',
) {
  const [d, s, e] =
    style === 'camel'
      ? ['dailyRange', 'startDate', 'endDate']
      : ['daily_range', 'start_date', 'end_date'];
  return [
    `${d}.${s}.year=${start[0]}`,
    `${d}.${s}.month=${start[1]}`,
    `${d}.${s}.day=${start[2]}`,
    `${d}.${e}.year=${end[0]}`,
    `${d}.${e}.month=${end[1]}`,
    `${d}.${e}.day=${end[2]}`,
  ].join('&');
}

describe('locations.fetchMultiDailyMetricsTimeSeries', () => {
  it('answers each requested metric for each day of the range, value omitted where zero', async () => {
    const t = testSandbox();
    const { control } = t.sandbox;
    control.setMetric(DEMO_LOCATION_NAMES.kharkiv, 'CALL_CLICKS', '2025-05-01', 12);
    control.setMetric(DEMO_LOCATION_NAMES.kharkiv, 'CALL_CLICKS', '2025-05-02', 0);
    control.setMetric(
      DEMO_LOCATION_NAMES.kharkiv,
      'WEBSITE_CLICKS',
      { year: 2025, month: 5, day: 1 },
      0,
    );
    control.setMetric(
      DEMO_LOCATION_NAMES.kharkiv,
      'WEBSITE_CLICKS',
      { year: 2025, month: 5, day: 2 },
      3,
    );
    const answer = await t.call(
      'GET',
      `${FETCH}?dailyMetrics=CALL_CLICKS&dailyMetrics=WEBSITE_CLICKS&${range([2025, 5, 1], [2025, 5, 2])}`,
      { token: await t.merchantToken() },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      multiDailyMetricTimeSeries: [
        {
          dailyMetricTimeSeries: [
            {
              dailyMetric: 'CALL_CLICKS',
              timeSeries: {
                datedValues: [
                  { date: { year: 2025, month: 5, day: 1 }, value: '12' },
                  { date: { year: 2025, month: 5, day: 2 } },
                ],
              },
            },
            {
              dailyMetric: 'WEBSITE_CLICKS',
              timeSeries: {
                datedValues: [
                  { date: { year: 2025, month: 5, day: 1 } },
                  { date: { year: 2025, month: 5, day: 2 }, value: '3' },
                ],
              },
            },
          ],
        },
      ],
    });
  });

  it('takes the range in snake_case too, as Google’s own example writes it', async () => {
    const t = testSandbox();
    const answer = await t.call(
      'GET',
      `${FETCH}?dailyMetrics=CALL_CLICKS&${range([2025, 1, 1], [2025, 1, 31], 'snake')}`,
      { token: await t.merchantToken() },
    );
    expect(
      answer.body.multiDailyMetricTimeSeries[0].dailyMetricTimeSeries[0].timeSeries.datedValues,
    ).toHaveLength(31);
  });

  it('reaches back 18 months to the day, not one day more', async () => {
    const t = testSandbox();
    const token = await t.merchantToken();
    // The clock is at 2025-06-02.
    expect(
      (
        await t.call(
          'GET',
          `${FETCH}?dailyMetrics=CALL_CLICKS&${range([2023, 12, 2], [2023, 12, 2])}`,
          { token },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call(
          'GET',
          `${FETCH}?dailyMetrics=CALL_CLICKS&${range([2023, 12, 1], [2023, 12, 2])}`,
          { token },
        )
      ).status,
    ).toBe(400);
  });

  it.each([
    ['start after end', `dailyMetrics=CALL_CLICKS&${range([2025, 5, 2], [2025, 5, 1])}`],
    ['end in the future', `dailyMetrics=CALL_CLICKS&${range([2025, 6, 1], [2025, 6, 3])}`],
    ['no such date', `dailyMetrics=CALL_CLICKS&${range([2025, 2, 29], [2025, 3, 1])}`],
    [
      'an incomplete date',
      `dailyMetrics=CALL_CLICKS&dailyRange.startDate.year=2025&${range([2025, 5, 1], [2025, 5, 2]).split('&').slice(3).join('&')}`,
    ],
    ['no metric', range([2025, 5, 1], [2025, 5, 2])],
    ['an unknown metric', `dailyMetrics=VIEWS_MAPS&${range([2025, 5, 1], [2025, 5, 2])}`],
    [
      'a day that is not a number',
      `dailyMetrics=CALL_CLICKS&${range([2025, 5, 1], [2025, 5, 2]).replace('day=1', 'day=first')}`,
    ],
  ])('%s is a 400 INVALID_ARGUMENT', async (_why, query) => {
    const t = testSandbox();
    const answer = await t.call('GET', `${FETCH}?${query}`, { token: await t.merchantToken() });
    expect(answer.status).toBe(400);
    expect(answer.body.error.status).toBe('INVALID_ARGUMENT');
  });

  it('the demo data has zeros sprinkled in (values left out) among counted days', async () => {
    const t = testSandbox();
    const answer = await t.call(
      'GET',
      `${FETCH}?dailyMetrics=BUSINESS_BOOKINGS&dailyMetrics=BUSINESS_IMPRESSIONS_MOBILE_MAPS&${range([2025, 3, 1], [2025, 5, 31])}`,
      { token: await t.merchantToken() },
    );
    const [bookings, impressions] = answer.body.multiDailyMetricTimeSeries[0].dailyMetricTimeSeries;
    expect(
      bookings.timeSeries.datedValues.some(
        (entry: { value?: string }) => entry.value === undefined,
      ),
    ).toBe(true);
    expect(
      impressions.timeSeries.datedValues.filter(
        (entry: { value?: string }) => entry.value !== undefined,
      ).length,
    ).toBeGreaterThan(60);
  });

  it('a location of another user is a 404', async () => {
    const t = testSandbox();
    const path = FETCH.replace(DEMO_LOCATION_NAMES.kharkiv, DEMO_LOCATION_NAMES.dnipro);
    expect(
      (
        await t.call(
          'GET',
          `${path}?dailyMetrics=CALL_CLICKS&${range([2025, 5, 1], [2025, 5, 2])}`,
          { token: await t.merchantToken() },
        )
      ).status,
    ).toBe(404);
  });
});
