import type { ReactNode } from 'react';
import type { DataColumn } from './DataTable';

/**
 * One column of a list, in the account's and the back office's one vocabulary: `K` is the area's
 * catalog key, `F` what the area's cells format with, `C` what a cell is (the back office's are
 * text, as its CSV export takes them).
 */
export interface ColumnDescription<R, K extends string, F, C extends ReactNode = ReactNode> {
  readonly key: string;
  readonly label: K;
  /** The list's sort key for this column, when its header sorts. */
  readonly sort?: string;
  // Methods: a column of a kind's own record serves where a list's records are drawn (bivariant).
  cell(record: R, format: F): C;
  /** The CSV cell (default: the cell as text). */
  csv?(record: R): string;
}

/** How a list's headers sort: its current sort key (a leading - descending), the header's title and the move. */
export interface ColumnSorting {
  readonly current: string | null;
  readonly title: (label: string) => string;
  readonly onSort: (key: string) => void;
}

function order(current: string | null, key: string) {
  if (current === key) return 'ascending' as const;
  if (current === `-${key}`) return 'descending' as const;
  return 'none' as const;
}

/** The `DataTable` columns of a list's column descriptions, labelled and formatted in the area's words. */
export function dataColumns<R, K extends string, F, C extends ReactNode>(
  columns: readonly ColumnDescription<R, K, F, C>[],
  t: (key: K) => string,
  format: F,
  sorting?: ColumnSorting,
): DataColumn<R>[] {
  return columns.map((column) => {
    const label = t(column.label);
    const { sort } = column;
    return {
      key: column.key,
      label,
      cell: (record: R) => column.cell(record, format),
      ...(sort === undefined || sorting === undefined
        ? {}
        : {
            sort: {
              order: order(sorting.current, sort),
              title: sorting.title(label),
              onSort: () => sorting.onSort(sort),
            },
          }),
    };
  });
}
