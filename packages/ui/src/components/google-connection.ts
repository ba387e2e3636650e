// The Google Business Profile connection as the account and the back office show it: the names of
// the forms the host answers (it owns the OAuth redirects), the query parameter it comes back
// with, and a reader of Google/status and AgencyGoogle/status answers. Imported by the code-split
// account and admin screens only.
import type { components, WebOperationData } from '@agency/contracts';
import type { Query } from '@agency/core';

/** A connection to Google Business Profile: the Google account, its state, when last synced, sandbox or not. */
export type GoogleConnection = components['schemas']['GoogleConnection'];

/** A Google/status (or AgencyGoogle/status) answer: the connection, and whether Connect is offered at all. */
export type GoogleStatus = WebOperationData<'Google/status'>;

/** The `_form` of the customer's Connect button, posted to the locations page of the page's language. */
export const GOOGLE_CONNECT_FORM = 'googleConnect';

/** The `_form` of the customer's Disconnect button (the locations page). */
export const GOOGLE_DISCONNECT_FORM = 'googleDisconnect';

/** The `_form` of the agency's Connect button, posted to the back office's overview (route `admin`). */
export const AGENCY_GOOGLE_CONNECT_FORM = 'agencyGoogleConnect';

/** The `_form` of the agency's Disconnect button (the back office's overview). */
export const AGENCY_GOOGLE_DISCONNECT_FORM = 'agencyGoogleDisconnect';

/** The query parameter the host's redirect after a connection carries: `connected`, or the problem. */
export const GOOGLE_OUTCOME_QUERY = 'google';

/**
 * What the host says happened: `connected`, or why not: `state` (a wrong, replayed or expired
 * callback), `cancelled` (the person said no at Google), `provider` (Google refused or could not
 * be reached), `off` (no Google client is configured); `disconnected` after a Disconnect posted
 * without JavaScript.
 */
export const GOOGLE_OUTCOMES = [
  'connected',
  'disconnected',
  'state',
  'cancelled',
  'provider',
  'off',
] as const;

/** Whether an outcome went as the person wanted (said as news, not as a problem). */
export const isGoodGoogleOutcome = (outcome: GoogleOutcome) =>
  outcome === 'connected' || outcome === 'disconnected';

/** One of GOOGLE_OUTCOMES. */
export type GoogleOutcome = (typeof GOOGLE_OUTCOMES)[number];

/** The outcome a page's query names, or null (absent or unknown: nothing is said). */
export function googleOutcomeOf(query: Query): GoogleOutcome | null {
  const value = query[GOOGLE_OUTCOME_QUERY];
  return (GOOGLE_OUTCOMES as readonly string[]).includes(value as string)
    ? (value as GoogleOutcome)
    : null;
}

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A connection of an answer, or null when it is none or malformed. */
export function readGoogleConnection(value: unknown): GoogleConnection | null {
  if (!isObject(value)) return null;
  const { email, state, connectedAt, syncedAt, sandbox } = value;
  if (state !== 'connected' && state !== 'needsReconnect') return null;
  if (typeof connectedAt !== 'string') return null;
  return {
    email: typeof email === 'string' ? email : null,
    state,
    connectedAt,
    syncedAt: typeof syncedAt === 'string' ? syncedAt : null,
    sandbox: sandbox === true,
  };
}

/** A Google/status or AgencyGoogle/status answer, or null when malformed. */
export function readGoogleStatus(data: unknown): GoogleStatus | null {
  if (!isObject(data) || typeof data.configured !== 'boolean') return null;
  return {
    configured: data.configured,
    sandbox: data.sandbox === true,
    connection: readGoogleConnection(data.connection),
  };
}
