import { pairKey } from '@agency/core/admin';
import { ADMIN_RESOURCES } from '../admin/admin-resources';
import { writeAudit } from '../admin/audit-log';
import { pairsOfRoles } from '../admin/grant-guard';
import { guardedWrite } from '../admin/guarded-write';
import { assertNoLockout } from '../admin/lockout-guard';
import { gridRole, readGrid } from '../admin/permission-grid';
import { fieldProblem, WebApiError } from '../base/web-api-error';
import type { CallContext, HandlerTable } from '../context/call-context';
import { notifyContentChange } from '../db/content-changes';
import type { Db } from '../db/db';

interface Pair {
  controller: string;
  subaction: string;
}

type PermissionRow = {
  id: string;
  role: string;
  controller: string;
  subaction: string;
};

const PERMISSIONS = ADMIN_RESOURCES.get('Permissions');

function unique(pairs: readonly Pair[]): Pair[] {
  return [...new Map(pairs.map((pair) => [pairKey(pair), pair])).values()];
}

function invalid(
  field: 'grant' | 'revoke',
  code: string,
  text: 'record.referenceField' | 'record.valueUsed',
) {
  return new WebApiError(400, 'VALIDATION_FAILED', 'record.notAllowed', {
    fields: [fieldProblem(field, code, text)],
  });
}

// The pairs of `pairs` the Subactions table does not know (a permission names a subaction).
async function unknownPairs(tx: Db, pairs: readonly Pair[]): Promise<Pair[]> {
  if (pairs.length === 0) return [];
  const { rows } = await tx.query<{ pair: string }>(
    `select controller || '/' || name as pair from subactions
      where controller || '/' || name = any($1::text[])`,
    [pairs.map(pairKey)],
  );
  const known = new Set(rows.map((row) => row.pair));
  return pairs.filter((pair) => !known.has(pairKey(pair)));
}

// One audit entry per permission granted or taken away, named as the Permissions list names it.
function auditPermission(
  ctx: CallContext,
  tx: Db,
  row: PermissionRow,
  before: PermissionRow | null,
  after: PermissionRow | null,
) {
  return writeAudit(
    tx,
    ctx.caller,
    {
      action: 'Permissions/saveGrid',
      entity: 'permissions',
      entityId: row.id,
      entityName: PERMISSIONS?.recordName(row) ?? null,
      before,
      after,
    },
    ctx.now(),
  );
}

/** Permissions/grid and Permissions/saveGrid: a role's permissions as one grid (issue 29, decision 0036). */
export const permissionGridHandlers: HandlerTable = {
  'Permissions/grid': async (ctx, { role }) =>
    readGrid(ctx.db, role, await pairsOfRoles(ctx.db, ctx.caller.roles)),

  'Permissions/saveGrid': (ctx, payload) => {
    const grant = unique(payload.grant);
    const revoke = unique(payload.revoke);
    const granting = new Set(grant.map(pairKey));
    if (revoke.some((pair) => granting.has(pairKey(pair))))
      throw invalid('revoke', 'duplicate', 'record.valueUsed');
    const target = { id: null, name: payload.role };
    return guardedWrite(
      ctx,
      { action: 'Permissions/saveGrid', entity: 'permissions', target },
      async (tx, held) => {
        const { name: role } = await gridRole(tx, payload.role);
        if ((await unknownPairs(tx, grant)).length > 0)
          throw invalid('grant', 'reference', 'record.referenceField');
        if ((await unknownPairs(tx, revoke)).length > 0)
          throw invalid('revoke', 'reference', 'record.referenceField');
        let revoked = 0;
        for (const pair of revoke) {
          const { rows } = await tx.query<PermissionRow>(
            'select id, role, controller, subaction from permissions where role = $1 and controller = $2 and subaction = $3',
            [role, pair.controller, pair.subaction],
          );
          const before = rows[0];
          if (before === undefined) continue;
          await assertNoLockout(tx, 'Permissions', 'delete', ctx.caller, { ...before });
          await tx.query('delete from permissions where id = $1', [before.id]);
          await auditPermission(ctx, tx, before, before, null);
          revoked += 1;
        }
        let granted = 0;
        for (const pair of grant) {
          const { rows } = await tx.query<PermissionRow>(
            `insert into permissions (role, controller, subaction) values ($1, $2, $3)
               on conflict (role, controller, subaction) do nothing
             returning id, role, controller, subaction`,
            [role, pair.controller, pair.subaction],
          );
          const after = rows[0];
          if (after === undefined) continue;
          await auditPermission(ctx, tx, after, null, after);
          granted += 1;
        }
        if (granted + revoked > 0) await notifyContentChange(tx, 'permissions');
        return { grid: await readGrid(tx, role, held), granted, revoked };
      },
    );
  },
};
