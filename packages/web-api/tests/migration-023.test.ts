import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

describe('migration 023 on a database populated by the version before it', () => {
  it('adds the spent-challenge table and leaves the leads as they were', async () => {
    const db = t.api.db;
    await db.query('drop table lead_challenges_spent');
    await db.query("delete from schema_migrations where version = '023_lead_challenges.sql'");
    await db.query(
      `insert into clients (name, contact_name, email, notes, created_at, lead_status, lead_service,
          lead_message, lead_lang, lead_page, lead_referrer, lead_utm, lead_spam, lead_submitted_at, lead_status_at)
       values ('Before 023', 'Before 023', 'before@coffee.example', '', now(), 'new', 'seo',
          'Kept as it was.', 'en', '/', '', '{}', false, now(), now())`,
    );
    const { rows: before } = await db.query('select * from clients order by id');

    expect(await migrate(db)).toEqual(['023_lead_challenges.sql']);

    expect((await db.query('select * from clients order by id')).rows).toEqual(before);
    const expires = new Date('2026-11-22T12:00:00Z');
    await db.query('insert into lead_challenges_spent (signature, expires_at) values ($1, $2)', [
      'ab'.repeat(32),
      expires,
    ]);
    const again = await db.query(
      `insert into lead_challenges_spent (signature, expires_at) values ($1, $2)
       on conflict (signature) do nothing returning signature`,
      ['ab'.repeat(32), expires],
    );
    expect(again.rows).toEqual([]);
    await expect(
      db.query('insert into lead_challenges_spent (signature, expires_at) values ($1, $2)', [
        'a'.repeat(129),
        expires,
      ]),
    ).rejects.toThrow();
  });
});
