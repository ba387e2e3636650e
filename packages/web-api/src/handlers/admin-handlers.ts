import type { WebOperationKey } from '@agency/contracts';
import type { AdminResource } from '../admin/admin-resource';
import { ADMIN_RESOURCES } from '../admin/admin-resources';
import { auditPage, writeAudit } from '../admin/audit-log';
import { assertRoleKindFree, assertUserWrite, type HeldPairs } from '../admin/grant-guard';
import { guardedWrite } from '../admin/guarded-write';
import { assertNoLockout } from '../admin/lockout-guard';
import { notFound } from '../base/web-api-error';
import {
  type CallContext,
  type Handler,
  type HandlerTable,
  rowHandler,
} from '../context/call-context';
import { notifyContentChange } from '../db/content-changes';
import type { Db } from '../db/db';

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

// A table's write under the grant rule, audited as `<Controller>/<subaction> refused` when refused.
function guardedTableWrite<T>(
  ctx: CallContext,
  resource: AdminResource,
  subaction: 'create' | 'update' | 'delete',
  target: Target,
  write: (tx: Db, held: HeldPairs) => Promise<T>,
): Promise<T> {
  const action = `${resource.controller}/${subaction}`;
  return guardedWrite(ctx, { action, entity: resource.table, target }, write);
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
    return guardedTableWrite(ctx, resource, 'create', target, async (tx, held) => {
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
    return guardedTableWrite(ctx, resource, 'update', target, async (tx, held) => {
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
    return guardedTableWrite(ctx, resource, 'delete', target, async (tx, held) => {
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
