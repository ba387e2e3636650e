import type { ReactNode } from 'react';

/** A column of a `DataTable`: its header text, its cell, and how it sorts when it does. */
export interface DataColumn<T> {
  readonly key: string;
  readonly label: string;
  readonly cell: (row: T) => ReactNode;
  /** A sortable column: its current order, the button's title and the sort it asks for. */
  readonly sort?: {
    readonly order: 'ascending' | 'descending' | 'none';
    readonly title: string;
    readonly onSort: () => void;
  };
}

/** Row selection of a `DataTable` (bulk actions): the chosen keys and the labels of the checkboxes. */
export interface DataSelection<T> {
  readonly selected: ReadonlySet<string>;
  readonly allLabel: string;
  readonly rowLabel: (row: T) => string;
  readonly onSelect: (keys: readonly string[], chosen: boolean) => void;
}

/** Props of `DataTable`: the rows and their columns, and what each area adds around them. */
export interface DataTableProps<T> {
  readonly caption: string;
  /** The caption is seen (a table among others under one heading), not only read out. */
  readonly captionVisible?: boolean;
  readonly columns: readonly DataColumn<T>[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string;
  /** The first column heads its row (th scope=row). */
  readonly rowHeaders?: boolean;
  readonly selection?: DataSelection<T> | null;
  /** The header of the actions column and a row's actions; none when absent. */
  readonly actions?: { readonly label: string; readonly cell: (row: T) => ReactNode } | null;
  readonly busy?: boolean;
  /** The classes of the wrapper, the table, the selection cells and the actions cells. */
  readonly classes: {
    readonly wrap: string;
    readonly table?: string;
    readonly check?: string;
    readonly actions?: string;
    readonly sort?: string;
  };
}

const ARROWS = { ascending: ' ↑', descending: ' ↓', none: ' ↕' } as const;

/** The one list table of account and admin: sortable headers, row selection, cells labelled for narrow screens, row actions. */
export function DataTable<T>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  rowHeaders = false,
  selection = null,
  actions = null,
  busy,
  classes,
}: DataTableProps<T>) {
  const allChosen = rows.length > 0 && rows.every((row) => selection?.selected.has(rowKey(row)));
  return (
    <div className={classes.wrap}>
      <table className={classes.table} aria-busy={busy}>
        <caption className={captionVisible ? undefined : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {selection === null ? null : (
              <th scope="col" className={classes.check}>
                <input
                  type="checkbox"
                  aria-label={selection.allLabel}
                  checked={allChosen}
                  onChange={(event) => selection.onSelect(rows.map(rowKey), event.target.checked)}
                />
              </th>
            )}
            {columns.map((column) => (
              <th key={column.key} scope="col" aria-sort={column.sort?.order}>
                {column.sort === undefined ? (
                  column.label
                ) : (
                  <button
                    type="button"
                    className={classes.sort}
                    title={column.sort.title}
                    onClick={column.sort.onSort}
                  >
                    {column.label}
                    <span aria-hidden="true">{ARROWS[column.sort.order]}</span>
                  </button>
                )}
              </th>
            ))}
            {actions === null ? null : <th scope="col">{actions.label}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <tr key={key}>
                {selection === null ? null : (
                  <td className={classes.check}>
                    <input
                      type="checkbox"
                      aria-label={selection.rowLabel(row)}
                      checked={selection.selected.has(key)}
                      onChange={(event) => selection.onSelect([key], event.target.checked)}
                    />
                  </td>
                )}
                {columns.map((column, index) =>
                  rowHeaders && index === 0 ? (
                    <th key={column.key} scope="row" data-label={column.label}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} data-label={column.label}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
                {actions === null ? null : <td className={classes.actions}>{actions.cell(row)}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
