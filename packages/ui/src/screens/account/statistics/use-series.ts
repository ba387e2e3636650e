import { useEffect, useState } from 'react';
import { useApi } from '../../../provider/hooks';
import { useLang } from '../../../provider/use-lang';
import { readSeries, type StatisticsSeries } from './statistics-data';

/** A series being shown: from the page load, or loading / failed / loaded for one location. */
export type SeriesState =
  | { readonly state: 'loading' }
  | { readonly state: 'error' }
  | { readonly state: 'done'; readonly series: StatisticsSeries };

/**
 * The series to draw: the page load's (all locations) when no location is chosen, else
 * Statistics/series for that location and period, called from the browser.
 */
export function useSeries(
  fromPage: StatisticsSeries | null,
  locationId: string | null,
  from: string,
  to: string,
): SeriesState {
  const api = useApi();
  const lang = useLang();
  const [loaded, setLoaded] = useState<SeriesState>({ state: 'loading' });
  useEffect(() => {
    if (locationId === null) return;
    let current = true;
    setLoaded({ state: 'loading' });
    api.call('Statistics/series', { lang, locationId, from, to }).then(
      ({ data }) => {
        const series = readSeries(data);
        if (current) setLoaded(series === null ? { state: 'error' } : { state: 'done', series });
      },
      () => current && setLoaded({ state: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [api, lang, locationId, from, to]);
  if (locationId !== null) return loaded;
  return fromPage === null ? { state: 'error' } : { state: 'done', series: fromPage };
}

/** A location a filter offers: its id and name. */
export interface LocationChoice {
  readonly id: string;
  readonly name: string;
}

/** The account's locations (first page) for choosing one; empty until loaded or when not permitted. */
export function useLocationChoices(allowed: boolean): readonly LocationChoice[] {
  const api = useApi();
  const lang = useLang();
  const [choices, setChoices] = useState<readonly LocationChoice[]>([]);
  useEffect(() => {
    if (!allowed) return;
    let current = true;
    api.call('Locations/list', { lang, sort: 'name' }).then(
      ({ data }) => {
        if (current) setChoices(data.items.map(({ id, name }) => ({ id, name })));
      },
      () => {
        // Without the list the choice stays "all locations"; the charts still work.
      },
    );
    return () => {
      current = false;
    };
  }, [api, lang, allowed]);
  return choices;
}
