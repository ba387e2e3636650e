import { useCallback, useId } from 'react';
import { useLoad } from '../../../components/use-load';
import { useApi } from '../../../provider/hooks';
import { useAdminText } from '../i18n/admin-intl';
import { ListError, ListLoading } from '../list/ListStatus';
import { useFormatDate } from '../list/use-format-date';

/** The overview's failed deliveries (Deliveries/failed): the messages the outbox gave up on, newest first. */
export function FailedDeliveries() {
  const { t } = useAdminText();
  const api = useApi();
  const formatDate = useFormatDate();
  const headingId = useId();
  const { state, retry } = useLoad(
    useCallback(() => api.call('Deliveries/failed', {}).then(({ data }) => data), [api]),
  );
  return (
    <section className="admin-deliveries" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('deliveries.title')}</h2>
      {state.status === 'loading' ? <ListLoading /> : null}
      {state.status === 'error' ? <ListError onRetry={retry} /> : null}
      {state.status === 'ready' && state.value.items.length === 0 ? (
        <p className="admin-status">{t('deliveries.none')}</p>
      ) : null}
      {state.status === 'ready' && state.value.items.length > 0 ? (
        <>
          <p className="admin-status" role="status">
            {t('deliveries.count', { count: state.value.total })}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('deliveries.when')}</th>
                  <th scope="col">{t('deliveries.message')}</th>
                  <th scope="col">{t('deliveries.to')}</th>
                  <th scope="col">{t('deliveries.attempts')}</th>
                  <th scope="col">{t('deliveries.error')}</th>
                </tr>
              </thead>
              <tbody>
                {state.value.items.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <time dateTime={item.failedAt}>{formatDate(item.failedAt)}</time>
                    </td>
                    <td>
                      {t(`deliveries.kind.${item.kind}`)} ({t(`deliveries.channel.${item.channel}`)}
                      )
                    </td>
                    <td>{item.to}</td>
                    <td>{item.attempts}</td>
                    <td>{item.error}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
