// @agency/core/statistics: the statistics screen's rules (its metrics, the period compared with, the
// change in per cent, the CSV). An entry of its own so that only the statistics screen's bundle loads them.

export type { StatisticsMetric, StatisticsRow } from '../statistics-period';
export {
  changePercent,
  IMPRESSION_METRICS,
  periodDays,
  previousPeriod,
  STATISTICS_METRICS,
  shiftDay,
  statisticsCsv,
} from '../statistics-period';
