import type { AdminListQuery } from '@agency/core/admin';
import { useAdminText } from '../i18n/admin-intl';
import type { AdminRecord, ResourceColumn, ResourceDescription } from '../resources/resource';
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
}

function ariaSort(query: AdminListQuery, column: ResourceColumn) {
  if (column.sort === undefined) return undefined;
  if (query.sort === column.sort) return 'ascending' as const;
  if (query.sort === `-${column.sort}`) return 'descending' as const;
  return 'none' as const;
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
}: ResourceTableProps) {
  const { t } = useAdminText();
  const formatDate = useFormatDate();
  const allChosen = records.length > 0 && records.every((record) => selected.has(record.id));
  const actions = onEdit !== null || onDelete !== null;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{t(resource.title)}</caption>
        <thead>
          <tr>
            {onSelect === null ? null : (
              <th scope="col" className="admin-table__check">
                <input
                  type="checkbox"
                  aria-label={t('list.selectAll')}
                  checked={allChosen}
                  onChange={(event) =>
                    onSelect(
                      records.map((record) => record.id),
                      event.target.checked,
                    )
                  }
                />
              </th>
            )}
            {resource.columns.map((column) => (
              <th key={column.key} scope="col" aria-sort={ariaSort(query, column)}>
                {column.sort === undefined ? (
                  t(column.label)
                ) : (
                  <button
                    type="button"
                    className="admin-table__sort"
                    title={t('list.sortBy', { column: t(column.label) })}
                    onClick={() => onSort(column.sort as string)}
                  >
                    {t(column.label)}
                    <span aria-hidden="true">
                      {query.sort === column.sort
                        ? ' ↑'
                        : query.sort === `-${column.sort}`
                          ? ' ↓'
                          : ' ↕'}
                    </span>
                  </button>
                )}
              </th>
            ))}
            {actions ? <th scope="col">{t('list.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {records.map((record) => {
            const name = resource.label(record);
            return (
              <tr key={record.id}>
                {onSelect === null ? null : (
                  <td className="admin-table__check">
                    <input
                      type="checkbox"
                      aria-label={t('list.selectRow', { name })}
                      checked={selected.has(record.id)}
                      onChange={(event) => onSelect([record.id], event.target.checked)}
                    />
                  </td>
                )}
                {resource.columns.map((column) => (
                  <td key={column.key} data-label={t(column.label)}>
                    {column.text(record, t, formatDate)}
                  </td>
                ))}
                {actions ? (
                  <td className="admin-table__actions">
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
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
