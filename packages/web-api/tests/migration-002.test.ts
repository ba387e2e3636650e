import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
let customer: string;
beforeAll(async () => {
  t = await startTestApi();
  customer = await t.signIn();
});
afterAll(() => t.close());

const MIGRATION = '002_post_types_and_read_notifications.sql';

describe('migration 002: post types and read notifications', () => {
  it('a database seeded before it gets standard posts, unread notifications and the markRead/markUnread permissions', async () => {
    const db = t.api.db;
    // Put the database back as 001 and the first seed left it.
    await db.query(
      "update pins set data = data - 'postType' - 'callToAction' - 'event' - 'offer' where kind = 'publications'",
    );
    await db.query("update pins set data = data - 'readAt' where kind = 'notifications'");
    await db.query(
      "delete from subactions where controller = 'Notifications' and name like 'mark%'",
    );
    await db.query('drop index pins_unread_notifications');
    await db.query('delete from schema_migrations where version = $1', [MIGRATION]);

    expect(await migrate(db)).toEqual([MIGRATION]);
    const { rows: posts } = await db.query<{ data: Record<string, unknown> }>(
      "select data from pins where kind = 'publications'",
    );
    expect(posts.length).toBeGreaterThan(0);
    for (const { data } of posts) expect(data).toHaveProperty('postType');
    const { rows: notes } = await db.query<{ data: Record<string, unknown> }>(
      "select data from pins where kind = 'notifications'",
    );
    for (const { data } of notes) expect(data).toHaveProperty('readAt');
    const { rows: grants } = await db.query<{ subaction: string }>(
      "select subaction from permissions where role = 'customer' and controller = 'Notifications' and subaction like 'mark%' order by subaction",
    );
    expect(grants.map((row) => row.subaction)).toEqual(['markRead', 'markUnread']);

    const marked = await t.call({
      method: 'POST',
      payload: {
        controller: 'Notifications',
        subaction: 'markRead',
        lang: 'en',
        ids: [
          (
            await db.query<{ id: string }>(
              "select id from pins where kind = 'notifications' limit 1",
            )
          ).rows[0]?.id,
        ],
      },
      token: customer,
    });
    expect(marked.status).toBe(200);
  });

  it('the page load of the notifications route filters by read and offers markRead and markUnread', async () => {
    const load = async (read: boolean) =>
      t.call({
        payload: {
          controller: 'Index',
          subaction: 'index',
          lang: 'en',
          route: '/en/account/pins/notifications',
          read,
        },
        token: customer,
      });
    const unread = await load(false);
    expect(unread.status).toBe(200);
    expect(unread.body.data.actions).toEqual(
      expect.arrayContaining(['Notifications/markRead', 'Notifications/markUnread']),
    );
    const unreadItems = unread.body.data.page.list.items as { readAt: string | null }[];
    expect(unreadItems.length).toBeGreaterThan(0);
    expect(unreadItems.every((item) => item.readAt === null)).toBe(true);
    const readItems = (await load(true)).body.data.page.list.items as { readAt: string | null }[];
    expect(readItems.length).toBeGreaterThan(0);
    expect(readItems.every((item) => item.readAt !== null)).toBe(true);
  });
});
