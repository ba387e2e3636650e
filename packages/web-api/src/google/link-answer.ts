import type { components } from '@agency/contracts';
import type { Language } from '@agency/core';
import { isServerMessageCode } from '@agency/core/server-messages';
import { type AnswerText, wordText } from '../base/web-api-error';
import { iso } from '../pins/pin-store';

/** The contract's LocationGoogleLink. */
export type LocationGoogleLink = components['schemas']['LocationGoogleLink'];

/** A field changed on Google's side, as kept on the link and answered. */
export type GoogleFieldChange = components['schemas']['GoogleFieldChange'];

/**
 * The select of locations with their link (`source` a table or the name of a CTE): every
 * `locations` column, and the link's as `link_*` columns (null when the location is not linked).
 */
export function locationsWithLink(source: string): string {
  return `select l.*, g.google_name as link_name, (c.owner_id is null) as link_via_agency,
            g.state as link_state, g.reason as link_reason, g.message as link_message,
            g.synced_at as link_synced_at, g.google_changes as link_changes
       from ${source} l
       left join google_location_links g on g.location_id = l.id
       left join google_connections c on c.id = g.connection_id`;
}

function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** A stored reason ({"id", "params"} of a message code) as a text, or null when it is none we know. */
function reasonOf(value: unknown): AnswerText | null {
  const reason = json<{ id?: unknown; params?: unknown } | null>(value);
  if (reason === null || typeof reason !== 'object') return null;
  if (!isServerMessageCode(reason.id)) return null;
  const params = typeof reason.params === 'object' && reason.params !== null ? reason.params : {};
  return { id: reason.id, params: params as Record<string, string> };
}

/** The link of a row of {@link locationsWithLink} as the contract's LocationGoogleLink, its message in `lang`; null when unlinked. */
export function linkAnswer(
  row: Record<string, unknown>,
  lang: Language,
): LocationGoogleLink | null {
  if (typeof row.link_name !== 'string') return null;
  const reason = reasonOf(row.link_reason);
  const message =
    reason === null ? ((row.link_message as string | null) ?? null) : wordText(reason, lang);
  return {
    name: row.link_name,
    via: row.link_via_agency === true ? 'agency' : 'customer',
    state: row.link_state as LocationGoogleLink['state'],
    message: message === null ? null : message.slice(0, 2000),
    syncedAt: iso(row.link_synced_at),
    googleChanges: json<GoogleFieldChange[] | null>(row.link_changes) ?? [],
  };
}
