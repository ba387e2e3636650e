import { DEFAULT_PHONE_REGION, normalizePhone } from '@agency/core/forms';
import { fieldError } from '../base/web-api-error';
import type { Db } from '../db/db';

/** E-mail addresses compare case-insensitively and without surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A phone number as it is stored and compared: E.164 by core normalizePhone, a number written
 * without a country code read in `region` (DEFAULT_PHONE_REGION unless the record has a country);
 * 400 on `field` (format, field.phone) when it is not a possible number.
 */
export function storedPhone(text: string, field: string, region?: string | null): string {
  const e164 = normalizePhone(text.trim(), region ?? DEFAULT_PHONE_REGION);
  if (e164 === null) throw fieldError(field, 'format', 'field.phone');
  return e164;
}

/**
 * storedPhone, except that the number a record already has passes as it is: one that migration 020
 * left because it is not a possible number does not block saving the record's other fields.
 */
export function storedOrKeptPhone(
  text: string,
  kept: string | null | undefined,
  field: string,
  region?: string | null,
): string {
  return text === kept ? text : storedPhone(text, field, region);
}

/** The phone column of one row of `table` (users, clients), undefined when there is no such row. */
export async function phoneOfRow(
  db: Db,
  table: 'users' | 'clients',
  id: string,
): Promise<string | null | undefined> {
  const { rows } = await db.query<{ phone: string | null }>(
    `select phone from ${table} where id = $1`,
    [id],
  );
  return rows[0]?.phone;
}
