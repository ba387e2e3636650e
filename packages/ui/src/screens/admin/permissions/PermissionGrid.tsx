import {
  type PermissionGridGroup,
  pairKey,
  permissionGridGroups,
  screenChoice,
} from '@agency/core/admin';
import { useEffect, useId, useRef } from 'react';
import type { WebOperationData } from '../../../provider/web-api';
import { useAdminText } from '../i18n/admin-intl';
import type { AdminMessageKey } from '../i18n/en';

/** A role's grid as Permissions/grid answers it. */
export type PermissionGridData = WebOperationData<'Permissions/grid'>;

/** One cell of the grid: a pair, whether the role holds it, and why the editor may not change it. */
export type PermissionGridCell = PermissionGridData['cells'][number];

/** Props of `PermissionGrid`: the role's cells, the pairs chosen so far and the changes to them. */
export interface PermissionGridProps {
  readonly cells: readonly PermissionGridCell[];
  readonly chosen: ReadonlySet<string>;
  /** Whether the editor may save at all (Permissions/saveGrid); false draws every cell disabled. */
  readonly editable: boolean;
  readonly onCell: (cell: PermissionGridCell, granted: boolean) => void;
  readonly onScreen: (group: PermissionGridGroup<PermissionGridCell>) => void;
}

// A grid `<input type=checkbox>` whose third state ("some of this screen") only a property can show.
function ScreenCheckbox(props: {
  readonly label: string;
  readonly choice: 'all' | 'none' | 'some';
  readonly disabled: boolean;
  readonly onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current !== null) ref.current.indeterminate = props.choice === 'some';
  }, [props.choice]);
  return (
    <label className="permission-grid__all">
      <input
        ref={ref}
        type="checkbox"
        aria-label={props.label}
        checked={props.choice === 'all'}
        aria-checked={props.choice === 'some' ? 'mixed' : props.choice === 'all'}
        disabled={props.disabled}
        onChange={props.onChange}
      />
    </label>
  );
}

/**
 * A role's permissions as a grid: a section per screen (core permissionGridGroups), a row per
 * controller and a column per subaction, with "all of this screen". A cell the editor may not change
 * is drawn disabled and greyed, and the screen names the reason under its table.
 */
export function PermissionGrid({ cells, chosen, editable, onCell, onScreen }: PermissionGridProps) {
  const { t } = useAdminText();
  const id = useId();
  const groups = permissionGridGroups(cells);
  const open = (cell: PermissionGridCell) => editable && cell.lock === null;
  return (
    <div className="permission-grid">
      {groups.map((group) => {
        const screen = t(`grid.screen.${group.screen}` as AdminMessageKey);
        const headingId = `${id}-${group.screen}`;
        const locks = [...new Set(group.cells.map((cell) => cell.lock))].filter(
          (lock): lock is NonNullable<PermissionGridCell['lock']> => lock !== null,
        );
        const reasonId = (lock: string) => `${headingId}-${lock}`;
        // "All of this screen" is about what the editor may change: ticked once all of that is.
        const changeable = group.cells.filter(open);
        return (
          <section
            key={group.screen}
            className="permission-grid__screen"
            aria-labelledby={headingId}
          >
            <div className="permission-grid__head">
              <h3 id={headingId}>{screen}</h3>
              <div className="permission-grid__all-wrap">
                <ScreenCheckbox
                  label={t('grid.allOf', { screen })}
                  choice={screenChoice(changeable.length > 0 ? changeable : group.cells, chosen)}
                  disabled={changeable.length === 0}
                  onChange={() => onScreen(group)}
                />
                <span aria-hidden="true">{t('grid.all')}</span>
              </div>
            </div>
            <div className="permission-grid__wrap">
              <table className="permission-grid__table">
                <thead>
                  <tr>
                    <th scope="col">{t('grid.controller')}</th>
                    {group.columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {group.rows.map((row) => (
                    <tr key={row.controller}>
                      <th scope="row">{row.controller}</th>
                      {row.cells.map((cell, index) =>
                        cell === null ? (
                          <td key={group.columns[index]} className="permission-grid__none" />
                        ) : (
                          <td
                            key={pairKey(cell)}
                            className={
                              cell.lock === null ? undefined : 'permission-grid__cell--locked'
                            }
                            title={
                              cell.lock === null
                                ? undefined
                                : t(`grid.lock.${cell.lock}` as AdminMessageKey)
                            }
                          >
                            <label>
                              <input
                                type="checkbox"
                                checked={chosen.has(pairKey(cell))}
                                disabled={!open(cell)}
                                aria-describedby={
                                  cell.lock === null ? undefined : reasonId(cell.lock)
                                }
                                onChange={(event) => onCell(cell, event.currentTarget.checked)}
                              />
                              <span className="permission-grid__label">
                                <span className="visually-hidden">{row.controller}: </span>
                                {cell.subaction}
                              </span>
                            </label>
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {locks.length === 0 ? null : (
              <ul className="permission-grid__reasons">
                {locks.map((lock) => (
                  <li key={lock} id={reasonId(lock)}>
                    {t(`grid.lock.${lock}` as AdminMessageKey)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
