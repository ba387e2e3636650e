import type { WebOperationKey } from '@agency/contracts';
import type { AdminResource } from '../admin/admin-resource';
import { ADMIN_RESOURCES } from '../admin/admin-resources';
import { auditPage, writeAudit } from '../admin/audit-log';
import { assertNoLockout } from '../admin/lockout-guard';
import { answeringConstraints } from '../db/constraint-answer';
import { notifyContentChange } from '../db/content-changes';
import { notFound } from '../http/web-api-error';
import { type CallContext, type Handler, type HandlerTable, rowHandler } from './call-context';

// A table's pair of one subaction (the controller is the resource's, known at run time); AdminAccount is the
// admin's own settings, not a table.
type Crud<S extends string> = Exclude<
  Extract<WebOperationKey, `${string}/${S}`>,
  `AdminAccount/${string}`
>;

// A record read back inside the transaction that wrote it is there; a concurrent delete answers 404.
function found<T>(item: T | null): T {
  if (item === null) throw notFound();
  return item;
}

function crud(resource: AdminResource): HandlerTable {
  const action = (subaction: string) => `${resource.controller}/${subaction}`;
  const create = rowHandler<Crud<'create'>>((ctx: CallContext, { item }) =>
    answeringConstraints(() =>
      ctx.db.transaction(async (tx) => {
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
      }),
    ),
  );
  const update = rowHandler<Crud<'update'>>((ctx, { id, item }) =>
    answeringConstraints(() =>
      ctx.db.transaction(async (tx) => {
        const before = await resource.get(tx, id);
        if (!before) throw notFound();
        assertNoLockout(resource.controller, 'update', ctx.caller, before, item);
        if (!(await resource.update(tx, id, item, ctx.now()))) throw notFound();
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
      }),
    ),
  );
  const remove: Handler<Crud<'delete'>> = (ctx, { id }) =>
    answeringConstraints(() =>
      ctx.db.transaction(async (tx) => {
        const before = await resource.get(tx, id);
        if (!before) throw notFound();
        assertNoLockout(resource.controller, 'delete', ctx.caller, before);
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
      }),
    );
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
