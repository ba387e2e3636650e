import { useAdminText } from '../i18n/admin-intl';

/** "Loading…" announced politely while a list loads. */
export function ListLoading() {
  const { t } = useAdminText();
  return (
    <p className="admin-status" role="status">
      {t('list.loading')}
    </p>
  );
}

/** The error state of a list, with a retry. */
export function ListError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useAdminText();
  return (
    <div className="admin-status admin-status--error" role="alert">
      <p>{t('list.error')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('list.retry')}
      </button>
    </div>
  );
}

/** The empty state of a list: nothing yet, or nothing for the filter. */
export function ListEmpty({ filter }: { readonly filter: string }) {
  const { t } = useAdminText();
  return (
    <p className="admin-status">
      {filter === '' ? t('list.empty') : t('list.emptyFiltered', { filter })}
    </p>
  );
}
