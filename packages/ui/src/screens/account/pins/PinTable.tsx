import { Link } from '../../../components/Link';
import { dataColumns } from '../../../components/lists/column-description';
import { DataTable } from '../../../components/lists/DataTable';
import { useIsBrowser } from '../../../provider/use-is-browser';
import { useLang } from '../../../provider/use-lang';
import type { PinRecord } from '../page-data';
import { useText } from '../use-text';
import type { PinKindSpec } from './kind-spec';

/** What a row's buttons may do; null hides the button (not permitted, or not in this view). */
export interface RowActions {
  readonly edit: ((item: PinRecord) => void) | null;
  readonly archive: ((item: PinRecord) => void) | null;
  readonly restore: ((item: PinRecord) => void) | null;
  readonly remove: ((item: PinRecord) => void) | null;
  /** Mark read when unread, unread when read (notifications). */
  readonly toggleRead?: ((item: PinRecord) => void) | null;
}

/** A pins table drawn from the kind's columns, with a row's edit, archive/restore and delete buttons. */
export function PinTable({
  spec,
  items,
  caption,
  actions,
  editHref,
  busy,
}: {
  readonly spec: PinKindSpec;
  readonly items: readonly PinRecord[];
  readonly caption: string;
  readonly actions: RowActions;
  /** The list's URL with a record's form open: its edit button before JavaScript runs. */
  readonly editHref: (item: PinRecord) => string;
  readonly busy: boolean;
}) {
  const { t, intl } = useText();
  const format = { t, intl };
  const lang = useLang();
  const browser = useIsBrowser();
  const hasActions =
    spec.rowLinks !== undefined || Object.values(actions).some((action) => Boolean(action));
  return (
    <DataTable
      caption={caption}
      columns={dataColumns(spec.columns, t, format)}
      rows={items}
      rowKey={(item) => item.id}
      rowHeaders
      actions={
        hasActions
          ? {
              label: t('list.actions'),
              cell: (item) => (
                <div className="pin-table__buttons">
                  {spec.rowLinks?.(item, lang).map((link) => (
                    <Link
                      key={link.to}
                      to={link.to}
                      keep={['locationId']}
                      className="button button--small"
                      aria-label={t(link.label, { name: item.name })}
                    >
                      {t(link.text)}
                    </Link>
                  ))}
                  {actions.toggleRead ? (
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={t(
                        typeof item.readAt === 'string'
                          ? 'list.markUnreadNamed'
                          : 'list.markReadNamed',
                        { name: item.name },
                      )}
                      onClick={() => actions.toggleRead?.(item)}
                    >
                      {t(typeof item.readAt === 'string' ? 'list.markUnread' : 'list.markRead')}
                    </button>
                  ) : null}
                  {actions.edit && !browser ? (
                    <a
                      className="button button--small"
                      href={editHref(item)}
                      aria-label={t('list.editNamed', { name: item.name })}
                    >
                      {t('list.edit')}
                    </a>
                  ) : actions.edit ? (
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={t('list.editNamed', { name: item.name })}
                      onClick={() => actions.edit?.(item)}
                    >
                      {t('list.edit')}
                    </button>
                  ) : null}
                  {actions.archive ? (
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={t('list.archiveNamed', { name: item.name })}
                      onClick={() => actions.archive?.(item)}
                    >
                      {t('list.archive')}
                    </button>
                  ) : null}
                  {actions.restore ? (
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={t('list.restoreNamed', { name: item.name })}
                      onClick={() => actions.restore?.(item)}
                    >
                      {t('list.restore')}
                    </button>
                  ) : null}
                  {actions.remove ? (
                    <button
                      type="button"
                      className="button button--small button--danger"
                      aria-label={t('list.deleteNamed', { name: item.name })}
                      onClick={() => actions.remove?.(item)}
                    >
                      {t('list.delete')}
                    </button>
                  ) : null}
                </div>
              ),
            }
          : null
      }
      busy={busy}
      classes={{ wrap: 'pin-table' }}
    />
  );
}
