import { STATISTICS_METRICS, statisticsCsv } from '@agency/core/statistics';
import { useText } from '../use-text';
import type { StatisticsSeries } from './statistics-data';

/**
 * "Download as CSV" of the series shown (its days and every measure, headed in the page's language),
 * as a link holding the file, so it works without JavaScript. The byte order mark lets spreadsheets
 * read Cyrillic headers as UTF-8.
 */
export function StatisticsCsvLink({ series }: { readonly series: StatisticsSeries }) {
  const { t } = useText();
  const labels = {
    day: t('stats.day'),
    ...Object.fromEntries(STATISTICS_METRICS.map((metric) => [metric, t(`stats.${metric}`)])),
  } as Parameters<typeof statisticsCsv>[1];
  const csv = `\ufeff${statisticsCsv(series.points, labels)}`;
  return (
    <a
      className="button"
      download={`statistics-${series.from}-${series.to}.csv`}
      href={`data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`}
    >
      {t('stats.csv')}
    </a>
  );
}
