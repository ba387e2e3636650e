import { useDispatch } from '../../../provider/hooks';
import { useConfirm } from '../../../shell/use-confirm';
import type { AccountMessageKey } from '../i18n/en';
import type { PinRecord } from '../page-data';
import { useAccountCall } from '../use-account-call';
import { useText } from '../use-text';

/**
 * Archive, restore, delete and mark read/unread of a kind's records: each calls its subaction, says it is done and
 * refreshes the list; delete first asks the confirmation dialog and does nothing unless accepted.
 */
export function useRowActions(controller: string, refresh: () => void) {
  const { t } = useText();
  const dispatch = useDispatch();
  const call = useAccountCall();
  const confirm = useConfirm();
  const run = async (
    method: 'POST' | 'DELETE',
    subaction: 'archive' | 'restore' | 'delete' | 'markRead' | 'markUnread',
    item: PinRecord,
    done: AccountMessageKey,
  ) => {
    const payload = subaction.startsWith('mark') ? { ids: [item.id] } : { id: item.id };
    const outcome = await call({ method, controller, subaction, payload });
    if (!outcome.ok) return;
    dispatch({ type: 'notification/opened', notification: { type: 'other', text: t(done) } });
    refresh();
  };
  return {
    archive: (item: PinRecord) => run('POST', 'archive', item, 'list.archived'),
    toggleRead: (item: PinRecord) =>
      typeof item.readAt === 'string'
        ? run('POST', 'markUnread', item, 'read.no')
        : run('POST', 'markRead', item, 'read.yes'),
    restore: (item: PinRecord) => run('POST', 'restore', item, 'list.restored'),
    remove: async (item: PinRecord) => {
      if (await confirm()) await run('DELETE', 'delete', item, 'list.deleted');
    },
  };
}
