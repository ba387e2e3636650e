import type { HandlerTable } from '../context/call-context';
import type { MessageKind } from '../mail/message-content';

/** The most failed deliveries the admin overview lists. */
export const FAILED_DELIVERIES_SHOWN = 20;

interface FailedRow {
  id: string;
  channel: 'email' | 'sms';
  kind: MessageKind;
  recipient: string;
  attempts: number;
  last_error: string | null;
  done_at: Date;
}

/** Deliveries/failed: the messages the outbox gave up on, newest first, for the admin overview. */
export const deliveryHandlers: HandlerTable = {
  'Deliveries/failed': async (ctx) => {
    const { rows } = await ctx.db.query<FailedRow>(
      `select id::text as id, channel, kind, recipient, attempts, last_error, done_at
         from outbox where status = 'failed' order by done_at desc, id desc limit $1`,
      [FAILED_DELIVERIES_SHOWN],
    );
    const { rows: count } = await ctx.db.query<{ n: number }>(
      `select count(*)::int as n from outbox where status = 'failed'`,
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        kind: row.kind,
        to: row.recipient,
        attempts: row.attempts,
        error: row.last_error ?? '',
        failedAt: new Date(row.done_at).toISOString(),
      })),
      total: count[0]?.n ?? 0,
    };
  },
};
