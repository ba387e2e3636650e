import { useCallback } from 'react';
import { DataTable } from '../../../components/lists/DataTable';
import { useLoad } from '../../../components/use-load';
import { useApi } from '../../../provider/hooks';
import { useAdminText } from '../i18n/admin-intl';
import { ListError, ListLoading } from '../list/ListStatus';
import { useFormatDate } from '../list/use-format-date';
import { GOOGLE_PROBLEMS_ID } from '../screens/HomeCounts';
import { ownerText } from './AgencyListings';
import { readSyncProblems } from './agency-google-data';

const TABLE_CLASSES = { wrap: 'admin-table-wrap', table: 'admin-table' } as const;

/**
 * What needs attention across customers (GoogleSync/problems): the connections Google no longer
 * accepts (a customer's, or the agency's) and the locations whose last change Google refused,
 * with why.
 */
export function GoogleSyncProblems() {
  const { t } = useAdminText();
  const api = useApi();
  const formatDate = useFormatDate();
  const { state, retry } = useLoad(
    useCallback(
      () => api.call('GoogleSync/problems', {}).then(({ data }) => readSyncProblems(data)),
      [api],
    ),
  );
  const owner = (value: Parameters<typeof ownerText>[0] | null) =>
    value === null ? t('google.theAgency') : ownerText(value);
  const since = (entry: { readonly since: string }) => (
    <time dateTime={entry.since}>{formatDate(entry.since)}</time>
  );
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
        <DataTable
          caption={t('google.problems.connections')}
          captionVisible
          classes={TABLE_CLASSES}
          rows={state.value.connections}
          rowKey={(entry) => `${entry.owner?.id ?? 'agency'}-${entry.since}`}
          columns={[
            { key: 'customer', label: t('google.customer'), cell: (entry) => owner(entry.owner) },
            {
              key: 'account',
              label: t('google.account'),
              cell: (entry) => entry.email ?? t('google.accountUnknown'),
            },
            { key: 'since', label: t('google.since'), cell: since },
          ]}
        />
      ) : null}
      {state.status === 'ready' && state.value.locations.length > 0 ? (
        <DataTable
          caption={t('google.problems.locations')}
          captionVisible
          classes={TABLE_CLASSES}
          rows={state.value.locations}
          rowKey={(entry) => entry.pinId}
          rowHeaders
          columns={[
            { key: 'location', label: t('google.location'), cell: (entry) => entry.pinName },
            { key: 'customer', label: t('google.customer'), cell: (entry) => owner(entry.owner) },
            {
              key: 'why',
              label: t('google.why'),
              cell: (entry) => entry.message ?? t('google.whyUnknown'),
            },
            { key: 'since', label: t('google.since'), cell: since },
          ]}
        />
      ) : null}
    </div>
  );
}
