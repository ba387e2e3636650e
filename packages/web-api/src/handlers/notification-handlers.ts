import { type CallContext, type HandlerTable, rowHandler } from '../context/call-context';
import { pinItem } from '../pins/json-pin-store';

// Reading is the account's own state, not an edit: updated_at (the list's default order) stays.
async function mark(ctx: CallContext, ids: string[], read: boolean) {
  // Only a customer session acts for an account; any other caller has no notifications to mark.
  if (ctx.caller.kind !== 'customer') return { items: [] };
  const owner = ctx.caller.owner;
  const { rows } = await ctx.db.query(
    `update pins set data = data || jsonb_build_object('readAt', ${read ? "coalesce(data->>'readAt', $3)" : 'null'})
      where owner_id = $1 and kind = 'notifications' and id = any($2::uuid[]) returning *`,
    read ? [owner, ids, new Date(ctx.now()).toISOString()] : [owner, ids],
  );
  // The pins table's rows, as the pin stores read them (pinItem picks the contract's fields).
  return { items: rows.map((row) => pinItem(row as Record<string, unknown>)) };
}

/** Notifications/markRead and markUnread: the account's notifications of those ids, read or unread. */
export const notificationHandlers: HandlerTable = {
  'Notifications/markRead': rowHandler<'Notifications/markRead'>((ctx, { ids }) =>
    mark(ctx, ids, true),
  ),
  'Notifications/markUnread': rowHandler<'Notifications/markUnread'>((ctx, { ids }) =>
    mark(ctx, ids, false),
  ),
};
