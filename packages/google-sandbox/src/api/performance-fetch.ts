import {
  addDays,
  type CalendarDate,
  dateKey,
  dateMs,
  isValidDate,
  monthsBefore,
  utcDate,
} from '../http/calendar';
import { badRequest, notFound } from '../http/google-error';
import { jsonResponse } from '../http/json-response';
import { bindQuery, int32Param } from '../http/query-params';
import { metricValue } from '../state/sandbox-state';
import { managedLocation } from './access';
import type { ApiHandler } from './api-call';
import { type DailyMetric, isDailyMetric } from './daily-metric';

/** How far back the Performance API keeps daily data, in months. */
export const METRICS_HISTORY_MONTHS = 18;

const RANGE_PARAMS = ['startDate', 'endDate'].flatMap((end) =>
  ['year', 'month', 'day'].map((part) => `dailyRange.${end}.${part}`),
);

/** A date of the daily range from its three query parameters, or the 400 for a bad one. */
function rangeDate(
  single: Map<string, string>,
  end: 'startDate' | 'endDate',
): { ok: true; date: CalendarDate } | { ok: false; response: Response } {
  const parts: Partial<CalendarDate> = {};
  for (const part of ['year', 'month', 'day'] as const) {
    const name = `dailyRange.${end}.${part}`;
    const value = int32Param(name, single.get(name));
    if (!value.ok) return value;
    if (value.value !== undefined) parts[part] = value.value;
  }
  const field = end === 'startDate' ? 'daily_range.start_date' : 'daily_range.end_date';
  if (!isValidDate(parts)) {
    return {
      ok: false,
      response: badRequest([
        { field, description: `${field} must be a complete, valid date (year, month and day).` },
      ]),
    };
  }
  return { ok: true, date: parts };
}

/**
 * GET businessprofileperformance.googleapis.com/v1/{location=locations/*}:fetchMultiDailyMetricsTimeSeries:
 * one time series per requested `dailyMetrics`, a dated value for each day of the inclusive daily
 * range, `value` (an int64 string) left out where the count is zero; the range must be whole dates,
 * start before end, within the last 18 months and not after today.
 * https://developers.google.com/my-business/reference/performance/rest/v1/locations/fetchMultiDailyMetricsTimeSeries
 */
export const fetchMultiDailyMetrics: ApiHandler = ({ ctx, caller, url, params }) => {
  const bound = bindQuery(url.searchParams, { single: RANGE_PARAMS, repeated: ['dailyMetrics'] });
  if (!bound.ok) return bound.response;
  const { single, repeated } = bound.query;
  const requested = repeated.get('dailyMetrics') ?? [];
  if (requested.length === 0) {
    return badRequest([
      { field: 'daily_metrics', description: 'At least one daily metric is required.' },
    ]);
  }
  const unknown = requested.find((metric) => !isDailyMetric(metric));
  if (unknown !== undefined) {
    return badRequest([
      {
        field: 'daily_metrics',
        description: `Invalid value at 'daily_metrics' (type.googleapis.com/google.mybusiness.businessprofileperformance.v1.DailyMetric), "${unknown}"`,
      },
    ]);
  }
  const start = rangeDate(single, 'startDate');
  if (!start.ok) return start.response;
  const end = rangeDate(single, 'endDate');
  if (!end.ok) return end.response;
  const today = utcDate(ctx.now());
  const earliest = monthsBefore(today, METRICS_HISTORY_MONTHS);
  if (dateMs(start.date) > dateMs(end.date)) {
    return badRequest([
      { field: 'daily_range', description: 'The start date must not be after the end date.' },
    ]);
  }
  if (dateMs(end.date) > dateMs(today)) {
    return badRequest([
      { field: 'daily_range.end_date', description: 'The end date must not be in the future.' },
    ]);
  }
  if (dateMs(start.date) < dateMs(earliest)) {
    return badRequest([
      {
        field: 'daily_range.start_date',
        description: `The start date must be within the last ${METRICS_HISTORY_MONTHS} months (on or after ${dateKey(earliest)}).`,
      },
    ]);
  }
  const locationName = `locations/${params.locationId}`;
  if (!managedLocation(ctx, caller.user, locationName)) return notFound();

  const metrics = [...new Set(requested)] as DailyMetric[];
  const days = Math.round((dateMs(end.date) - dateMs(start.date)) / 86_400_000) + 1;
  return jsonResponse(200, {
    multiDailyMetricTimeSeries: [
      {
        dailyMetricTimeSeries: metrics.map((metric) => ({
          dailyMetric: metric,
          timeSeries: {
            datedValues: Array.from({ length: days }, (_, index) => {
              const date = addDays(start.date, index);
              const value = metricValue(ctx.state, locationName, metric, dateKey(date));
              return value === 0 ? { date } : { date, value: String(value) };
            }),
          },
        })),
      },
    ],
  });
};
