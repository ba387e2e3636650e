import type { WebOperationKey } from '@agency/contracts';
import type { AdminResource } from '../admin/admin-resource';
import { ADMIN_RESOURCES } from '../admin/admin-resources';
import { auditPage, writeAudit } from '../admin/audit-log';
import {
  assertGrantsWithin,
  assertRoleKindFree,
  assertUserWrite,
  GrantRefusal,
  grantsByRole,
  type HeldPairs,
  pairsOfRoles,
} from '../admin/grant-guard';
import { assertNoLockout } from '../admin/lockout-guard';
import { answeringConstraints } from '../db/constraint-answer';
import { notifyContentChange } from '../db/content-changes';
import type { Db } from '../db/db';
import { notFound } from '../http/web-api-error';
import { type CallContext, type Handler, type HandlerTable, rowHandler } from './call-context';

// A table's pair of one subaction (the controller is the resource's, known at run time); AdminAccount is the
// admin's own settings and LeadRetention the leads' retention periods, not tables.
type Crud<S extends string> = Exclude<
  Extract<WebOperationKey, `${string}/${S}`>,
  `AdminAccount/${string}` | `LeadRetention/${string}`
>;

// A record read back inside the transaction that wrote it is there; a concurrent delete answers 404.
function found<T>(item: T | null): T {
  if (item === null) throw notFound();
  return item;
}

/** The record a write is about, as far as it is known (an audit entry of a refusal names it). */
interface Target {
  id: string | null;
  name: string | null;
}

/**
 * Runs one back-office write in a transaction under the grant rule: the caller's pairs are read first,
 * the Users checks run before the write, and every role's grants are compared after it. A refusal is
 * audited outside the rolled-back transaction, then answered 403.
 */
async function guardedWrite<T>(
  ctx: CallContext,
  resource: AdminResource,
  subaction: 'create' | 'update' | 'delete',
  target: Target,
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
          action: `${resource.controller}/${subaction} refused`,
          entity: resource.table,
          entityId: target.id,
          entityName: target.name,
          before: null,
          after: error.reason,
        },
        ctx.now(),
      );
    }
    throw error;
  }
}

function userBefore(item: Record<string, unknown>) {
  return {
    id: String(item.id),
    kind: String(item.kind),
    roles: Array.isArray(item.roles) ? (item.roles as string[]) : [],
  };
}

function crud(resource: AdminResource): HandlerTable {
  const action = (subaction: string) => `${resource.controller}/${subaction}`;
  const users = resource.controller === 'Users';
  const create = rowHandler<Crud<'create'>>((ctx: CallContext, { item }) => {
    const target: Target = { id: null, name: resource.recordName(item) };
    return guardedWrite(ctx, resource, 'create', target, async (tx, held) => {
      if (users)
        await assertUserWrite(tx, held, { subaction: 'create', before: null, changes: item });
      const id = await resource.create(tx, item, ctx.now());
      await notifyContentChange(tx, resource.table);
      const after = found(await resource.get(tx, id));
      await writeAudit(
        tx,
        ctx.caller,
        {
          action: action('create'),
          entity: resource.table,
          entityId: id,
          entityName: resource.recordName(after),
          before: null,
          after,
        },
        ctx.now(),
      );
      return { item: after };
    });
  });
  const update = rowHandler<Crud<'update'>>((ctx, { id, item }) => {
    const target: Target = { id, name: null };
    return guardedWrite(ctx, resource, 'update', target, async (tx, held) => {
      const before = await resource.get(tx, id);
      if (!before) throw notFound();
      target.name = resource.recordName(before);
      // Whether the caller may touch this user at all comes before what the change would break.
      if (users) {
        await assertUserWrite(tx, held, {
          subaction: 'update',
          before: userBefore(before),
          changes: item,
        });
      }
      await assertNoLockout(tx, resource.controller, 'update', ctx.caller, before, item);
      if (resource.controller === 'Roles') {
        await assertRoleKindFree(tx, String(before.name), (item as Record<string, unknown>).kind);
      }
      if (!(await resource.update(tx, id, item, ctx.now(), { leads: ctx.leads }))) throw notFound();
      await notifyContentChange(tx, resource.table);
      const after = found(await resource.get(tx, id));
      await writeAudit(
        tx,
        ctx.caller,
        {
          action: action('update'),
          entity: resource.table,
          entityId: id,
          entityName: resource.recordName(after),
          before,
          after,
        },
        ctx.now(),
      );
      return { item: after };
    });
  });
  const remove: Handler<Crud<'delete'>> = (ctx, { id }) => {
    const target: Target = { id, name: null };
    return guardedWrite(ctx, resource, 'delete', target, async (tx, held) => {
      const before = await resource.get(tx, id);
      if (!before) throw notFound();
      target.name = resource.recordName(before);
      if (users) {
        await assertUserWrite(tx, held, {
          subaction: 'delete',
          before: userBefore(before),
          changes: {},
        });
      }
      await assertNoLockout(tx, resource.controller, 'delete', ctx.caller, before);
      if (!(await resource.remove(tx, id))) throw notFound();
      await notifyContentChange(tx, resource.table);
      await writeAudit(
        tx,
        ctx.caller,
        {
          action: action('delete'),
          entity: resource.table,
          entityId: id,
          entityName: resource.recordName(before),
          before,
          after: null,
        },
        ctx.now(),
      );
      return { deleted: id };
    });
  };
  const list = rowHandler<Crud<'list'>>((ctx, payload) => resource.list(ctx.db, payload));
  return Object.fromEntries([
    [action('list'), list],
    [action('create'), create],
    [action('update'), update],
    [action('delete'), remove],
  ]);
}

/** list, create, update and delete for every back-office table, and the audit log. */
export const adminHandlers: HandlerTable = Object.assign(
  { 'Audit/list': ((ctx, payload) => auditPage(ctx.db, payload)) satisfies Handler<'Audit/list'> },
  ...[...ADMIN_RESOURCES.values()].map(crud),
);
