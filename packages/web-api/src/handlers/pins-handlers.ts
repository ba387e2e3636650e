import { checkWeeklyHours, type WeeklyHours } from '@agency/core/forms';
import { answeringConstraints } from '../db/constraint-answer';
import type { Db } from '../db/db';
import { fieldError, notFound } from '../http/web-api-error';
import { refusal } from '../import/parse-day-hours';
import { checkedPublication } from '../pins/checked-publication';
import type { PinKind } from '../pins/pin-kinds';
import { PIN_STORES } from '../pins/pin-stores';
import { type CallContext, customerOwner, type HandlerTable, rowHandler } from './call-context';

// A pin may point at a location: only at one of the same account.
async function assertOwnLocation(
  db: Db,
  ownerId: string,
  item: Record<string, unknown>,
): Promise<void> {
  const locationId = item.locationId;
  if (typeof locationId !== 'string') return;
  const { rows } = await db.query('select 1 from locations where id = $1 and owner_id = $2', [
    locationId,
    ownerId,
  ]);
  if (rows.length === 0) throw fieldError('item.locationId', 'not_found', 'record.noLocation');
}

// The store code is unique per account: a clash is a 409 with the field named.
function uniqueStoreCode<T>(run: () => Promise<T>): Promise<T> {
  return answeringConstraints(run, {
    field: () => 'item.storeCode',
    duplicate: 'record.storeCodeTaken',
  });
}

// A location's hours follow the rule the import and the hours editor use (no overlaps, no empty periods).
function assertHours(item: Record<string, unknown>): void {
  if (typeof item.hours !== 'object' || item.hours === null) return;
  // The contract validated item.hours (weekday keys, periods of open and close) before the handler.
  const refused = checkWeeklyHours(item.hours as WeeklyHours);
  if (refused !== null)
    throw fieldError(`item.hours.${refused.day}`, refused.result.code, refusal(refused.result));
}

// Publications follow the core post-type rules, locations the core hours rule; other kinds' items are the contract's alone.
async function checkedItem(
  ctx: CallContext,
  controller: string,
  item: Record<string, unknown>,
  id?: string,
): Promise<Record<string, unknown>> {
  if (controller === 'Locations') assertHours(item);
  return controller === 'Publications'
    ? checkedPublication(ctx.db, customerOwner(ctx), item, id)
    : item;
}

function found<T>(item: T | null): T {
  if (item === null) throw notFound('pin');
  return item;
}

// A pin controller's pair of one subaction.
type PinPair<S extends string> = `${PinKind['controller']}/${S}`;

/** list, create, update, archive, restore and delete for every pin kind controller. */
export const pinsHandlers: HandlerTable = Object.fromEntries(
  [...PIN_STORES].flatMap(([controller, { store }]) => [
    [
      `${controller}/list`,
      rowHandler<PinPair<'list'>>((ctx, payload) =>
        store.list(ctx.db, customerOwner(ctx), payload),
      ),
    ],
    [
      `${controller}/create`,
      rowHandler<PinPair<'create'>>(async (ctx, { item }) => {
        await assertOwnLocation(ctx.db, customerOwner(ctx), item);
        const checked = await checkedItem(ctx, controller, item);
        return {
          item: await uniqueStoreCode(() =>
            store.create(ctx.db, customerOwner(ctx), checked, ctx.now()),
          ),
        };
      }),
    ],
    [
      `${controller}/update`,
      rowHandler<PinPair<'update'>>(async (ctx, { id, item }) => {
        await assertOwnLocation(ctx.db, customerOwner(ctx), item);
        const checked = await checkedItem(ctx, controller, item, id);
        return {
          item: found(
            await uniqueStoreCode(() =>
              store.update(ctx.db, customerOwner(ctx), id, checked, ctx.now()),
            ),
          ),
        };
      }),
    ],
    [
      `${controller}/archive`,
      rowHandler<PinPair<'archive'>>(async (ctx, { id }) => ({
        item: found(await store.setArchived(ctx.db, customerOwner(ctx), id, true, ctx.now())),
      })),
    ],
    [
      `${controller}/restore`,
      rowHandler<PinPair<'restore'>>(async (ctx, { id }) => ({
        item: found(await store.setArchived(ctx.db, customerOwner(ctx), id, false, ctx.now())),
      })),
    ],
    [
      `${controller}/delete`,
      rowHandler<PinPair<'delete'>>(async (ctx, { id }) => {
        if (!(await store.remove(ctx.db, customerOwner(ctx), id))) throw notFound('pin');
        return { deleted: id };
      }),
    ],
  ]),
);
