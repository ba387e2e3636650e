import { writeAudit } from '../admin/audit-log';
import type { HandlerTable } from '../context/call-context';
import { notifyContentChange } from '../db/content-changes';
import { readLeadRetention, writeLeadRetention } from '../leads/retention-store';

/** LeadRetention/read and LeadRetention/update: how long suspected spam and lost leads are kept (issue 28). */
export const leadRetentionHandlers: HandlerTable = {
  'LeadRetention/read': async (ctx) => ({ retention: await readLeadRetention(ctx.db) }),
  'LeadRetention/update': async (ctx, { retention }) =>
    ctx.db.transaction(async (tx) => {
      const { before, after } = await writeLeadRetention(tx, retention, ctx.now());
      await writeAudit(
        tx,
        ctx.caller,
        {
          action: 'LeadRetention/update',
          entity: 'lead_retention',
          entityId: null,
          entityName: null,
          before,
          after,
        },
        ctx.now(),
      );
      // The privacy policy names these periods: kept copies of its page are dropped on commit.
      await notifyContentChange(tx, 'lead_retention');
      return { retention: after };
    }),
};
