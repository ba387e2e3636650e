import type { components, WebOperationData } from '@agency/contracts';

/** The customer account a listing or a problem concerns; null for the agency's own connection. */
export type GoogleOwner = components['schemas']['GoogleProblemOwner'];

/** A listing the agency's Google account manages, with the customer it is linked to. */
export type AgencyListing = WebOperationData<'AgencyGoogle/locations'>['items'][number];

/** What needs an operator's attention across customers (GoogleSync/problems). */
export type SyncProblems = WebOperationData<'GoogleSync/problems'>;

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** An owner of an answer: a customer (id, name, e-mail), or null (the agency). */
export function readOwner(value: unknown): GoogleOwner {
  if (!isObject(value) || typeof value.id !== 'string') return null;
  return { id: value.id, name: text(value.name) ?? '', email: text(value.email) };
}

/** The listings of an AgencyGoogle/locations answer; malformed ones are left out. */
export function readAgencyListings(data: unknown): AgencyListing[] {
  const items = isObject(data) && Array.isArray(data.items) ? data.items : [];
  return items.flatMap((item): AgencyListing[] =>
    isObject(item) && typeof item.name === 'string'
      ? [
          {
            name: item.name,
            title: text(item.title) ?? item.name,
            address: text(item.address) ?? '',
            customer: readOwner(item.customer),
            pinId: text(item.pinId),
          },
        ]
      : [],
  );
}

/** A GoogleSync/problems answer; malformed entries are left out. */
export function readSyncProblems(data: unknown): SyncProblems {
  const list = (key: string) =>
    isObject(data) && Array.isArray(data[key]) ? (data[key] as unknown[]).filter(isObject) : [];
  return {
    connections: list('connections').flatMap((entry) =>
      typeof entry.since === 'string'
        ? [{ owner: readOwner(entry.owner), email: text(entry.email), since: entry.since }]
        : [],
    ),
    locations: list('locations').flatMap((entry) =>
      typeof entry.pinId === 'string' && typeof entry.since === 'string'
        ? [
            {
              pinId: entry.pinId,
              pinName: text(entry.pinName) ?? entry.pinId,
              owner: readOwner(entry.owner),
              message: text(entry.message),
              since: entry.since,
            },
          ]
        : [],
    ),
  };
}
