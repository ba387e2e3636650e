import type { components } from '@agency/contracts';
import { isRecord } from '@agency/core';
import { checkDay, checkDayOrder } from '@agency/core/forms';
import { STATISTICS_METRICS, type StatisticsMetric } from '@agency/core/statistics';

/** The daily measures the statistics screen shows (the Performance API's), in the contract's names. */
export const METRICS = STATISTICS_METRICS;

/** A measure of the statistics. */
export type Metric = StatisticsMetric;

/** One day of statistics: the contract's StatisticsPoint. */
export type StatisticsPoint = Readonly<components['schemas']['StatisticsPoint']>;

/** Sums of each measure over a period. */
export type StatisticsTotals = Readonly<Record<Metric, number>>;

/** Where the statistics come from: the contract's StatisticsSeries.google. */
export type StatisticsSource = Readonly<components['schemas']['StatisticsSeries']['google']>;

/** A statistics series: the contract's StatisticsSeries. */
export interface StatisticsSeries {
  readonly locationId: string | null;
  readonly from: string;
  readonly to: string;
  readonly points: readonly StatisticsPoint[];
  readonly totals: StatisticsTotals;
  readonly previous: {
    readonly from: string;
    readonly to: string;
    readonly totals: StatisticsTotals;
  };
  readonly google: StatisticsSource;
}

/** The longest period a series covers (the contract's limit), in days. */
export const MAX_RANGE_DAYS = 366;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function readCounts(value: unknown): StatisticsTotals | null {
  if (!isRecord(value) || !METRICS.every((metric) => isCount(value[metric]))) return null;
  return Object.fromEntries(METRICS.map((metric) => [metric, value[metric]])) as StatisticsTotals;
}

function readPoint(value: unknown): StatisticsPoint | null {
  if (!isRecord(value) || typeof value.day !== 'string') return null;
  const counts = readCounts(value);
  return counts === null ? null : { day: value.day, ...counts };
}

function readSource(value: unknown): StatisticsSource | null {
  if (!isRecord(value)) return null;
  const { configured, connected, linkedLocations } = value;
  if (typeof configured !== 'boolean' || typeof connected !== 'boolean') return null;
  return isCount(linkedLocations) ? { configured, connected, linkedLocations } : null;
}

/** A statistics series from a page load or a Statistics/series answer; null when malformed. */
export function readSeries(value: unknown): StatisticsSeries | null {
  if (!isRecord(value)) return null;
  if (typeof value.from !== 'string' || typeof value.to !== 'string') return null;
  if (!Array.isArray(value.points)) return null;
  const points = value.points.map(readPoint);
  if (points.some((point) => point === null)) return null;
  const valid = points as StatisticsPoint[];
  const previous = isRecord(value.previous) ? value.previous : null;
  const previousTotals = readCounts(previous?.totals);
  const google = readSource(value.google);
  if (
    previous === null ||
    typeof previous.from !== 'string' ||
    typeof previous.to !== 'string' ||
    previousTotals === null ||
    google === null
  )
    return null;
  const totals = Object.fromEntries(
    METRICS.map((metric) => [metric, valid.reduce((sum, point) => sum + point[metric], 0)]),
  ) as StatisticsTotals;
  return {
    locationId: typeof value.locationId === 'string' ? value.locationId : null,
    from: value.from,
    to: value.to,
    points: valid,
    totals,
    previous: { from: previous.from, to: previous.to, totals: previousTotals },
    google,
  };
}

/** Why a period is refused: 'order' (start after end), 'length' (over 366 days), 'format'; null when fine. */
export function rangeProblem(from: string, to: string): 'order' | 'length' | 'format' | null {
  if (checkDay(from, true) !== null || checkDay(to, true) !== null) return 'format';
  if (checkDayOrder(from, to) !== null) return 'order';
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return days > MAX_RANGE_DAYS ? 'length' : null;
}
