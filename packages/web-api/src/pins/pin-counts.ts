import type { Db } from '../db/db';
import type { PinKind } from './pin-kinds';

// Locations have a table of their own (location-store); every other kind shares the pins table.
const LOCATIONS: PinKind['kind'] = 'locations';

/** How many active (or archived) items the owner has of each pin kind, from both tables in one query (the account summary). */
export async function countPins(
  db: Db,
  owner: string,
  archived: boolean,
): Promise<ReadonlyMap<string, number>> {
  const state = archived ? 'is not null' : 'is null';
  const { rows } = await db.query<{ kind: string; n: number }>(
    `select kind, count(*)::int as n from pins where owner_id = $1 and archived_at ${state} group by kind
     union all
     select $2::text, count(*)::int from locations where owner_id = $1 and archived_at ${state}`,
    [owner, LOCATIONS],
  );
  return new Map(rows.map((row) => [row.kind, row.n]));
}
