import { useId, useState } from 'react';
import { formatDay } from '../format';
import { useText } from '../use-text';
import { METRICS, type StatisticsPoint } from './statistics-data';

/**
 * The statistics as a table, one row per day: always in the document for screen readers, shown on
 * screen when the person asks for it.
 */
export function StatisticsTable({ points }: { readonly points: readonly StatisticsPoint[] }) {
  const { t, intl } = useText();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="statistics-table">
      <button
        type="button"
        className="button"
        aria-controls={id}
        aria-expanded={shown}
        onClick={() => setShown(!shown)}
      >
        {t(shown ? 'stats.hideTable' : 'stats.showTable')}
      </button>
      <div id={id} className={shown ? 'pin-table' : 'visually-hidden'}>
        <table>
          <caption>{t('stats.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stats.day')}</th>
              {METRICS.map((metric) => (
                <th key={metric} scope="col">
                  {t(`stats.${metric}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.day}>
                <th scope="row">{formatDay(intl, point.day)}</th>
                {METRICS.map((metric) => (
                  <td key={metric}>{intl.formatNumber(point[metric])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
