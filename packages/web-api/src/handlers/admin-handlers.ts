import type { AdminResource } from '../admin/admin-resource';
import { ADMIN_RESOURCES } from '../admin/admin-resources';
import { auditPage, writeAudit } from '../admin/audit-log';
import { assertNoLockout } from '../admin/lockout-guard';
import { notFound, WebApiError } from '../http/web-api-error';
import type { CallContext, Handler, HandlerTable } from './call-context';

// Constraint violations become answers a person can act on, not 500s.
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: string }).code;
    const detail = (error as { detail?: string }).detail ?? '';
    if (code === '23505')
      throw new WebApiError(
        409,
        'CONFLICT',
        `A record with these values exists already. ${detail}`.trim(),
      );
    if (code === '23503') {
      throw new WebApiError(
        400,
        'VALIDATION_FAILED',
        'The record refers to something that does not exist, or is still referred to',
        {
          fields: [
            { field: 'item', code: 'reference', message: detail || 'Unknown or referenced record' },
          ],
        },
      );
    }
    if (code === '23514')
      throw new WebApiError(400, 'VALIDATION_FAILED', 'A value is not allowed', {
        fields: [{ field: 'item', code: 'check', message: detail || 'Value not allowed' }],
      });
    throw error;
  }
}

function crud(resource: AdminResource): HandlerTable {
  const action = (subaction: string) => `${resource.controller}/${subaction}`;
  const create: Handler = (ctx: CallContext, { item }) =>
    guarded(() =>
      ctx.db.transaction(async (tx) => {
        const id = await resource.create(tx, item, ctx.now());
        const after = await resource.get(tx, id);
        await writeAudit(
          tx,
          ctx.caller,
          { action: action('create'), entity: resource.table, entityId: id, before: null, after },
          ctx.now(),
        );
        return { item: after };
      }),
    );
  const update: Handler = (ctx, { id, item }) =>
    guarded(() =>
      ctx.db.transaction(async (tx) => {
        const before = await resource.get(tx, id);
        if (!before) throw notFound();
        assertNoLockout(resource.controller, 'update', ctx.caller, before, item);
        if (!(await resource.update(tx, id, item, ctx.now()))) throw notFound();
        const after = await resource.get(tx, id);
        await writeAudit(
          tx,
          ctx.caller,
          { action: action('update'), entity: resource.table, entityId: id, before, after },
          ctx.now(),
        );
        return { item: after };
      }),
    );
  const remove: Handler = (ctx, { id }) =>
    guarded(() =>
      ctx.db.transaction(async (tx) => {
        const before = await resource.get(tx, id);
        if (!before) throw notFound();
        assertNoLockout(resource.controller, 'delete', ctx.caller, before);
        if (!(await resource.remove(tx, id))) throw notFound();
        await writeAudit(
          tx,
          ctx.caller,
          { action: action('delete'), entity: resource.table, entityId: id, before, after: null },
          ctx.now(),
        );
        return { deleted: id };
      }),
    );
  return {
    [action('list')]: (ctx, payload) => resource.list(ctx.db, payload),
    [action('create')]: create,
    [action('update')]: update,
    [action('delete')]: remove,
  };
}

/** list, create, update and delete for every back-office table, and the audit log. */
export const adminHandlers: HandlerTable = Object.assign(
  { 'Audit/list': ((ctx, payload) => auditPage(ctx.db, payload)) as Handler },
  ...[...ADMIN_RESOURCES.values()].map(crud),
);
