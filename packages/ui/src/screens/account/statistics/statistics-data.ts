import type { components } from '@agency/contracts';
import { checkDay, checkDayOrder } from '@agency/core/forms';

/** The daily measures the statistics screen draws, in the contract's names. */
export const METRICS = ['views', 'calls', 'websiteClicks', 'directions'] as const;

/** A measure of the statistics. */
export type Metric = (typeof METRICS)[number];

type Series = components['schemas']['StatisticsSeries'];

/** One day of statistics: the contract's StatisticsPoint, with the measures the screen draws. */
export type StatisticsPoint = Readonly<
  Pick<components['schemas']['StatisticsPoint'], 'day' | Metric>
>;

/** A statistics series: the contract's StatisticsSeries, with the measures the screen draws. */
export type StatisticsSeries = Readonly<Pick<Series, 'locationId' | 'from' | 'to'>> & {
  readonly points: readonly StatisticsPoint[];
  readonly totals: Readonly<Pick<Series['totals'], Metric>>;
};

/** The longest period a series covers (the contract's limit), in days. */
export const MAX_RANGE_DAYS = 366;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function readPoint(value: unknown): StatisticsPoint | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.day !== 'string' || !METRICS.every((metric) => isCount(record[metric])))
    return null;
  return {
    day: record.day,
    views: record.views as number,
    calls: record.calls as number,
    websiteClicks: record.websiteClicks as number,
    directions: record.directions as number,
  };
}

/** A statistics series from a page load or a Statistics/series answer; null when malformed. */
export function readSeries(value: unknown): StatisticsSeries | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.from !== 'string' || typeof record.to !== 'string') return null;
  if (!Array.isArray(record.points)) return null;
  const points = record.points.map(readPoint);
  if (points.some((point) => point === null)) return null;
  const valid = points as StatisticsPoint[];
  const totals = Object.fromEntries(
    METRICS.map((metric) => [metric, valid.reduce((sum, point) => sum + point[metric], 0)]),
  ) as Record<Metric, number>;
  return {
    locationId: typeof record.locationId === 'string' ? record.locationId : null,
    from: record.from,
    to: record.to,
    points: valid,
    totals,
  };
}

/** Why a period is refused: 'order' (start after end), 'length' (over 366 days), 'format'; null when fine. */
export function rangeProblem(from: string, to: string): 'order' | 'length' | 'format' | null {
  if (checkDay(from, true) !== null || checkDay(to, true) !== null) return 'format';
  if (checkDayOrder(from, to) !== null) return 'order';
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return days > MAX_RANGE_DAYS ? 'length' : null;
}
