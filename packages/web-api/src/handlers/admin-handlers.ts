import type { AdminResource } from '../admin/admin-resource';
import { ADMIN_RESOURCES } from '../admin/admin-resources';
import { auditPage, writeAudit } from '../admin/audit-log';
import { assertRoleKindFree, assertUserWrite, type HeldPairs } from '../admin/grant-guard';
import { guardedWrite } from '../admin/guarded-write';
import { assertNoLockout } from '../admin/lockout-guard';
import { notFound } from '../base/web-api-error';
import type { CallContext, Handler, HandlerTable } from '../context/call-context';
import { notifyContentChange } from '../db/content-changes';
import type { Db } from '../db/db';
import { type RecordCalls, recordHandlers } from './record-handlers';

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

// One back-office table's records under the grant rule, each write audited with the record before and after.
function adminCalls(resource: AdminResource): RecordCalls {
  const action = (subaction: string) => `${resource.controller}/${subaction}`;
  const users = resource.controller === 'Users';
  const audit = (
    tx: Db,
    ctx: CallContext,
    subaction: string,
    id: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) =>
    writeAudit(
      tx,
      ctx.caller,
      {
        action: action(subaction),
        entity: resource.table,
        entityId: id,
        entityName: resource.recordName((after ?? before) as Record<string, unknown>),
        before,
        after,
      },
      ctx.now(),
    );
  return {
    controller: resource.controller,
    missing: () => notFound(),
    list: (ctx, payload) => resource.list(ctx.db, payload),
    create(ctx, item) {
      const target: Target = { id: null, name: resource.recordName(item) };
      return guardedTableWrite(ctx, resource, 'create', target, async (tx, held) => {
        if (users)
          await assertUserWrite(tx, held, { subaction: 'create', before: null, changes: item });
        const id = await resource.create(tx, item, ctx.now());
        await notifyContentChange(tx, resource.table);
        const after = found(await resource.get(tx, id));
        await audit(tx, ctx, 'create', id, null, after);
        return after;
      });
    },
    update(ctx, id, item) {
      const target: Target = { id, name: null };
      return guardedTableWrite(ctx, resource, 'update', target, async (tx, held) => {
        const before = await resource.get(tx, id);
        if (!before) return null;
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
        if (resource.controller === 'Roles')
          await assertRoleKindFree(tx, String(before.name), item.kind);
        if (!(await resource.update(tx, id, item, ctx.now(), { leads: ctx.leads }))) return null;
        await notifyContentChange(tx, resource.table);
        const after = found(await resource.get(tx, id));
        await audit(tx, ctx, 'update', id, before, after);
        return after;
      });
    },
    remove(ctx, id) {
      const target: Target = { id, name: null };
      return guardedTableWrite(ctx, resource, 'delete', target, async (tx, held) => {
        const before = await resource.get(tx, id);
        if (!before) return false;
        target.name = resource.recordName(before);
        if (users) {
          await assertUserWrite(tx, held, {
            subaction: 'delete',
            before: userBefore(before),
            changes: {},
          });
        }
        await assertNoLockout(tx, resource.controller, 'delete', ctx.caller, before);
        if (!(await resource.remove(tx, id))) return false;
        await notifyContentChange(tx, resource.table);
        await audit(tx, ctx, 'delete', id, before, null);
        return true;
      });
    },
  };
}

/** list, create, update and delete for every back-office table, and the audit log. */
export const adminHandlers: HandlerTable = Object.assign(
  { 'Audit/list': ((ctx, payload) => auditPage(ctx.db, payload)) satisfies Handler<'Audit/list'> },
  ...[...ADMIN_RESOURCES.values()].map((resource) => recordHandlers(adminCalls(resource))),
);
