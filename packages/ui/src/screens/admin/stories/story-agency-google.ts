// The agency's Google Business Profile side of the back-office stories, shaped as the /web
// contract answers it: the connection, the listings it manages and what needs attention.
import type { GoogleStatus } from '../../../components/google-connection';
import type { WebApiRequest } from '../../../provider/web-api';
import type { AgencyListing, SyncProblems } from '../google/agency-google-data';
import { STORY_RECORDS } from './story-records';

/** What a story's AgencyGoogle and GoogleSync calls answer. */
export interface StoryAgencyGoogle {
  readonly status: GoogleStatus;
  readonly listings: readonly AgencyListing[];
  readonly problems: SyncProblems;
}

const customer = (index: number) => {
  const user = STORY_RECORDS.Users?.[index];
  return {
    id: String(user?.id ?? `user-${index + 1}`),
    name: String(user?.name ?? `Customer ${index + 1}`),
    email: typeof user?.email === 'string' ? user.email : null,
  };
};

const CONNECTION = {
  email: 'agency@gmail.test',
  state: 'connected',
  connectedAt: '2026-11-18T10:00:00.000Z',
  syncedAt: '2026-11-22T09:30:00.000Z',
  sandbox: false,
} as const;

const LISTINGS: readonly AgencyListing[] = [
  {
    name: 'locations/2001',
    title: 'Bakery Podil',
    address: 'Sahaidachnoho 5, Kyiv 04070',
    customer: null,
    pinId: null,
  },
  {
    name: 'locations/2002',
    title: 'Bakery Obolon',
    address: 'Obolonskyi Ave 1, Kyiv 04205',
    customer: customer(1),
    pinId: 'pin-2002',
  },
];

const PROBLEMS: SyncProblems = {
  connections: [
    { owner: customer(2), email: 'shop@gmail.test', since: '2026-11-21T08:00:00.000Z' },
  ],
  locations: [
    {
      pinId: 'pin-7',
      pinName: 'Demo Coffee Rynok',
      owner: customer(1),
      message: 'Google refused the phone number: it is not a valid number for the country.',
      since: '2026-11-22T07:00:00.000Z',
    },
  ],
};

/** The agency connected to the demo's Google double (labelled "Sandbox"), with listings and problems. */
export const STORY_AGENCY_SANDBOX: StoryAgencyGoogle = {
  status: {
    configured: true,
    sandbox: true,
    connection: { ...CONNECTION, email: 'agency@sandbox.test', sandbox: true },
  },
  listings: LISTINGS,
  problems: PROBLEMS,
};

/** Not connected; nothing needs attention. */
export const STORY_AGENCY_NOT_CONNECTED: StoryAgencyGoogle = {
  status: { configured: true, sandbox: false, connection: null },
  listings: [],
  problems: { connections: [], locations: [] },
};

/** Google refused the agency's grant: the agency's own connection is among the problems. */
export const STORY_AGENCY_NEEDS_RECONNECT: StoryAgencyGoogle = {
  status: {
    configured: true,
    sandbox: false,
    connection: { ...CONNECTION, state: 'needsReconnect' },
  },
  listings: LISTINGS,
  problems: {
    ...PROBLEMS,
    connections: [
      ...PROBLEMS.connections,
      { owner: null, email: 'agency@gmail.test', since: '2026-11-22T06:00:00.000Z' },
    ],
  },
};

/** Every action of the agency panel. */
export const STORY_AGENCY_ACTIONS = [
  'AgencyGoogle/status',
  'AgencyGoogle/connectStart',
  'AgencyGoogle/disconnect',
  'AgencyGoogle/locations',
  'AgencyGoogle/link',
  'AgencyGoogle/unlink',
  'GoogleSync/problems',
  'Users/list',
];

/** The answer of an AgencyGoogle or GoogleSync call, or undefined for any other call. */
export function storyAgencyAnswer(google: StoryAgencyGoogle, request: WebApiRequest): unknown {
  switch (`${request.controller}/${request.subaction}`) {
    case 'AgencyGoogle/status':
      return google.status;
    case 'AgencyGoogle/locations':
      return { items: google.listings };
    case 'AgencyGoogle/disconnect':
      return { disconnected: true };
    case 'AgencyGoogle/link':
      return { pinId: 'pin-new' };
    case 'AgencyGoogle/unlink':
      return { unlinked: true };
    case 'GoogleSync/problems':
      return google.problems;
    default:
      return undefined;
  }
}
