import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

describe('migration 022 on a database populated by the version before it', () => {
  it('every person keeps their row and starts with review e-mails off; the settings say so and can turn them on', async () => {
    const db = t.api.db;
    await db.query('alter table users drop column review_emails');
    await db.query("delete from schema_migrations where version = '022_review_emails.sql'");
    const before = await db.query<{ id: string; email: string | null; lang: string }>(
      'select id, email, lang from users order by id',
    );
    expect(before.rows.length).toBeGreaterThan(1);

    expect(await migrate(db)).toEqual(['022_review_emails.sql']);

    const after = await db.query<{
      id: string;
      email: string | null;
      lang: string;
      review_emails: boolean;
    }>('select id, email, lang, review_emails from users order by id');
    expect(after.rows.map(({ review_emails: _, ...row }) => row)).toEqual(before.rows);
    expect(after.rows.every((row) => row.review_emails === false)).toBe(true);

    const token = await t.signIn();
    const read = await t.call({
      payload: { controller: 'Account', subaction: 'settings', lang: 'en' },
      token,
    });
    expect(read.body.data.settings.reviewEmails).toBe(false);
    const saved = await t.call({
      method: 'PUT',
      payload: {
        controller: 'Account',
        subaction: 'updateSettings',
        lang: 'en',
        reviewEmails: true,
      },
      token,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.settings.reviewEmails).toBe(true);
  });
});
