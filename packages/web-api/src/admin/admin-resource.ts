import type { Db } from '../db/db';
import type { LeadDelivery } from '../leads/deliver-lead';
import type { ListPage } from '../pins/list-page';

/** Filters of an admin list (the contract's admin list payload; a table may read more of it). */
export interface AdminListFilter {
  p?: number;
  sort?: string;
  filter?: string;
  readonly [more: string]: unknown;
}

/** What a write may set off beyond its table (a released lead is delivered). */
export interface AdminEffects {
  leads: LeadDelivery;
}

/** One editable table of the back office; items are the contract's entity objects. */
export interface AdminResource {
  controller: string;
  /** The table, named in audit entries. */
  table: string;
  /** What people call a record (a user's e-mail, a role's name), kept in its audit entries. */
  recordName(item: Record<string, unknown>): string | null;
  list(db: Db, filter: AdminListFilter): Promise<ListPage<Record<string, unknown>>>;
  get(db: Db, id: string): Promise<Record<string, unknown> | null>;
  create(db: Db, input: Record<string, unknown>, nowMs: number): Promise<string>;
  /** False when there is no such record. */
  update(
    db: Db,
    id: string,
    changes: Record<string, unknown>,
    nowMs: number,
    effects?: AdminEffects,
  ): Promise<boolean>;
  remove(db: Db, id: string): Promise<boolean>;
}
