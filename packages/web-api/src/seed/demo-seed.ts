import { WEEKDAYS } from '@agency/core/forms';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/db';
import { locationStore } from '../pins/location-store';
import type { PinKind } from '../pins/pin-kinds';
import { PIN_STORES } from '../pins/pin-stores';
import { DEMO_CREDENTIALS } from './demo-credentials';

const OFFICE_HOURS = Object.fromEntries(
  WEEKDAYS.slice(0, 5).map((day) => [day, [{ open: '08:00', close: '20:00' }]]),
);

const LOCATIONS = [
  {
    storeCode: 'KYIV-01',
    name: 'Demo Coffee Khreshchatyk',
    addressLines: ['Khreshchatyk St, 22'],
    locality: 'Kyiv',
    administrativeArea: 'Kyiv',
    postalCode: '01001',
    country: 'UA',
    phone: '+380441234567',
    website: 'https://coffee.example/kyiv',
    primaryCategory: 'Coffee shop',
    additionalCategories: ['Cafe'],
    hours: { ...OFFICE_HOURS, saturday: [{ open: '09:00', close: '18:00' }] },
    latitude: 50.4474,
    longitude: 30.5227,
  },
  {
    storeCode: 'LVIV-01',
    name: 'Demo Coffee Rynok',
    addressLines: ['Rynok Square, 10'],
    locality: 'Lviv',
    administrativeArea: 'Lviv Oblast',
    postalCode: '79008',
    country: 'UA',
    phone: '+380322345678',
    website: 'https://coffee.example/lviv',
    primaryCategory: 'Coffee shop',
    additionalCategories: [],
    hours: OFFICE_HOURS,
    latitude: 49.8419,
    longitude: 24.0315,
  },
  {
    storeCode: 'ODESA-01',
    name: 'Demo Coffee Deribasivska',
    addressLines: ['Deribasivska St, 5'],
    locality: 'Odesa',
    administrativeArea: 'Odesa Oblast',
    postalCode: '65026',
    country: 'UA',
    phone: '+380482345678',
    website: null,
    primaryCategory: 'Coffee shop',
    additionalCategories: ['Bakery'],
    hours: OFFICE_HOURS,
    latitude: 46.4843,
    longitude: 30.7366,
  },
];

const PINS: Partial<Record<PinKind['controller'], Record<string, unknown>[]>> = {
  Advertising: [
    {
      name: 'Coffee near me — search',
      channel: 'search',
      status: 'active',
      dailyBudget: 12.5,
      currency: 'USD',
      startsOn: '2026-09-01',
      endsOn: null,
    },
    {
      name: 'Maps promoted pin',
      channel: 'maps',
      status: 'paused',
      dailyBudget: 5,
      currency: 'USD',
      startsOn: '2026-10-01',
      endsOn: '2026-12-31',
    },
  ],
  Publications: [
    {
      name: 'Seasonal menu is here',
      body: 'Pumpkin spice latte and cinnamon rolls are back.',
      status: 'published',
      publishAt: '2026-10-01T08:00:00.000Z',
      postType: 'standard',
      callToAction: { type: 'order', url: 'https://coffee.example/order' },
    },
    {
      name: 'Latte art evening',
      body: 'Our baristas show how the rosetta is poured. Free entry.',
      status: 'published',
      publishAt: '2026-11-20T08:00:00.000Z',
      postType: 'event',
      callToAction: { type: 'book', url: 'https://coffee.example/latte-art' },
      event: {
        title: 'Latte art evening',
        startsAt: '2026-12-05T17:00:00.000Z',
        endsAt: '2026-12-05T20:00:00.000Z',
      },
    },
    {
      name: 'Two coffees for one',
      body: 'Bring a friend: the second coffee is on us.',
      status: 'published',
      publishAt: '2026-11-25T08:00:00.000Z',
      postType: 'offer',
      callToAction: null,
      offer: {
        title: 'Two coffees for one',
        startsOn: '2026-12-01',
        endsOn: '2026-12-14',
        couponCode: 'TWOFORONE',
        redeemUrl: 'https://coffee.example/offer',
        terms: 'One coupon per visit, not with other offers.',
      },
    },
    {
      name: 'Call us for catering',
      body: 'Coffee and pastries for your office meeting.',
      status: 'draft',
      publishAt: null,
      postType: 'standard',
      callToAction: { type: 'call', url: null },
    },
    {
      name: 'Winter opening hours',
      body: 'From December we open at 9:00.',
      status: 'scheduled',
      publishAt: '2026-12-01T08:00:00.000Z',
      postType: 'standard',
    },
  ],
  Notifications: [
    {
      name: 'Loyalty card reminder',
      body: 'Your 10th coffee is on us.',
      channel: 'email',
      status: 'sent',
      sendAt: '2026-10-15T09:00:00.000Z',
      readAt: '2026-10-15T12:30:00.000Z',
    },
    {
      name: 'Review received',
      body: 'Olena K. rated Demo Coffee Khreshchatyk 5 stars.',
      channel: 'push',
      status: 'sent',
      sendAt: '2026-11-18T10:00:00.000Z',
      readAt: null,
    },
    {
      name: 'Offer starts soon',
      body: 'Two coffees for one starts on December 1.',
      channel: 'email',
      status: 'scheduled',
      sendAt: '2026-11-30T09:00:00.000Z',
      readAt: null,
    },
    {
      name: 'Weekend event',
      body: 'Latte art workshop on Saturday at 11:00.',
      channel: 'sms',
      status: 'draft',
      sendAt: null,
    },
  ],
  Reviews: [
    { name: 'Olena K.', rating: 5, text: 'Best flat white in town.', reply: 'Thank you, Olena!' },
    { name: 'Taras M.', rating: 4, text: 'Great coffee, a bit crowded at noon.', reply: null },
    { name: 'Anna S.', rating: 3, text: 'Tasty, but the music was loud.', reply: null },
  ],
  Sites: [
    { name: 'Demo Coffee', url: 'https://coffee.example', status: 'live' },
    { name: 'Gift cards landing', url: 'https://coffee.example/gift', status: 'draft' },
  ],
};

async function user(db: Db, values: Record<string, unknown>, roles: string[]): Promise<string> {
  const names = Object.keys(values);
  const { rows } = await db.query<{ id: string }>(
    `insert into users (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(values),
  );
  const id = rows[0]?.id as string;
  for (const role of roles)
    await db.query('insert into user_roles (user_id, role) values ($1, $2)', [id, role]);
  return id;
}

/**
 * Seeds the demo customer (pins of every kind, a second account to switch to), the admin and two
 * clients. No statistics: they come from Google (the demo's sandbox) once the customer connects.
 */
export async function seedDemo(db: Db, nowMs: number): Promise<void> {
  const now = new Date(nowMs);
  const { customer, admin } = DEMO_CREDENTIALS;
  const owner = await user(
    db,
    {
      kind: 'customer',
      email: customer.email,
      phone: customer.phone,
      name: 'Demo Coffee',
      lang: 'en',
      password_hash: await hashPassword(customer.password),
      email_confirmed_at: now,
    },
    ['customer'],
  );
  const bakery = await user(
    db,
    { kind: 'customer', email: 'bakery@agency.test', name: 'Demo Bakery', lang: 'ua' },
    ['customer'],
  );
  await db.query('insert into user_alternates (user_id, owner_id) values ($1, $2)', [
    owner,
    bakery,
  ]);
  await user(
    db,
    {
      kind: 'admin',
      email: admin.email,
      name: 'Demo Admin',
      lang: 'en',
      password_hash: await hashPassword(admin.password),
      email_confirmed_at: now,
    },
    ['admin'],
  );

  const locationIds: string[] = [];
  for (const location of LOCATIONS)
    locationIds.push((await locationStore.create(db, owner, location, nowMs)).id as string);
  await locationStore.create(
    db,
    bakery,
    { ...LOCATIONS[0], storeCode: 'BAKERY-01', name: 'Demo Bakery Podil' },
    nowMs,
  );
  for (const [controller, { store }] of PIN_STORES) {
    const items = PINS[controller] ?? [];
    for (const [index, item] of items.entries()) {
      const withLocation =
        controller === 'Reviews'
          ? { ...item, locationId: locationIds[index % locationIds.length] }
          : item;
      const created = await store.create(db, owner, withLocation, nowMs);
      // One archived pin of each kind shows the archive.
      if (index === items.length - 1 && controller !== 'Sites') {
        await store.setArchived(db, owner, created.id as string, true, nowMs);
      }
    }
  }

  for (const client of [
    [
      'Coffee Point LLC',
      'Olena Kovalenko',
      'olena@coffee.example',
      '+380501112233',
      'https://coffee-point.example',
      'Maps listing for 3 shops',
    ],
    [
      'Green Garden Store',
      'Ivan Petrenko',
      'ivan@garden.example',
      '+380671234567',
      null,
      'Asked for a quote on SEO',
    ],
  ]) {
    await db.query(
      'insert into clients (name, contact_name, email, phone, website, notes, created_at) values ($1, $2, $3, $4, $5, $6, $7)',
      [...client, now],
    );
  }
}
