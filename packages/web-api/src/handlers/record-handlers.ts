import type { WebOperationKey, WebOperationRequest } from '@agency/contracts';
import type { WebApiError } from '../base/web-api-error';
import { type CallContext, type HandlerTable, rowHandler } from '../context/call-context';
import type { ListPage } from '../pins/list-page';

/** A record as the contract's entity object; its fields follow a column map or a JSON document. */
export type StoredRecord = Record<string, unknown>;

// The pair of one subaction of a record controller (every controller with a `create` keeps records).
type RecordPair<S extends string> = Extract<
  WebOperationKey,
  `${Extract<WebOperationKey, `${string}/create`> extends `${infer C}/create` ? C : never}/${S}`
>;

/**
 * What one record controller does with its records, the caller's scope (the customer's account, or the
 * back office's grants and audit) applied inside: the store behind its list, create, update and delete,
 * and archive and restore for archivable records.
 */
export interface RecordCalls {
  readonly controller: string;
  /** The answer to an id the caller has no record under. */
  readonly missing: () => WebApiError;
  list(
    ctx: CallContext,
    payload: WebOperationRequest<RecordPair<'list'>>,
  ): Promise<ListPage<StoredRecord>>;
  create(ctx: CallContext, item: StoredRecord): Promise<StoredRecord>;
  /** The record as it now stands, or null when the caller has no such record. */
  update(ctx: CallContext, id: string, changes: StoredRecord): Promise<StoredRecord | null>;
  /** False when the caller has no such record. */
  remove(ctx: CallContext, id: string): Promise<boolean>;
  /** Archivable records only: the record archived or restored, or null when there is none. */
  setArchived?(ctx: CallContext, id: string, archived: boolean): Promise<StoredRecord | null>;
}

/** The handlers of one record controller: list, create, update, delete, and archive and restore when it archives. */
export function recordHandlers(calls: RecordCalls): HandlerTable {
  const found = (item: StoredRecord | null): StoredRecord => {
    if (item === null) throw calls.missing();
    return item;
  };
  const pair = (subaction: string) => `${calls.controller}/${subaction}`;
  const { setArchived } = calls;
  const archiving = (set: NonNullable<RecordCalls['setArchived']>, archived: boolean) =>
    rowHandler<RecordPair<'archive' | 'restore'>>(async (ctx, { id }) => ({
      item: found(await set(ctx, id, archived)),
    }));
  return Object.fromEntries([
    [pair('list'), rowHandler<RecordPair<'list'>>((ctx, payload) => calls.list(ctx, payload))],
    [
      pair('create'),
      rowHandler<RecordPair<'create'>>(async (ctx, { item }) => ({
        item: await calls.create(ctx, item),
      })),
    ],
    [
      pair('update'),
      rowHandler<RecordPair<'update'>>(async (ctx, { id, item }) => ({
        item: found(await calls.update(ctx, id, item)),
      })),
    ],
    [
      pair('delete'),
      rowHandler<RecordPair<'delete'>>(async (ctx, { id }) => {
        if (!(await calls.remove(ctx, id))) throw calls.missing();
        return { deleted: id };
      }),
    ],
    ...(setArchived === undefined
      ? []
      : [
          [pair('archive'), archiving(setArchived, true)],
          [pair('restore'), archiving(setArchived, false)],
        ]),
  ]);
}
