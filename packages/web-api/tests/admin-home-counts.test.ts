import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
let admin: string;

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.adminSignIn();
});
afterAll(() => t.close());

const home = async (token: string) => {
  const answer = await t.call({
    payload: { controller: 'Index', subaction: 'index', lang: 'en', route: '/en/admin' },
    token,
  });
  expect(answer.status).toBe(200);
  return answer.body.data.page.counts;
};

// Issue 29: the home counts what an agency handles, not the rows of internal tables.
describe('the back office home’s counts come with its page load', () => {
  it('customers, locations whose Google sync failed, unanswered Google reviews and refused Google posts, each as the database has them', async () => {
    const db = t.api.db;
    const before = await home(admin);
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from users where kind = 'customer'",
    );
    expect(before.customers).toBe(rows[0]?.n);
    expect(Object.keys(before).sort()).toEqual([
      'customers',
      'failedPosts',
      'syncFailed',
      'unansweredReviews',
    ]);

    // One more of each: a customer, a location whose change Google refused, a review without a reply,
    // and things that are not counted (an admin, a review with a reply, one typed by hand).
    const { rows: owners } = await db.query<{ id: string }>(
      `insert into users (kind, email, name) values ('customer', 'counted@example.com', 'Counted'),
         ('admin', 'not-counted@agency.test', 'Not counted') returning id`,
    );
    const owner = owners[0]?.id as string;
    const { rows: locations } = await db.query<{ id: string }>(
      "insert into locations (owner_id, name) values ($1, 'Counted location') returning id",
      [owner],
    );
    const { rows: connections } = await db.query<{ id: string }>(
      `insert into google_connections (owner_id, refresh_token, scope, state, connected_at, state_since)
       values ($1, 'sealed', 'business.manage', 'connected', now(), now()) returning id`,
      [owner],
    );
    await db.query(
      `insert into google_location_links (location_id, connection_id, google_name, google_location, state, state_since)
       values ($1, $2, 'locations/counted', '{}', 'failed', now())`,
      [locations[0]?.id, connections[0]?.id],
    );
    const review = (data: Record<string, unknown>) =>
      db.query(
        "insert into pins (owner_id, kind, name, data) values ($1, 'reviews', 'Review', $2)",
        [owner, JSON.stringify({ rating: 5, text: 'Fine', ...data })],
      );
    await review({ google: { name: 'accounts/1/locations/counted/reviews/1' } });
    await review({ google: { name: 'accounts/1/locations/counted/reviews/2' }, reply: 'Thanks' });
    await review({});
    // Local posts: one Google refused and one its review rejected count; a live one and a refused
    // one the merchant has since deleted (Google is asked to delete it) do not.
    const post = (state: string, wanted = 'published') =>
      db.query(
        `insert into google_local_posts (owner_id, location_id, location_name, wanted, state, created_at, updated_at)
         values ($1, $2, 'Counted location', $3, $4, now(), now())`,
        [owner, locations[0]?.id, wanted, state],
      );
    await post('failed');
    await post('rejected');
    await post('live');
    await post('failed', 'deleted');

    expect(await home(admin)).toEqual({
      customers: before.customers + 1,
      syncFailed: before.syncFailed + 1,
      unansweredReviews: before.unansweredReviews + 1,
      failedPosts: before.failedPosts + 2,
    });
  });

  it('a count appears only with the call of the place where it is handled', async () => {
    const create = async (controller: string, item: Record<string, unknown>) => {
      const answer = await t.call({
        method: 'POST',
        payload: { controller, subaction: 'create', lang: 'en', item },
        token: admin,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    await create('Roles', { name: 'home-users', description: 'Home and users', kind: 'admin' });
    for (const pair of ['Audit/list', 'Index/profile', 'Users/list']) {
      const [controller, subaction] = pair.split('/');
      await create('Permissions', { role: 'home-users', controller, subaction });
    }
    await create('Users', {
      kind: 'admin',
      name: 'Home reader',
      email: 'home-reader@agency.test',
      lang: 'en',
      password: 'home-reader-password-2026',
      roles: ['home-users'],
    });
    const signedIn = await t.call({
      method: 'POST',
      payload: {
        controller: 'Admin',
        subaction: 'login',
        lang: 'en',
        email: 'home-reader@agency.test',
        password: 'home-reader-password-2026',
      },
    });
    const counts = await home(signedIn.body.data.jwt);
    expect(Object.keys(counts)).toEqual(['customers']);
  });

  it('the customers count links to the users screen of that kind: Users/list kind and its page load', async () => {
    const counts = await home(admin);
    const listed = await t.call({
      payload: { controller: 'Users', subaction: 'list', lang: 'en', kind: 'customer' },
      token: admin,
    });
    expect(listed.body.data.total).toBe(counts.customers);
    expect(listed.body.data.items.every((item: { kind: string }) => item.kind === 'customer')).toBe(
      true,
    );
    const screen = await t.call({
      payload: {
        controller: 'Index',
        subaction: 'index',
        lang: 'en',
        route: '/en/admin/settings/users',
        kind: 'customer',
      },
      token: admin,
    });
    expect(screen.body.data.page.list.total).toBe(counts.customers);
  });
});
