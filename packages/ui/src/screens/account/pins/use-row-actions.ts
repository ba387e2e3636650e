import { useConfirm } from '../../../components/use-confirm';
import { useDispatch } from '../../../provider/hooks';
import type { AccountMessageKey } from '../i18n/en';
import type { PinController } from '../kind-routes';
import type { PinRecord } from '../page-data';
import { useAccountCall } from '../use-account-call';
import { useText } from '../use-text';

/**
 * Archive, restore, delete and mark read/unread of a kind's records: each calls its subaction, says it is done and
 * refreshes the list; delete first asks the confirmation dialog and does nothing unless accepted.
 */
export function useRowActions(controller: PinController, refresh: () => void) {
  const { t } = useText();
  const dispatch = useDispatch();
  const call = useAccountCall();
  const confirm = useConfirm();
  const done = (outcome: { readonly ok: boolean }, message: AccountMessageKey) => {
    if (!outcome.ok) return;
    dispatch({ type: 'notification/opened', notification: { type: 'other', text: t(message) } });
    refresh();
  };
  const run = async (
    subaction: 'archive' | 'restore' | 'delete',
    item: PinRecord,
    message: AccountMessageKey,
  ) => done(await call(`${controller}/${subaction}`, { id: item.id }), message);
  return {
    archive: (item: PinRecord) => run('archive', item, 'list.archived'),
    // Only notifications have a read state (Notifications/markRead and markUnread).
    toggleRead: async (item: PinRecord) =>
      typeof item.readAt === 'string'
        ? done(await call('Notifications/markUnread', { ids: [item.id] }), 'read.no')
        : done(await call('Notifications/markRead', { ids: [item.id] }), 'read.yes'),
    restore: (item: PinRecord) => run('restore', item, 'list.restored'),
    remove: async (item: PinRecord) => {
      // A delete names the record, says it is for good, and starts on "No": Enter keeps it.
      const text = t('list.confirmDelete', { name: item.name });
      if (await confirm({ text, focus: 'reject' })) await run('delete', item, 'list.deleted');
    },
  };
}
