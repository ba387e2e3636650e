import { useId } from 'react';
import { formatDay } from '../format';
import { useText } from '../use-text';
import { CHART_FRAME as F, niceMax, tickIndexes, xAt, yAt } from './chart-geometry';
import type { Metric, StatisticsPoint } from './statistics-data';

// Bars read well up to about a month of days; longer periods are drawn as a line.
const MAX_BARS = 31;

/**
 * A small SVG chart of one measure per day, rendered on the server: value axis with 0, half and
 * top, day labels at the ends and between, bars (a line for long periods). Its accessible name
 * says the total and the highest day, so nothing needs hovering.
 */
export function MetricChart({
  metric,
  label,
  points,
}: {
  readonly metric: Metric;
  readonly label: string;
  readonly points: readonly StatisticsPoint[];
}) {
  const { t, intl } = useText();
  const titleId = useId();
  const values = points.map((point) => point[metric]);
  const total = values.reduce((sum, value) => sum + value, 0);
  const max = Math.max(0, ...values);
  const maxPoint = points[values.indexOf(max)];
  const top = niceMax(max);
  const count = points.length;
  const bars = count <= MAX_BARS;
  const barWidth = Math.max(2, ((F.width - F.left - F.right) / Math.max(count, 1)) * 0.7);
  const description = t('stats.chart', {
    metric: label,
    from: points[0] ? formatDay(intl, points[0].day) : '',
    to: points[count - 1] ? formatDay(intl, points[count - 1]?.day ?? '') : '',
    total: intl.formatNumber(total),
    max: intl.formatNumber(max),
    maxDay: maxPoint ? formatDay(intl, maxPoint.day) : '',
  });
  return (
    <figure className="metric-chart">
      <figcaption>
        <span className="metric-chart__label">{label}</span>{' '}
        <span className="metric-chart__total">
          {t('stats.total', { total: intl.formatNumber(total) })}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${F.width} ${F.height}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{description}</title>
        {[0, top / 2, top].map((tick) => (
          <g key={tick} className="metric-chart__grid">
            <line x1={F.left} x2={F.width - F.right} y1={yAt(tick, top)} y2={yAt(tick, top)} />
            <text x={F.left - 6} y={yAt(tick, top) + 4} textAnchor="end">
              {intl.formatNumber(tick)}
            </text>
          </g>
        ))}
        {bars ? (
          points.map((point, index) => (
            <rect
              key={point.day}
              className="metric-chart__bar"
              x={xAt(index, count) - barWidth / 2}
              y={yAt(point[metric], top)}
              width={barWidth}
              height={yAt(0, top) - yAt(point[metric], top)}
            />
          ))
        ) : (
          <polyline
            className="metric-chart__line"
            points={points
              .map((point, index) => `${xAt(index, count)},${yAt(point[metric], top)}`)
              .join(' ')}
          />
        )}
        {tickIndexes(count, 5).map((index) => {
          const point = points[index];
          if (point === undefined) return null;
          return (
            <text
              key={point.day}
              className="metric-chart__day"
              x={xAt(index, count)}
              y={F.height - 8}
              textAnchor="middle"
            >
              {intl.formatDate(new Date(`${point.day}T00:00:00Z`), {
                day: 'numeric',
                month: 'short',
                timeZone: 'UTC',
              })}
            </text>
          );
        })}
      </svg>
    </figure>
  );
}
