// The Google Business Profile side of the account stories: connections, listings to import and
// locations in each sync state, shaped as the /web contract answers them.
import type { GoogleConnection, GoogleStatus } from '../../../components/google-connection';
import type { WebApiRequest } from '../../../provider/web-api';
import type { GoogleImportRow } from '../google/google-import';
import { STORY_RECORDS } from './story-account-data';

/** The Google side a story's api answers: the connection's status and the listings to import. */
export interface StoryGoogle {
  readonly status: GoogleStatus;
  readonly rows?: readonly GoogleImportRow[];
}

const CONNECTED: GoogleConnection = {
  email: 'merchant@gmail.test',
  state: 'connected',
  connectedAt: '2026-11-20T10:00:00.000Z',
  syncedAt: '2026-11-22T09:30:00.000Z',
  sandbox: false,
};

/** The actions of the locations page with the Google ones. */
export const STORY_GOOGLE_ACTIONS = [
  'Google/status',
  'Google/connectStart',
  'Google/disconnect',
  'Google/importPreview',
  'Google/importCommit',
  'Locations/resolveGoogle',
];

/** Listings of the connected accounts: a new one, two matches (one with changes), one linked. */
export const STORY_IMPORT_ROWS: readonly GoogleImportRow[] = [
  {
    name: 'locations/1001',
    account: 'accounts/1',
    title: 'Demo Coffee Podil',
    storeCode: 'KYIV-02',
    address: 'Sahaidachnoho 5, Kyiv 04070',
    status: 'new',
    match: null,
    changes: [],
  },
  {
    name: 'locations/1002',
    account: 'accounts/1',
    title: 'Demo Coffee Khreshchatyk',
    storeCode: 'KYIV-01',
    address: 'Main St, 1, Kyiv 01001',
    status: 'matched',
    match: { pinId: 'l1', pinName: 'Demo Coffee Khreshchatyk', rule: 'storeCode' },
    changes: ['phone', 'hours', 'specialHours'],
  },
  {
    name: 'locations/1003',
    account: 'accounts/1',
    title: 'Demo Coffee Rynok',
    storeCode: null,
    address: 'Main St, 1, Lviv 01001',
    status: 'matched',
    match: { pinId: 'l2', pinName: 'Demo Coffee Rynok', rule: 'nameAddress' },
    changes: [],
  },
  {
    name: 'locations/1004',
    account: 'accounts/2',
    title: 'Demo Coffee Deribasivska',
    storeCode: 'ODESA-01',
    address: 'Main St, 1, Odesa 01001',
    status: 'linked',
    match: { pinId: 'l3', pinName: 'Demo Coffee Deribasivska', rule: 'linked' },
    changes: [],
  },
];

/** Connected to a real Google account. */
export const STORY_CONNECTED: StoryGoogle = {
  status: { configured: true, sandbox: false, connection: CONNECTED },
  rows: STORY_IMPORT_ROWS,
};

/** Connected to the demo's Google double: labelled "Sandbox". */
export const STORY_SANDBOX: StoryGoogle = {
  status: {
    configured: true,
    sandbox: true,
    connection: { ...CONNECTED, email: 'merchant@sandbox.test', sandbox: true },
  },
  rows: STORY_IMPORT_ROWS,
};

/** Google refused the stored grant. */
export const STORY_NEEDS_RECONNECT: StoryGoogle = {
  status: {
    configured: true,
    sandbox: false,
    connection: { ...CONNECTED, state: 'needsReconnect' },
  },
};

/** A Google client is configured, nothing connected yet. */
export const STORY_NOT_CONNECTED: StoryGoogle = {
  status: { configured: true, sandbox: false, connection: null },
};

/** The demo before connecting: Connect goes to the Sandbox, and says so. */
export const STORY_SANDBOX_NOT_CONNECTED: StoryGoogle = {
  status: { configured: true, sandbox: true, connection: null },
};

const link = (state: string, extra: Record<string, unknown> = {}) => ({
  name: 'locations/1002',
  via: 'customer',
  state,
  message: null,
  syncedAt: '2026-11-22T09:30:00.000Z',
  googleChanges: [],
  ...extra,
});

const base = STORY_RECORDS.Locations ?? [];

/** Locations in each sync state: failed (with Google's message), waiting (through the agency), unlinked, with changes made on Google. */
export const STORY_GOOGLE_LOCATIONS: readonly Record<string, unknown>[] = [
  {
    ...base[0],
    source: 'google',
    placeId: 'ChIJ-demo-khreshchatyk',
    description: 'Specialty coffee and pastries on the main street.',
    openStatus: 'open',
    specialHours: [
      {
        date: '2026-12-24',
        endDate: null,
        closed: false,
        periods: [{ open: '09:00', close: '14:00' }],
      },
      { date: '2026-12-25', endDate: '2026-12-26', closed: true, periods: [] },
    ],
    google: link('inStep', {
      googleChanges: [
        { field: 'phone', google: '+380447654321' },
        { field: 'hours', google: { monday: [{ open: '10:00', close: '19:00' }] } },
        { field: 'description', google: 'Coffee, pastries and breakfast all day.' },
      ],
    }),
  },
  {
    ...base[1],
    source: 'google',
    google: link('failed', {
      message: 'Google refused the phone number: it is not a valid number for the country.',
    }),
  },
  { ...base[2], source: 'google', google: link('waiting', { via: 'agency' }) },
  {
    ...base[0],
    id: 'l4',
    name: 'Demo Coffee Arcadia',
    locality: 'Odesa',
    google: link('unlinked', { syncedAt: null }),
  },
];

/** The story api's answer to a Google call (and Locations/resolveGoogle), or undefined for others. */
export function storyGoogleAnswer(google: StoryGoogle, request: WebApiRequest): unknown {
  const { controller, subaction, payload = {} } = request;
  if (controller === 'Google') {
    if (subaction === 'status') return google.status;
    if (subaction === 'importPreview') return { rows: google.rows ?? [] };
    if (subaction === 'disconnect') return { disconnected: true };
    if (subaction === 'importCommit') {
      const choices = Array.isArray(payload.choices) ? payload.choices : [];
      const count = (action: string) =>
        choices.filter((choice: { action?: unknown }) => choice.action === action).length;
      return { created: count('create'), linked: count('link'), skipped: count('skip') };
    }
  }
  if (controller === 'Locations' && subaction === 'resolveGoogle') {
    const item = STORY_GOOGLE_LOCATIONS.find((location) => location.id === payload.id) ?? {};
    const decided = [
      ...((payload.accept as string[] | undefined) ?? []),
      ...((payload.overwrite as string[] | undefined) ?? []),
    ];
    const google = item.google as {
      state: string;
      googleChanges: { field: string; google: unknown }[];
    };
    const accepted = google.googleChanges.filter((change) =>
      ((payload.accept as string[] | undefined) ?? []).includes(change.field),
    );
    return {
      item: {
        ...item,
        ...Object.fromEntries(accepted.map((change) => [change.field, change.google])),
        google: {
          ...google,
          state: (payload.overwrite as string[] | undefined)?.length ? 'waiting' : google.state,
          googleChanges: google.googleChanges.filter((change) => !decided.includes(change.field)),
        },
      },
    };
  }
  return undefined;
}
