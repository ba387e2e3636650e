import { storedPhone } from '../auth/normalize';
import type { Db } from '../db/db';

interface StoredPhones {
  country: string | null;
  phone: string | null;
  additional_phones: string[] | null;
}

/**
 * A location's item with its phones in E.164 (decision 0037), a number without a country code read
 * in the location's country (the item's, else the stored one's, else core DEFAULT_PHONE_REGION). A
 * number the location already has is kept as it is (the import and Google may store one that is not
 * a possible number); any other number that is not possible is refused on its field.
 */
export async function withLocationPhones(
  db: Db,
  owner: string,
  item: Record<string, unknown>,
  id?: string,
): Promise<Record<string, unknown>> {
  const phone = item.phone;
  const additional = item.additionalPhones;
  if (typeof phone !== 'string' && !Array.isArray(additional)) return item;
  const stored =
    id === undefined
      ? undefined
      : (
          await db.query<StoredPhones>(
            'select country, phone, additional_phones from locations where id = $1 and owner_id = $2',
            [id, owner],
          )
        ).rows[0];
  const region = typeof item.country === 'string' ? item.country : (stored?.country ?? null);
  const kept = new Set([stored?.phone, ...(stored?.additional_phones ?? [])]);
  const phoneOf = (text: string, field: string) =>
    kept.has(text) ? text : storedPhone(text, field, region);
  return {
    ...item,
    ...(typeof phone === 'string' ? { phone: phoneOf(phone, 'item.phone') } : {}),
    ...(Array.isArray(additional)
      ? {
          additionalPhones: (additional as string[]).map((text, index) =>
            phoneOf(text, `item.additionalPhones.${index}`),
          ),
        }
      : {}),
  };
}
