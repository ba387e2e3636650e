import type { Query } from '@agency/core';
import type { AdminListQuery } from '@agency/core/admin';
import { Link } from '../../../components/Link';
import { dataColumns } from '../../../components/lists/column-description';
import { DataTable } from '../../../components/lists/DataTable';
import { useAdminText } from '../i18n/admin-intl';
import type { AdminRecord, ResourceDescription } from '../resources/resource';
import { useFormatDate } from './use-format-date';

/** Props of `ResourceTable`: the records of the page, the sort, the selection and row actions. */
export interface ResourceTableProps {
  readonly resource: ResourceDescription;
  readonly records: readonly AdminRecord[];
  readonly query: AdminListQuery;
  readonly onSort: (key: string) => void;
  readonly selected: ReadonlySet<string>;
  /** Row selection for bulk delete; null when the admin may not delete. */
  readonly onSelect: ((ids: readonly string[], chosen: boolean) => void) | null;
  readonly onEdit: ((record: AdminRecord) => void) | null;
  readonly onDelete: ((record: AdminRecord) => void) | null;
  /** The resource's own call on the rows it applies to (a won lead's "Invite to an account"), when offered. */
  readonly recordCall?: {
    readonly label: string;
    readonly busy: boolean;
    readonly applies: (record: AdminRecord) => boolean;
    readonly run: (record: AdminRecord) => void;
  } | null;
  /** The resource's own row action (a suspected spam's "Not spam"), when offered. */
  readonly rowAction?: {
    readonly label: string;
    readonly busy: boolean;
    readonly run: (record: AdminRecord) => void;
  } | null;
  /** The resource's link from each row to another screen, when the page permits it. */
  readonly rowLink?: {
    readonly label: string;
    readonly to: (record: AdminRecord) => { readonly path: string; readonly query: Query };
  } | null;
}

/** The list's table: sortable column headers, row selection, and edit/delete per row. */
export function ResourceTable({
  resource,
  records,
  query,
  onSort,
  selected,
  onSelect,
  onEdit,
  onDelete,
  rowAction = null,
  rowLink = null,
  recordCall = null,
}: ResourceTableProps) {
  const { t } = useAdminText();
  const formatDate = useFormatDate();
  const columns = dataColumns(
    resource.columns,
    t,
    { t, formatDate },
    {
      current: query.sort,
      title: (column) => t('list.sortBy', { column }),
      onSort,
    },
  );
  return (
    <DataTable
      caption={t(resource.title)}
      columns={columns}
      rows={records}
      rowKey={(record) => record.id}
      selection={
        onSelect === null
          ? null
          : {
              selected,
              allLabel: t('list.selectAll'),
              rowLabel: (record) => t('list.selectRow', { name: resource.label(record) }),
              onSelect,
            }
      }
      actions={
        onEdit === null &&
        onDelete === null &&
        rowAction === null &&
        rowLink === null &&
        recordCall === null
          ? null
          : {
              label: t('list.actions'),
              cell: (record) => {
                const name = resource.label(record);
                return (
                  <>
                    {rowLink === null ? null : (
                      <Link
                        to={rowLink.to(record)}
                        keep={Object.keys(rowLink.to(record).query)}
                        className="button button--small"
                        aria-label={`${rowLink.label}: ${name}`}
                      >
                        {rowLink.label}
                      </Link>
                    )}
                    {rowAction === null ? null : (
                      <button
                        type="button"
                        className="button button--small button--primary"
                        aria-label={`${rowAction.label}: ${name}`}
                        disabled={rowAction.busy}
                        onClick={() => rowAction.run(record)}
                      >
                        {rowAction.label}
                      </button>
                    )}
                    {recordCall === null || !recordCall.applies(record) ? null : (
                      <button
                        type="button"
                        className="button button--small button--primary"
                        aria-label={`${recordCall.label}: ${name}`}
                        disabled={recordCall.busy}
                        onClick={() => recordCall.run(record)}
                      >
                        {recordCall.label}
                      </button>
                    )}
                    {onEdit === null ? null : (
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={`${t('list.edit')}: ${name}`}
                        onClick={() => onEdit(record)}
                      >
                        {t('list.edit')}
                      </button>
                    )}
                    {onDelete === null ? null : (
                      <button
                        type="button"
                        className="button button--small button--danger"
                        aria-label={`${t('list.delete')}: ${name}`}
                        onClick={() => onDelete(record)}
                      >
                        {t('list.delete')}
                      </button>
                    )}
                  </>
                );
              },
            }
      }
      classes={{
        wrap: 'admin-table-wrap',
        table: 'admin-table',
        check: 'admin-table__check',
        actions: 'admin-table__actions',
        sort: 'admin-table__sort',
      }}
    />
  );
}
