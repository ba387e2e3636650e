import type { LinkedLocationFields } from '@agency/core';
import { notFound, WebApiError } from '../base/web-api-error';
import type { Db } from '../db/db';
import { type GoogleJobs, queuePush } from './google-job-kinds';
import { fieldColumns, isWritableLinkedField, type WritableField } from './linked-fields';
import { readLinked, updateLink, withoutChanges } from './location-links';

/**
 * After a linked location was edited: the edited linked fields are decided (their changes on
 * Google's side, if any, are overwritten by the edit), the link waits, and a push is queued (edits
 * of one location coalesce). Nothing happens for an unlinked location or an edit of no linked field.
 */
export async function afterLocationEdit(
  tx: Db,
  jobs: GoogleJobs,
  locationId: string,
  editedFields: readonly string[],
  nowMs: number,
): Promise<void> {
  const edited = editedFields.filter(isWritableLinkedField);
  if (edited.length === 0) return;
  const linked = await readLinked(tx, locationId);
  if (linked === null || linked.state === 'unlinked') return;
  await updateLink(
    tx,
    locationId,
    {
      state: 'waiting',
      reason: null,
      message: null,
      googleChanges: withoutChanges(linked.googleChanges, edited),
    },
    nowMs,
  );
  await queuePush(tx, jobs, { locationId, googleName: linked.googleName }, nowMs);
}

/**
 * Locations/resolveGoogle: each named field with a change on Google's side is decided. `accept`:
 * the location takes Google's value; `overwrite`: ours goes to Google again. Either way the change
 * leaves googleChanges and a push is queued (it sends the overwritten fields and whatever else
 * differs). A field named in both is refused; one with no change waiting is ignored. 404 for a
 * location not of the account, 409 for one not linked.
 */
export async function resolveGoogleChanges(
  tx: Db,
  jobs: GoogleJobs,
  owner: string,
  locationId: string,
  decision: { accept: readonly WritableField[]; overwrite: readonly WritableField[] },
  nowMs: number,
): Promise<void> {
  const both = decision.overwrite.findIndex((field) => decision.accept.includes(field));
  if (both !== -1)
    throw new WebApiError(400, 'VALIDATION_FAILED', 'field.invalid', {
      fields: [{ field: `overwrite.${both}`, code: 'invalid', text: { id: 'field.invalid' } }],
    });
  const linked = await readLinked(tx, locationId);
  if (linked === null || linked.ownerId !== owner) {
    const { rows } = await tx.query('select 1 from locations where id = $1 and owner_id = $2', [
      locationId,
      owner,
    ]);
    if (rows.length === 0) throw notFound('location');
    throw new WebApiError(409, 'CONFLICT', 'google.notLinked');
  }
  const waiting = new Map(linked.googleChanges.map((change) => [change.field, change.google]));
  const accepted = decision.accept.filter((field) => waiting.has(field));
  const overwritten = decision.overwrite.filter((field) => waiting.has(field));
  if (accepted.length + overwritten.length === 0) return;
  if (accepted.length > 0) {
    const values = Object.fromEntries(
      accepted.map((field) => [field, waiting.get(field)]),
    ) as unknown as LinkedLocationFields;
    const { columns, values: params } = fieldColumns(values, accepted);
    await tx.query(
      `update locations set ${columns.map((column, index) => `${column} = $${index + 3}`).join(', ')},
              updated_at = $2 where id = $1`,
      [locationId, new Date(nowMs), ...params],
    );
  }
  await updateLink(
    tx,
    locationId,
    {
      state: 'waiting',
      reason: null,
      message: null,
      googleChanges: withoutChanges(linked.googleChanges, [...accepted, ...overwritten]),
    },
    nowMs,
  );
  await queuePush(tx, jobs, { locationId, googleName: linked.googleName }, nowMs);
}
