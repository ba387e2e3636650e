// Sample records of the account stories (shaped as the /web contract answers them).

import { WEEKDAYS } from '@agency/core/forms';
import { STATISTICS_METRICS } from '@agency/core/statistics';

const stamp = {
  archivedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const WEEKDAY_HOURS = Object.fromEntries(
  WEEKDAYS.slice(0, 5).map((day) => [day, [{ open: '08:00', close: '20:00' }]]),
);

function location(id: string, name: string, locality: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    name,
    storeCode: `${locality.toUpperCase()}-01`,
    addressLines: ['Main St, 1'],
    locality,
    administrativeArea: null,
    postalCode: '01001',
    country: 'UA',
    phone: '+380441234567',
    additionalPhones: [],
    website: 'https://coffee.example',
    primaryCategory: 'Coffee shop',
    additionalCategories: [],
    hours: WEEKDAY_HOURS,
    latitude: 50.45,
    longitude: 30.52,
    googleMapsUrl: null,
    source: 'manual',
    ...stamp,
    ...extra,
  };
}

/** Records per controller. */
export const STORY_RECORDS: Readonly<Record<string, readonly Record<string, unknown>[]>> = {
  Locations: [
    location('l1', 'Demo Coffee Khreshchatyk', 'Kyiv'),
    location('l2', 'Demo Coffee Rynok', 'Lviv', {
      source: 'gbp-csv',
      updatedAt: '2026-11-21T09:00:00.000Z',
    }),
    location('l3', 'Demo Coffee Deribasivska', 'Odesa', { phone: null, website: null }),
  ],
  Advertising: [
    {
      id: 'a1',
      name: 'Coffee near me — search',
      channel: 'search',
      status: 'active',
      dailyBudget: 12.5,
      currency: 'USD',
      startsOn: '2026-09-01',
      endsOn: null,
      locationId: null,
      ...stamp,
    },
    {
      id: 'a2',
      name: 'Maps promoted pin',
      channel: 'maps',
      status: 'paused',
      dailyBudget: 5,
      currency: 'USD',
      startsOn: '2026-10-01',
      endsOn: '2026-12-31',
      locationId: null,
      ...stamp,
    },
  ],
  Publications: [
    {
      id: 'p1',
      name: 'Seasonal menu is here',
      body: 'Pumpkin spice latte and cinnamon rolls are back.',
      status: 'published',
      publishAt: '2026-10-01T08:00:00.000Z',
      locationId: null,
      postType: 'standard',
      callToAction: { type: 'order', url: 'https://coffee.example/order' },
      event: null,
      offer: null,
      ...stamp,
    },
    {
      id: 'p2',
      name: 'Latte art evening',
      body: 'Our baristas show how the rosetta is poured.',
      status: 'published',
      publishAt: '2026-11-20T08:00:00.000Z',
      locationId: null,
      postType: 'event',
      callToAction: { type: 'book', url: 'https://coffee.example/latte-art' },
      event: {
        title: 'Latte art evening',
        startsAt: '2026-12-05T17:00:00.000Z',
        endsAt: '2026-12-05T20:00:00.000Z',
      },
      offer: null,
      ...stamp,
    },
    {
      id: 'p3',
      name: 'Two coffees for one',
      body: 'Bring a friend: the second coffee is on us.',
      status: 'scheduled',
      publishAt: '2026-11-25T08:00:00.000Z',
      locationId: null,
      postType: 'offer',
      callToAction: { type: 'call', url: null },
      event: null,
      offer: {
        title: 'Two coffees for one',
        startsOn: '2026-12-01',
        endsOn: '2026-12-14',
        couponCode: 'TWOFORONE',
        redeemUrl: 'https://coffee.example/offer',
        terms: 'One coupon per visit.',
      },
      ...stamp,
    },
  ],
  Notifications: [
    {
      id: 'n1',
      name: 'Loyalty card reminder',
      body: 'Your 10th coffee is on us.',
      channel: 'email',
      status: 'sent',
      sendAt: '2026-10-15T09:00:00.000Z',
      readAt: '2026-10-15T12:30:00.000Z',
      ...stamp,
    },
    {
      id: 'n2',
      name: 'Weekend event',
      body: 'Latte art workshop on Saturday at 11:00.',
      channel: 'sms',
      status: 'draft',
      sendAt: null,
      readAt: null,
      ...stamp,
    },
  ],
  Reviews: [
    {
      id: 'r1',
      name: 'Olena K.',
      rating: 5,
      text: 'Best flat white in town.',
      reply: 'Thank you, Olena!',
      locationId: 'l1',
      ...stamp,
      updatedAt: '2026-11-22T08:00:00.000Z',
    },
    {
      id: 'r2',
      name: 'Taras M.',
      rating: 4,
      text: 'Great coffee, a bit crowded at noon.',
      reply: null,
      locationId: 'l2',
      ...stamp,
    },
  ],
  Sites: [
    { id: 's1', name: 'Demo Coffee', url: 'https://coffee.example', status: 'live', ...stamp },
    {
      id: 's2',
      name: 'Gift cards landing',
      url: 'https://coffee.example/gift',
      status: 'draft',
      ...stamp,
    },
  ],
};

/** A first page of a controller's records. */
export function storyList(controller: string, items = STORY_RECORDS[controller] ?? []) {
  return { items, total: items.length, p: 1, pages: items.length === 0 ? 0 : 1, perPage: 20 };
}

/** A day's statistics of the story: every measure from the day's index, with a weekly rhythm. */
function storyDay(day: string, index: number) {
  return {
    day,
    impressionsDesktopMaps: 30 + Math.round(12 * Math.sin(index / 2.2)) + (index % 4),
    impressionsDesktopSearch: 45 + Math.round(15 * Math.sin(index / 2.2)) + index,
    impressionsMobileMaps: 150 + Math.round(40 * Math.sin(index / 2.2)) + index,
    impressionsMobileSearch: 110 + Math.round(30 * Math.cos(index / 2.2)) + index,
    callClicks: (index * 7) % 11,
    websiteClicks: ((index * 3) % 9) + 2,
    directionRequests: (index * 5) % 17,
    conversations: index % 3,
    bookings: index % 5 === 0 ? 1 : 0,
  };
}

/** 30 days of statistics from Google with a weekly rhythm, and the 30 days before. */
export function storySeries(from = '2026-11-01', days = 30) {
  const start = Date.parse(`${from}T00:00:00Z`);
  const dayAt = (index: number) => new Date(start + index * 86_400_000).toISOString().slice(0, 10);
  const points = Array.from({ length: days }, (_, index) => storyDay(dayAt(index), index));
  const before = Array.from({ length: days }, (_, index) =>
    storyDay(dayAt(index - days), index + 3),
  );
  const totals = Object.fromEntries(
    STATISTICS_METRICS.map((metric) => [
      metric,
      before.reduce((sum, point) => sum + point[metric], 0),
    ]),
  );
  return {
    locationId: null,
    from: points[0]?.day,
    to: points.at(-1)?.day,
    points,
    totals: {},
    previous: { from: before[0]?.day, to: before.at(-1)?.day, totals },
    google: { configured: true, connected: true, linkedLocations: 3 },
  };
}

/** The counts per kind of the account index. */
export const STORY_SUMMARY = {
  locations: 3,
  advertising: 2,
  publications: 2,
  notifications: 2,
  reviews: 2,
  sites: 2,
};
