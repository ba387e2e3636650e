import { changePercent, periodDays } from '@agency/core/statistics';
import { formatDay } from '../format';
import { useText } from '../use-text';
import { METRICS, type StatisticsSeries } from './statistics-data';

/** Each measure's total in the chosen period, in the period of as many days before it, and the change in per cent. */
export function StatisticsComparison({ series }: { readonly series: StatisticsSeries }) {
  const { t, intl } = useText();
  const { previous } = series;
  return (
    <div className="pin-table statistics-comparison">
      <table>
        <caption>
          {t('stats.comparison', {
            days: periodDays(series.from, series.to),
            from: formatDay(intl, previous.from),
            to: formatDay(intl, previous.to),
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.metric')}</th>
            <th scope="col">{t('stats.current')}</th>
            <th scope="col">{t('stats.previous')}</th>
            <th scope="col">{t('stats.change')}</th>
          </tr>
        </thead>
        <tbody>
          {METRICS.map((metric) => {
            const change = changePercent(series.totals[metric], previous.totals[metric]);
            return (
              <tr key={metric}>
                <th scope="row">{t(`stats.${metric}`)}</th>
                <td>{intl.formatNumber(series.totals[metric])}</td>
                <td>{intl.formatNumber(previous.totals[metric])}</td>
                <td>
                  {change === null
                    ? t('stats.changeNone')
                    : intl.formatNumber(change / 100, {
                        style: 'percent',
                        signDisplay: 'exceptZero',
                        maximumFractionDigits: 1,
                      })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
