import { useCallback, useId } from 'react';
import { useLoad } from '../../../components/use-load';
import { useApi } from '../../../provider/hooks';
import { useAdminText } from '../i18n/admin-intl';
import { ListError, ListLoading } from '../list/ListStatus';
import { useFormatDate } from '../list/use-format-date';
import { GOOGLE_PROBLEMS_ID } from '../screens/HomeCounts';
import { ownerText } from './AgencyListings';
import { readSyncProblems } from './agency-google-data';

/**
 * What needs attention across customers (GoogleSync/problems): the connections Google no longer
 * accepts (a customer's, or the agency's) and the locations whose last change Google refused,
 * with why.
 */
export function GoogleSyncProblems() {
  const { t } = useAdminText();
  const api = useApi();
  const id = useId();
  const formatDate = useFormatDate();
  const { state, retry } = useLoad(
    useCallback(
      () => api.call('GoogleSync/problems', {}).then(({ data }) => readSyncProblems(data)),
      [api],
    ),
  );
  const owner = (value: Parameters<typeof ownerText>[0] | null) =>
    value === null ? t('google.theAgency') : ownerText(value);
  return (
    <div className="admin-google__problems" id={GOOGLE_PROBLEMS_ID}>
      <h3>{t('google.problems')}</h3>
      {state.status === 'loading' ? <ListLoading /> : null}
      {state.status === 'error' ? <ListError onRetry={retry} /> : null}
      {state.status === 'ready' &&
      state.value.connections.length === 0 &&
      state.value.locations.length === 0 ? (
        <p className="admin-status">{t('google.problemsNone')}</p>
      ) : null}
      {state.status === 'ready' && state.value.connections.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-labelledby={`${id}-connections`}>
            <caption id={`${id}-connections`}>{t('google.problems.connections')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('google.customer')}</th>
                <th scope="col">{t('google.account')}</th>
                <th scope="col">{t('google.since')}</th>
              </tr>
            </thead>
            <tbody>
              {state.value.connections.map((entry) => (
                <tr key={`${entry.owner?.id ?? 'agency'}-${entry.since}`}>
                  <td>{owner(entry.owner)}</td>
                  <td>{entry.email ?? t('google.accountUnknown')}</td>
                  <td>
                    <time dateTime={entry.since}>{formatDate(entry.since)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {state.status === 'ready' && state.value.locations.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-labelledby={`${id}-locations`}>
            <caption id={`${id}-locations`}>{t('google.problems.locations')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('google.location')}</th>
                <th scope="col">{t('google.customer')}</th>
                <th scope="col">{t('google.why')}</th>
                <th scope="col">{t('google.since')}</th>
              </tr>
            </thead>
            <tbody>
              {state.value.locations.map((entry) => (
                <tr key={entry.pinId}>
                  <th scope="row">{entry.pinName}</th>
                  <td>{owner(entry.owner)}</td>
                  <td>{entry.message ?? t('google.whyUnknown')}</td>
                  <td>
                    <time dateTime={entry.since}>{formatDate(entry.since)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
