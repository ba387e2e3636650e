import type { SignedInCaller } from '../access/caller';
import type { Db } from '../db/db';

/** An account the signed-in person may act for (contract Alternate). */
export interface NamedAlternate {
  owner: string;
  sid: string;
  name: string;
}

/** The accounts a signed-in person may act for: their own first, then the others by name. */
export async function alternatesOf(db: Db, caller: SignedInCaller): Promise<NamedAlternate[]> {
  const { rows } = await db.query<{ owner: string; name: string }>(
    `select u.id as owner, u.name from users u
      where u.id = $1 or u.id in (select owner_id from user_alternates where user_id = $1)
      order by (u.id = $1) desc, u.name`,
    [caller.userId],
  );
  return rows.map((row) => ({ owner: row.owner, sid: caller.sid, name: row.name }));
}
