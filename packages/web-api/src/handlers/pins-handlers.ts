import { checkWeeklyHours, type WeeklyHours } from '@agency/core/forms';
import { fieldError, notFound, WebApiError } from '../base/web-api-error';
import { type CallContext, customerOwner, type HandlerTable } from '../context/call-context';
import { answeringConstraints } from '../db/constraint-answer';
import type { Db } from '../db/db';
import {
  afterPublicationEdit,
  assertLocalPost,
  beforePublicationDelete,
  publishedOnGoogle,
} from '../google/local-posts';
import { afterLocationEdit } from '../google/resolve-changes';
import { refusal } from '../import/parse-day-hours';
import { checkedPublication } from '../pins/checked-publication';
import { withLocationPhones } from '../pins/location-phones';
import { readLocation } from '../pins/location-store';
import type { PinKind } from '../pins/pin-kinds';
import type { PinStore } from '../pins/pin-store';
import { PIN_STORES } from '../pins/pin-stores';
import {
  type SpecialHoursDay,
  sortedSpecialHours,
  specialHoursProblem,
} from '../pins/special-hours-rule';
import { type RecordCalls, recordHandlers } from './record-handlers';

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

// Reviews of a location linked to Google come from Google (decision 0034): none is typed by hand for
// it, and one pulled from Google is changed only by its author (the merchant replies with Reviews/reply).
async function assertReviewByHand(
  db: Db,
  ownerId: string,
  item: Record<string, unknown>,
  id?: string,
): Promise<void> {
  if (id !== undefined) {
    const { rows } = await db.query(
      "select 1 from pins where id = $1 and owner_id = $2 and kind = 'reviews' and data ? 'google'",
      [id, ownerId],
    );
    if (rows.length > 0) throw new WebApiError(409, 'CONFLICT', 'review.fromGoogle');
  }
  if (typeof item.locationId !== 'string') return;
  const { rows } = await db.query(
    "select 1 from google_location_links where location_id = $1 and state <> 'unlinked'",
    [item.locationId],
  );
  if (rows.length > 0) throw fieldError('item.locationId', 'googleLinked', 'review.googleLinked');
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

// Special hours follow the same day-hours rule, each date once, ending no earlier than it starts; stored earliest first.
function checkedSpecialHours(item: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(item.specialHours)) return item;
  // The contract validated each day's shape before the handler.
  const days = item.specialHours as SpecialHoursDay[];
  const problem = specialHoursProblem(days);
  if (problem !== null)
    throw new WebApiError(400, 'VALIDATION_FAILED', problem.text, { fields: [problem] });
  return { ...item, specialHours: sortedSpecialHours(days) };
}

// Publications follow the core post-type rules, locations the core hours rule and E.164 phones; other kinds' items are the contract's alone.
async function checkedItem(
  ctx: CallContext,
  controller: string,
  item: Record<string, unknown>,
  id?: string,
): Promise<Record<string, unknown>> {
  if (controller === 'Locations') {
    assertHours(item);
    return withLocationPhones(ctx.db, customerOwner(ctx), checkedSpecialHours(item), id);
  }
  return controller === 'Publications'
    ? checkedPublication(ctx.db, customerOwner(ctx), item, id)
    : item;
}

// A location's edit and, when it is linked, its push to Google: one transaction, answered with its link as it now stands.
async function updatedLocation(
  ctx: CallContext,
  store: PinStore,
  id: string,
  changes: Record<string, unknown>,
): Promise<Record<string, unknown> | null> {
  const owner = customerOwner(ctx);
  return ctx.db.transaction(async (tx) => {
    const updated = await store.update(tx, owner, id, changes, ctx.now(), ctx.lang);
    if (updated === null || updated.google === null) return updated;
    await afterLocationEdit(tx, ctx.googleJobs, id, Object.keys(changes), ctx.now());
    return readLocation(tx, owner, id, ctx.lang);
  });
}

// A publication on Google is checked as Google takes a post, then its edit is sent to each listing: one transaction.
async function updatedPublication(
  ctx: CallContext,
  store: PinStore,
  id: string,
  changes: Record<string, unknown>,
): Promise<Record<string, unknown> | null> {
  const owner = customerOwner(ctx);
  if (!(await publishedOnGoogle(ctx.db, id)))
    return store.update(ctx.db, owner, id, changes, ctx.now(), ctx.lang);
  const { rows } = await ctx.db.query<{ data: Record<string, unknown> }>(
    'select data from pins where id = $1 and owner_id = $2',
    [id, owner],
  );
  assertLocalPost({ ...(rows[0]?.data ?? {}), ...changes });
  return ctx.db.transaction(async (tx) => {
    await afterPublicationEdit(tx, ctx.googleJobs, id, ctx.now());
    return store.update(tx, owner, id, changes, ctx.now(), ctx.lang);
  });
}

// A publication's deletion deletes its posts on Google too (queued; their rows outlive it).
async function removedPin(
  ctx: CallContext,
  controller: PinKind['controller'],
  store: PinStore,
  id: string,
): Promise<boolean> {
  const owner = customerOwner(ctx);
  if (controller !== 'Publications') return store.remove(ctx.db, owner, id);
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query(
      "select 1 from pins where id = $1 and owner_id = $2 and kind = 'publications'",
      [id, owner],
    );
    if (rows.length > 0) await beforePublicationDelete(tx, ctx.googleJobs, id, ctx.now());
    return store.remove(tx, owner, id);
  });
}

// A review typed by hand is the customer's; one from Google, or for a listing linked to Google, is not (above).
async function assertPinWrite(
  ctx: CallContext,
  controller: PinKind['controller'],
  item: Record<string, unknown>,
  id?: string,
): Promise<void> {
  await assertOwnLocation(ctx.db, customerOwner(ctx), item);
  if (controller === 'Reviews') await assertReviewByHand(ctx.db, customerOwner(ctx), item, id);
}

// One pin kind's records, always the calling customer's account: its checks, then its store.
function pinCalls(controller: PinKind['controller'], store: PinStore): RecordCalls {
  return {
    controller,
    missing: () => notFound('pin'),
    list: (ctx, payload) => store.list(ctx.db, customerOwner(ctx), { ...payload, lang: ctx.lang }),
    async create(ctx, item) {
      await assertPinWrite(ctx, controller, item);
      const checked = await checkedItem(ctx, controller, item);
      return uniqueStoreCode(() =>
        store.create(ctx.db, customerOwner(ctx), checked, ctx.now(), ctx.lang),
      );
    },
    async update(ctx, id, item) {
      await assertPinWrite(ctx, controller, item, id);
      const checked = await checkedItem(ctx, controller, item, id);
      return uniqueStoreCode(() =>
        controller === 'Locations'
          ? updatedLocation(ctx, store, id, checked)
          : controller === 'Publications'
            ? updatedPublication(ctx, store, id, checked)
            : store.update(ctx.db, customerOwner(ctx), id, checked, ctx.now(), ctx.lang),
      );
    },
    async remove(ctx, id) {
      if (controller === 'Reviews') await assertReviewByHand(ctx.db, customerOwner(ctx), {}, id);
      return removedPin(ctx, controller, store, id);
    },
    setArchived: (ctx, id, archived) =>
      store.setArchived(ctx.db, customerOwner(ctx), id, archived, ctx.now(), ctx.lang),
  };
}

/** list, create, update, archive, restore and delete for every pin kind controller. */
export const pinsHandlers: HandlerTable = Object.assign(
  {},
  ...[...PIN_STORES].map(([controller, { store }]) => recordHandlers(pinCalls(controller, store))),
);
