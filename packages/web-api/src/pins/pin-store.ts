import type { Language } from '@agency/core';
import type { Db } from '../db/db';
import type { ListPage } from './list-page';

/** Filters of a pins list (the contract's list payload). */
export interface PinListFilter {
  q?: string;
  sort?: string;
  p?: number;
  archived?: boolean;
  /** Notifications only: true lists read ones, false unread ones. */
  read?: boolean;
  /** Reviews only: true lists those without a reply. */
  unanswered?: boolean;
  /** Reviews only: those of this many stars. */
  rating?: number;
  /** Reviews only: those of this location. */
  locationId?: string;
  /** Reviews only: written on or after this day (a Google review by its createTime). */
  from?: string;
  /** Reviews only: written on or before this day. */
  to?: string;
  /** The language texts of the records are worded in (a location's Google sync message); default ru. */
  lang?: Language;
}

/** Storage of one pin kind for one owner; items are the contract's entity objects, their texts worded in `lang` (default ru). */
export interface PinStore {
  list(db: Db, owner: string, filter: PinListFilter): Promise<ListPage<Record<string, unknown>>>;
  create(
    db: Db,
    owner: string,
    input: Record<string, unknown>,
    nowMs: number,
    lang?: Language,
  ): Promise<Record<string, unknown>>;
  /** The updated item, or null when the owner has no such item. */
  update(
    db: Db,
    owner: string,
    id: string,
    changes: Record<string, unknown>,
    nowMs: number,
    lang?: Language,
  ): Promise<Record<string, unknown> | null>;
  setArchived(
    db: Db,
    owner: string,
    id: string,
    archived: boolean,
    nowMs: number,
    lang?: Language,
  ): Promise<Record<string, unknown> | null>;
  remove(db: Db, owner: string, id: string): Promise<boolean>;
}

/** An ISO string of a timestamp column value (null stays null). */
export function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value as string | Date).toISOString();
}
