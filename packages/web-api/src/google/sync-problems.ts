import type { components } from '@agency/contracts';
import type { Language } from '@agency/core';
import type { Db } from '../db/db';
import { iso } from '../pins/pin-store';
import { customerOf } from './agency-links';
import { linkAnswer } from './link-answer';

/** The answer of GoogleSync/problems. */
export type SyncProblems = components['schemas']['GoogleSyncProblemsResponse']['data'];

/** How many of each kind of problem are listed. */
export const PROBLEMS_LISTED = 100;

/**
 * What needs an operator's attention across customers, newest first: connections Google no longer
 * honours (the agency's own among them, owner null), and linked locations whose last change Google
 * refused or whose listing is gone; messages in `lang`.
 */
export async function syncProblems(db: Db, lang: Language): Promise<SyncProblems> {
  const { rows: connections } = await db.query<Record<string, unknown>>(
    `select c.email, c.state_since, u.id as owner_id, u.name as owner_name, u.email as owner_email
       from google_connections c left join users u on u.id = c.owner_id
      where c.state = 'needsReconnect'
      order by c.state_since desc, c.id limit $1`,
    [PROBLEMS_LISTED],
  );
  const { rows: locations } = await db.query<Record<string, unknown>>(
    `select l.id, l.name, g.google_name as link_name, (c.owner_id is null) as link_via_agency,
            g.state as link_state, g.reason as link_reason, g.message as link_message,
            g.synced_at as link_synced_at, g.google_changes as link_changes, g.state_since,
            u.id as owner_id, u.name as owner_name, u.email as owner_email
       from google_location_links g
       join locations l on l.id = g.location_id
       join google_connections c on c.id = g.connection_id
       join users u on u.id = l.owner_id
      where g.state in ('failed', 'unlinked')
      order by g.state_since desc, l.id limit $1`,
    [PROBLEMS_LISTED],
  );
  return {
    connections: connections.map((row) => ({
      owner: customerOf(row, 'owner'),
      email: (row.email as string | null) ?? null,
      since: iso(row.state_since) as string,
    })),
    locations: locations.map((row) => ({
      pinId: row.id as string,
      pinName: row.name as string,
      owner: customerOf(row, 'owner'),
      message: linkAnswer(row, lang)?.message ?? null,
      since: iso(row.state_since) as string,
    })),
  };
}
