import type { Caller } from '../access/caller';
import type { Db } from '../db/db';
import { listPage } from '../pins/list-page';
import type { AdminListFilter } from './admin-resource';

/** One change to record: what was done to which record, and the record before and after. */
export interface AuditChange {
  action: string;
  entity: string;
  entityId: string | null;
  /** What people call the record at the time of the change, so the entry names it after a delete. */
  entityName: string | null;
  before: unknown;
  after: unknown;
}

/** Writes an audit entry: who (the caller), what, which record (id and name), when, before and after. */
export async function writeAudit(
  db: Db,
  caller: Caller,
  change: AuditChange,
  nowMs: number,
): Promise<void> {
  // An anonymous caller (the operator's shell) leaves the entry without an actor.
  const actor = caller.kind === 'anonymous' ? null : caller;
  await db.query(
    `insert into audit_log (actor_id, actor_email, action, entity, entity_id, entity_name, before, after, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      actor?.userId ?? null,
      actor?.email ?? null,
      change.action,
      change.entity,
      change.entityId,
      change.entityName,
      change.before === null ? null : JSON.stringify(change.before),
      change.after === null ? null : JSON.stringify(change.after),
      new Date(nowMs),
    ],
  );
}

// The audit_log columns as the database gives them (001_schema.sql, entity_name from 008).
interface AuditRow {
  id: string;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  entity_name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date | string;
}

/** A page of the audit log, newest first unless sorted by `at`. */
export async function auditPage(db: Db, filter: AdminListFilter) {
  const page = await listPage<AuditRow>(db, {
    select: '*',
    from: 'audit_log',
    where: [],
    params: [],
    searchIn: [
      'action',
      'entity',
      "coalesce(actor_email, '')",
      "coalesce(entity_id, '')",
      "coalesce(entity_name, '')",
    ],
    search: filter.filter,
    sorts: { at: 'at' },
    sort: filter.sort,
    defaultSort: '-at',
    p: filter.p,
  });
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      actor: { id: row.actor_id, email: row.actor_email },
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      entityName: row.entity_name,
      before: row.before,
      after: row.after,
      at: new Date(row.at).toISOString(),
    })),
  };
}
