import { routePath } from '@agency/core';
import { useEffect, useState } from 'react';
import { Link } from '../../components/Link';
import { useApi } from '../../provider/hooks';
import { useLang } from '../../provider/use-lang';
import { formatInstant } from './format';
import { KIND_CONTROLLERS, KIND_ROUTES } from './kind-routes';
import { PIN_KIND_NAMES, type PinKindName, readListPage, readSummary } from './page-data';
import { type RecentPin, recentActivity } from './recent-activity';
import { SummaryCards } from './SummaryCards';
import { useAccountPage } from './use-account-page';
import { useText } from './use-text';

const RECENT_LIMIT = 8;

type Recent =
  | { readonly state: 'loading' }
  | { readonly state: 'error' }
  | { readonly state: 'done'; readonly pins: readonly RecentPin[] };

/** Loads the latest changed pins of the given kinds (each kind's list sorted by last update). */
function useRecentActivity(kinds: readonly PinKindName[] | null): Recent {
  const api = useApi();
  const lang = useLang();
  const [recent, setRecent] = useState<Recent>({ state: 'loading' });
  const wanted = kinds?.join(',') ?? '';
  useEffect(() => {
    let current = true;
    Promise.all(
      (wanted === '' ? [] : (wanted.split(',') as PinKindName[])).map(async (kind) => {
        const { data } = await api.call(`${KIND_CONTROLLERS[kind]}/list`, {
          lang,
          sort: '-updatedAt',
        });
        const page = readListPage(data);
        if (page === null) throw new Error(`malformed ${kind} list`);
        return { kind, items: page.items };
      }),
    ).then(
      (lists) => current && setRecent({ state: 'done', pins: recentActivity(lists, RECENT_LIMIT) }),
      () => current && setRecent({ state: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [api, lang, wanted]);
  return recent;
}

/** The pins overview: counts per kind and the latest changes across kinds. */
export function PinsOverviewScreen() {
  const { t, intl } = useText();
  const lang = useLang();
  const { page } = useAccountPage();
  const summary = readSummary(page);
  // Only the kinds the summary counts: the others' lists are not the caller's to read.
  const recent = useRecentActivity(
    summary === null ? null : PIN_KIND_NAMES.filter((kind) => summary[kind] !== undefined),
  );
  return (
    <section className="account-screen">
      <h1>{t('pins.title')}</h1>
      <p className="account-screen__lead">{t('pins.lead')}</p>
      {summary === null ? (
        <p role="alert" className="account-state account-state--error">
          {t('index.noSummary')}
        </p>
      ) : (
        <SummaryCards summary={summary} archived={false} />
      )}
      <h2>{t('pins.recent')}</h2>
      {recent.state === 'loading' ? (
        <p role="status" className="account-state">
          {t('pins.recentLoading')}
        </p>
      ) : recent.state === 'error' ? (
        <p role="alert" className="account-state account-state--error">
          {t('pins.recentError')}
        </p>
      ) : recent.pins.length === 0 ? (
        <p className="account-state">{t('pins.recentEmpty')}</p>
      ) : (
        <ul className="account-recent">
          {recent.pins.map(({ kind, item }) => (
            <li key={`${kind}-${item.id}`}>
              <Link to={routePath(KIND_ROUTES[kind], lang)}>{item.name}</Link>
              <span className="account-recent__meta">
                {t(`kind.${kind}`)} ·{' '}
                {t('pins.updated', {
                  date: formatInstant(intl, item.updatedAt),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
