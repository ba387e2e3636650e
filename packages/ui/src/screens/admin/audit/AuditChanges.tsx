import { useAdminText } from '../i18n/admin-intl';
import { auditDiff } from './audit-diff';

/** The before/after diff of one audit entry, folded under "Show changes". */
export function AuditChanges({
  before,
  after,
}: {
  readonly before: unknown;
  readonly after: unknown;
}) {
  const { t } = useAdminText();
  const rows = auditDiff(before, after);
  const status = before === null ? t('audit.created') : after === null ? t('audit.deleted') : null;
  return (
    <details className="admin-audit__changes">
      <summary>
        {t('audit.show')}
        {status === null ? '' : ` (${status})`}
      </summary>
      {rows.length === 0 ? (
        <p>{t('audit.noChanges')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-diff">
            <caption className="visually-hidden">{t('audit.changes')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.field')}</th>
                <th scope="col">{t('audit.before')}</th>
                <th scope="col">{t('audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.field}>
                  <th scope="row">{row.field}</th>
                  <td className="admin-diff__before">{row.before ?? '—'}</td>
                  <td className="admin-diff__after">{row.after ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
