import { stringifyQuery } from '@agency/core';
import { type FormEvent, useId, useState } from 'react';
import { readObject } from '../page-data';
import { useAccountPage } from '../use-account-page';
import { useText } from '../use-text';
import { MetricChart } from './MetricChart';
import { PeriodFields } from './PeriodFields';
import { StatisticsComparison } from './StatisticsComparison';
import { StatisticsConnectPrompt } from './StatisticsConnectPrompt';
import { StatisticsCsvLink } from './StatisticsCsvLink';
import { StatisticsTable } from './StatisticsTable';
import { MAX_RANGE_DAYS, METRICS, rangeProblem, readSeries } from './statistics-data';
import { useLocationChoices, useSeries } from './use-series';

/**
 * Statistics per location and overall, from Google Business Profile: a period and location form kept
 * in the URL (from, to, locationId), each measure's total against the period before (change in %),
 * a CSV of what is shown, a chart per measure and the same numbers as a table. While no location is
 * linked to Google, how to connect instead of zeros.
 */
export function StatisticsScreen() {
  const { t } = useText();
  const id = useId();
  const { page, match, can, navigate } = useAccountPage();
  const fromPage = readSeries(readObject(page, 'statistics'));
  const locationId = match.query.locationId || null;
  const from = match.query.from || fromPage?.from || '';
  const to = match.query.to || fromPage?.to || '';
  const shown = useSeries(fromPage, locationId, from, to);
  const choices = useLocationChoices(can('Locations/list'));
  const [problem, setProblem] = useState<'order' | 'length' | 'format' | null>(null);
  const unlinked = shown.state === 'done' && shown.series.google.linkedLocations === 0;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = {
      from: String(data.get('from') ?? ''),
      to: String(data.get('to') ?? ''),
      locationId: String(data.get('locationId') ?? ''),
    };
    const found = rangeProblem(next.from, next.to);
    setProblem(found);
    if (found !== null) return;
    const query = stringifyQuery(
      Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')),
    );
    navigate(`${match.path}?${query}`);
  };

  return (
    <section className="account-screen">
      <h1>{t('stats.title')}</h1>
      {unlinked ? null : (
        <form
          className="statistics-range"
          onSubmit={apply}
          noValidate
          aria-label={t('stats.range')}
        >
          <PeriodFields
            id={id}
            from={from}
            to={to}
            locationId={locationId ?? ''}
            choices={choices}
            problemId={problem === null ? null : `${id}-problem`}
          />
          <button type="submit" className="button button--primary">
            {t('stats.apply')}
          </button>
          {problem === null ? null : (
            <p id={`${id}-problem`} className="field__message" role="alert">
              {problem === 'length'
                ? t('stats.rangeLength', { days: MAX_RANGE_DAYS })
                : problem === 'order'
                  ? t('stats.rangeOrder')
                  : t('problem.format')}
            </p>
          )}
        </form>
      )}
      {shown.state === 'loading' ? (
        <p role="status" className="account-state">
          {t('stats.loading')}
        </p>
      ) : shown.state === 'error' ? (
        <p role="alert" className="account-state account-state--error">
          {t('stats.error')}
        </p>
      ) : unlinked ? (
        <StatisticsConnectPrompt
          google={shown.series.google}
          canConnect={can('Google/connectStart')}
        />
      ) : shown.series.points.length === 0 ? (
        <p className="account-state">{t('stats.empty')}</p>
      ) : (
        <>
          <p className="account-state">{t('stats.source')}</p>
          <StatisticsComparison series={shown.series} />
          <p>
            <StatisticsCsvLink series={shown.series} />
          </p>
          <div className="statistics-charts">
            {METRICS.map((metric) => (
              <MetricChart
                key={metric}
                metric={metric}
                label={t(`stats.${metric}`)}
                points={shown.series.points}
              />
            ))}
          </div>
          <StatisticsTable points={shown.series.points} />
        </>
      )}
    </section>
  );
}
