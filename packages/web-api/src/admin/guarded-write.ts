import type { CallContext } from '../context/call-context';
import { answeringConstraints } from '../db/constraint-answer';
import type { Db } from '../db/db';
import { writeAudit } from './audit-log';
import {
  assertGrantsWithin,
  GrantRefusal,
  grantsByRole,
  type HeldPairs,
  pairsOfRoles,
} from './grant-guard';

/** What a refused write is audited as: the call, the table and the record, as far as it is known. */
export interface RefusalEntry {
  action: string;
  entity: string;
  target: { id: string | null; name: string | null };
}

/**
 * Runs one back-office write in a transaction under the grant rule: the caller's pairs are read first,
 * the write's own checks run inside it, and every role's grants are compared after it. A refusal is
 * audited (`<action> refused`) outside the rolled-back transaction, then answered 403.
 */
export async function guardedWrite<T>(
  ctx: CallContext,
  refusal: RefusalEntry,
  write: (tx: Db, held: HeldPairs) => Promise<T>,
): Promise<T> {
  try {
    return await answeringConstraints(() =>
      ctx.db.transaction(async (tx) => {
        const held = await pairsOfRoles(tx, ctx.caller.roles);
        const before = await grantsByRole(tx);
        const result = await write(tx, held);
        assertGrantsWithin(held, before, await grantsByRole(tx));
        return result;
      }),
    );
  } catch (error) {
    if (error instanceof GrantRefusal) {
      await writeAudit(
        ctx.db,
        ctx.caller,
        {
          action: `${refusal.action} refused`,
          entity: refusal.entity,
          entityId: refusal.target.id,
          entityName: refusal.target.name,
          before: null,
          after: error.reason,
        },
        ctx.now(),
      );
    }
    throw error;
  }
}
