import { filterAdminList } from '@agency/core/admin';
import { useId } from 'react';
import { Pager } from '../../../components/lists/Pager';
import { adminPagerTexts, useAdminText } from '../i18n/admin-intl';
import { FilterForm } from '../list/FilterForm';
import { ListEmpty, ListError, ListLoading } from '../list/ListStatus';
import { useFormatDate } from '../list/use-format-date';
import { useListLocation } from '../list/use-list-location';
import { useResourceList } from '../list/use-resource-list';
import { AuditChanges } from './AuditChanges';

const AUDIT = { route: 'admin', sorts: ['at'] } as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The audit log (Audit/list, newest first): who changed which record (its name and id) and when, with before and after. */
export function AuditLog() {
  const { t } = useAdminText();
  const formatDate = useFormatDate();
  const headingId = useId();
  const { query, go } = useListLocation(AUDIT);
  const { state, reload } = useResourceList('Audit', 'admin', query);
  return (
    <section className="admin-audit" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('audit.title')}</h2>
      <FilterForm filter={query.filter} onFilter={(filter) => go(filterAdminList(query, filter))} />
      {state.status === 'loading' ? <ListLoading /> : null}
      {state.status === 'error' ? <ListError onRetry={reload} /> : null}
      {state.status === 'ready' && state.page.items.length === 0 ? (
        query.filter === '' ? (
          <p className="admin-status">{t('audit.empty')}</p>
        ) : (
          <ListEmpty filter={query.filter} />
        )
      ) : null}
      {state.status === 'ready' && state.page.items.length > 0 ? (
        <>
          <ol className="admin-audit__list">
            {state.page.items.map((entry) => {
              const actor = (entry.actor ?? {}) as Record<string, unknown>;
              return (
                <li key={entry.id} className="admin-audit__entry">
                  <dl className="admin-audit__facts">
                    <div>
                      <dt>{t('audit.when')}</dt>
                      <dd>
                        <time dateTime={text(entry.at)}>{formatDate(text(entry.at))}</time>
                      </dd>
                    </div>
                    <div>
                      <dt>{t('audit.who')}</dt>
                      <dd>{text(actor.email) || t('audit.system')}</dd>
                    </div>
                    <div>
                      <dt>{t('audit.what')}</dt>
                      <dd>{text(entry.action)}</dd>
                    </div>
                    <div>
                      <dt>{t('audit.record')}</dt>
                      <dd>
                        {text(entry.entity)}
                        {text(entry.entityName) === '' ? null : (
                          <>
                            {' '}
                            <strong className="admin-audit__name">{text(entry.entityName)}</strong>
                          </>
                        )}
                        {text(entry.entityId) === '' ? null : (
                          <>
                            {' '}
                            <code className="admin-audit__id">{text(entry.entityId)}</code>
                          </>
                        )}
                      </dd>
                    </div>
                  </dl>
                  <AuditChanges before={entry.before} after={entry.after} />
                </li>
              );
            })}
          </ol>
          <Pager
            p={state.page.p}
            pages={state.page.pages}
            texts={adminPagerTexts(t, state.page.p, state.page.pages)}
            onPage={(p) => go({ ...query, p })}
          />
        </>
      ) : null}
    </section>
  );
}
